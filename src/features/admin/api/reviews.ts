import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { REVIEW_FILTERS } from '../../../../contract/admin-filters'
import { adminPage } from '../../../../contract/admin-hotels'
import { AdminReview } from '../../../../contract/admin-reviews'
import { consoleApi } from './console-api'

export type { AdminReview } from '../../../../contract/admin-reviews'
export type ReviewFilter = (typeof REVIEW_FILTERS)[number]

const one = v.object({ data: AdminReview })

export const adminReviewsQueryOptions = (hotelId: number | undefined, filter: ReviewFilter, page: number) =>
  queryOptions({
    queryKey: ['admin', 'reviews', 'list', hotelId ?? null, filter, page],
    queryFn: ({ signal }) =>
      consoleApi(adminPage(AdminReview), '/reviews', {
        query: { ...(hotelId ? { hotel_id: hotelId } : {}), filter, page },
        signal,
      }),
  })

/** After a change: the lists, the review's history, and the guest pages' reviews of its hotel. */
function useReviewChanged() {
  const queryClient = useQueryClient()
  return (review: AdminReview) => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] })
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit', 'review', review.id] })
    void queryClient.invalidateQueries({ queryKey: ['hotels', 'comments', review.hotel.id] })
  }
}

export function useReplyToReview(id: number) {
  const changed = useReviewChanged()
  return useMutation({
    mutationFn: async (reply: string | null) =>
      (
        await consoleApi(
          one,
          `/reviews/${id}/reply`,
          reply === null ? { method: 'DELETE' } : { method: 'PUT', body: { reply } },
        )
      ).data,
    onSuccess: changed,
  })
}

export function useHideReview(id: number) {
  const changed = useReviewChanged()
  return useMutation({
    mutationFn: async (hidden: boolean) =>
      (await consoleApi(one, `/reviews/${id}/hidden`, { method: 'PUT', body: { hidden } })).data,
    onSuccess: changed,
  })
}
