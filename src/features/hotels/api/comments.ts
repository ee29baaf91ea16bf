import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
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

/** A page of the "all reviews" view. */
export const ALL_REVIEWS_PAGE = 20

/**
 * Every review of a hotel, newest first, a page at a time (`skip`/`take`); the next page is
 * asked only while fewer than `total` are shown. Not kept offline: it is read on request.
 */
export function useAllHotelComments(hotelId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['hotels', 'comments', hotelId, 'all'],
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api(CommentList, '/comment', {
        query: { hotel_id: hotelId, take: ALL_REVIEWS_PAGE, skip: pageParam },
        signal,
      }),
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, p) => n + p.data.length, 0)
      return last.data.length > 0 && shown < last.total ? shown : undefined
    },
  })
}
