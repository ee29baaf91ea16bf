import { todayInIraq } from '../../../../contract/dates'
import type { StaySearch } from '../../search/search-params'

/**
 * The stay part of the §7 hotel calls, from URL search params. An old link may carry dates in
 * the past or in the wrong order: search from today instead of failing, and treat the stay as
 * having no dates (the server then prices today → tomorrow).
 */
export function stayQuery(s: StaySearch, currency: string) {
  const dates = validStayDates(s)
  return {
    checkin: dates?.checkin,
    checkout: dates?.checkout,
    room_number: Math.max(1, s.room_no),
    adult_number: Math.max(1, s.adult_no),
    children_number: s.children_no,
    // The API refuses ages that do not match the children count; without them it prices
    // every child as an older one.
    children_ages: s.ages?.length === s.children_no && s.ages.length > 0 ? s.ages.join(',') : undefined,
    currency,
  }
}

/** Both dates, when the URL has a usable stay; otherwise null. */
export function validStayDates(s: Pick<StaySearch, 'checkin' | 'checkout'>) {
  if (!s.checkin || !s.checkout) return null
  if (s.checkin < todayInIraq() || s.checkout <= s.checkin) return null
  return { checkin: s.checkin, checkout: s.checkout }
}
