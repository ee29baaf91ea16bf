import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { AdminRoomType, type RoomTypeFields } from '../../../../contract/admin-hotels'
import { consoleApi } from './console-api'

export type { AdminRoomType, RoomTypeFields } from '../../../../contract/admin-hotels'

const one = v.object({ data: AdminRoomType })

export const adminRoomTypeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'room-types', id],
    queryFn: async ({ signal }) => (await consoleApi(one, `/room-types/${id}`, { signal })).data,
  })

/** Creates a room type in `hotelId` (id null) or changes room type `id`. */
export function useSaveRoomType(hotelId: number, id: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: RoomTypeFields) =>
      (
        await consoleApi(one, id === null ? `/hotels/${hotelId}/room-types` : `/room-types/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body,
        })
      ).data,
    onSuccess: (room) => {
      queryClient.setQueryData(adminRoomTypeQueryOptions(room.id).queryKey, room)
      void queryClient.invalidateQueries({ queryKey: ['admin', 'hotels'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })
    },
  })
}
