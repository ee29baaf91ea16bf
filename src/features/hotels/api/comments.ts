import { queryOptions, useQuery } from '@tanstack/react-query'
import { CommentList } from '../../../../contract/comment'
import { api } from '../../../lib/api'

export type { Comment, CommentList } from '../../../../contract/comment'

/** Spec §9: the hotel page shows at most 6 comments. */
export const COMMENTS_SHOWN = 6

export const hotelCommentsQueryOptions = (hotelId: number, take = COMMENTS_SHOWN) =>
  queryOptions({
    queryKey: ['hotels', 'comments', hotelId, take],
    queryFn: ({ signal }) => api(CommentList, '/comment', { query: { hotel_id: hotelId, take }, signal }),
    // Kept on the device for offline use (features/offline).
    meta: { persist: true },
  })

/** Not suspending: reviews sit low on the page and must not hold the rooms back. */
export function useHotelComments(hotelId: number, take = COMMENTS_SHOWN) {
  return useQuery(hotelCommentsQueryOptions(hotelId, take))
}
