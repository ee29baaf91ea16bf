import { queryOptions } from '@tanstack/react-query'
import { OfferList } from '../../../../contract/marketing'
import { api } from '../../../lib/api'

/** Spec §7: offers from the home page use take 15, page 1. */
export const HOME_OFFERS_QUERY = { take: 15, page: 1 } as const

export const homeOffersQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'offers', HOME_OFFERS_QUERY],
    queryFn: ({ signal }) => api(OfferList, '/offers', { query: HOME_OFFERS_QUERY, signal }),
    // Kept on the device for offline use (features/offline).
    meta: { persist: true },
    staleTime: 5 * 60_000,
  })
