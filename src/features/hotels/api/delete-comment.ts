import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { api } from '../../../lib/api'

/** `DELETE /api/comment/{id}`: only one's own comment (the server checks). */
export const deleteComment = (id: number) =>
  api(v.nullable(v.object({ message: v.string() })), `/comment/${id}`, { method: 'DELETE' })

/** The hotel's rate and review count change with it: ask again for both. */
export function useDeleteComment(hotelId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['hotels', 'comments', hotelId] }),
        queryClient.invalidateQueries({ queryKey: ['hotels', 'detail', hotelId] }),
      ]),
  })
}
