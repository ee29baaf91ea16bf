import { queryOptions } from '@tanstack/react-query'
import { todayInIraq } from '../../../../contract/dates'
import { HotelList } from '../../../../contract/hotel'
import { api } from '../../../lib/api'
import { filterQuery } from '../../hotel-filters/filters-query'
import type { HotelsSearch } from '../../search/search-params'

/** URL search params of /hotels → the §7 query of GET /api/hotel. */
export function hotelListQuery(s: HotelsSearch, currency: string, exPrice: number) {
  // An old link may carry dates in the past: search from today instead of failing.
  const stale =
    !s.checkin || s.checkin < todayInIraq() || (s.checkout !== undefined && s.checkout <= s.checkin)
  const ages = s.ages?.length === s.children_no ? s.ages.join(',') : undefined
  return {
    take: 9,
    page: s.page,
    'filter[governorate_id]': s.governorate,
    'filter[city_id]': s.city,
    checkin: stale ? undefined : s.checkin,
    checkout: stale ? undefined : s.checkout,
    room_number: Math.max(1, s.room_no),
    adult_number: Math.max(1, s.adult_no),
    children_number: s.children_no,
    children_ages: ages,
    currency,
    sort: s.sort ?? '-id',
    include: 'city,governorate',
    ...filterQuery(s, exPrice),
  }
}

export const hotelListQueryOptions = (s: HotelsSearch, currency: string, exPrice: number) => {
  const query = hotelListQuery(s, currency, exPrice)
  return queryOptions({
    queryKey: ['hotels', 'list', query],
    queryFn: ({ signal }) => api(HotelList, '/hotel', { query, signal }),
    // Kept on the device for offline use (features/offline).
    meta: { persist: true },
  })
}
