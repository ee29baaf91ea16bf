import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { HotelDetail } from '../../../../contract/hotel'
import { api } from '../../../lib/api'
import type { StaySearch } from '../../search/search-params'
import { stayQuery } from './stay-query'

export type { HotelDetail } from '../../../../contract/hotel'

type DetailSearch = StaySearch & { id: number }

/** URL search params of /hotel → the §7 query of GET /api/hotel/{id}. */
export function hotelDetailQuery(s: DetailSearch, currency: string) {
  return { ...stayQuery(s, currency), include: 'city,governorate' }
}

/** Under `['hotels', …]` so a currency change (which invalidates `['hotels']`) reprices it. */
export const hotelDetailQueryOptions = (s: DetailSearch, currency: string) => {
  const query = hotelDetailQuery(s, currency)
  return queryOptions({
    queryKey: ['hotels', 'detail', s.id, query],
    queryFn: async ({ signal }) => (await api(HotelDetail, `/hotel/${s.id}`, { query, signal })).data,
    // Kept on the device for offline use (features/offline).
    meta: { persist: true },
  })
}

export function useHotelDetail(s: DetailSearch, currency: string) {
  return useSuspenseQuery(hotelDetailQueryOptions(s, currency)).data
}
