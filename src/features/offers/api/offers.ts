import { queryOptions } from '@tanstack/react-query'
import { OfferList } from '../../../../contract/marketing'
import { api } from '../../../lib/api'

/** Spec §9: the offers page shows 15 offers a page. */
export const OFFERS_PAGE_SIZE = 15

export interface OffersFilter {
  page: number
  governorate?: number
}

/** URL search params of /offers → the §7 query of GET /api/offers. */
export const offerListQuery = (f: OffersFilter) => ({
  take: OFFERS_PAGE_SIZE,
  page: f.page,
  'filter[governorate_id]': f.governorate,
})

export const offerListQueryOptions = (f: OffersFilter) => {
  const query = offerListQuery(f)
  return queryOptions({
    queryKey: ['offers', 'list', query],
    queryFn: ({ signal }) => api(OfferList, '/offers', { query, signal }),
    // Kept on the device for offline use (features/offline).
    meta: { persist: true },
    // The countdown runs on the client; the list itself changes rarely.
    staleTime: 60_000,
  })
}
