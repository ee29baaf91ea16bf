import * as v from 'valibot'
import { BookingRequest, type BookingRequestInput, MAX_ROOMS_PER_TYPE } from '../../../contract/booking'
import { validStayDates } from '../../features/hotels/api/stay-query'
import { StaySearch } from '../../features/search/search-params'

/**
 * URL search params of /hotel/book, exactly as the hotel page's "Book now" sends them (spec
 * §2): id, governorate, checkin, checkout, room_no, room_select (JSON `[{room, count}]`),
 * adult_no, children_no, ages, currency. A bad value falls back on its own: a hand-edited
 * URL never throws, it shows "nothing to book" instead.
 */
export const BookSearch = v.object({
  ...StaySearch.entries,
  id: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 0), 0),
  room_select: v.fallback(
    v.optional(
      v.pipe(
        v.array(
          v.object({
            room: v.pipe(v.number(), v.integer(), v.minValue(1)),
            count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ROOMS_PER_TYPE)),
          }),
        ),
        v.maxLength(10),
      ),
    ),
    undefined,
  ),
  currency: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))), undefined),
})
export type BookSearch = v.InferOutput<typeof BookSearch>

/**
 * The §7 booking request the URL describes, or null when it cannot be booked as it stands
 * (no rooms, no dates, dates in the past). The server checks everything again.
 */
export function bookingRequestOf(s: BookSearch, currency: string): BookingRequestInput | null {
  const dates = validStayDates(s)
  if (!s.id || !dates || !s.room_select?.length) return null
  const children = s.children_no
  const request: BookingRequestInput = {
    hotel_id: s.id,
    checkin: dates.checkin,
    checkout: dates.checkout,
    // Spec §5: a zero adult count is booked as one.
    adults: Math.max(1, s.adult_no),
    children,
    children_ages: s.ages?.length === children ? s.ages : [],
    currency: s.currency ?? currency,
    country: 'Iraq',
    rooms: s.room_select.map((r) => ({ room_id: r.room, number_of_rooms: r.count })),
  }
  return v.is(BookingRequest, request) ? request : null
}

/** Back to the hotel page with the same stay and the same rooms picked. */
export function hotelPageSearch(s: BookSearch) {
  return {
    id: s.id,
    governorate: s.governorate,
    checkin: s.checkin,
    checkout: s.checkout,
    room_no: s.room_no,
    adult_no: s.adult_no,
    children_no: s.children_no,
    ages: s.ages,
    selectedRooms: s.room_select,
  }
}
