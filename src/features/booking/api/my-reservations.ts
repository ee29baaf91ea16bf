import { queryOptions } from '@tanstack/react-query'
import { MyReservations } from '../../../../contract/booking'
import { api } from '../../../lib/api'
import { keepBookings, keptBookings } from '../../offline'
import { bookingKeys } from './keys'

/** The three groups of My bookings (§4 Reservation groups). */
export const RESERVATION_TABS = ['valid', 'previous', 'incomplete'] as const
export type ReservationTab = (typeof RESERVATION_TABS)[number]

/** §7: current: is_current 1; previous: paid and over; incomplete: unpaid and not current. */
const FILTERS: Record<ReservationTab, { is_current: 0 | 1; is_paid?: 0 | 1 }> = {
  valid: { is_current: 1 },
  previous: { is_paid: 1, is_current: 0 },
  incomplete: { is_paid: 0, is_current: 0 },
}

/** §9: reservations come 30 at a time, newest first. */
export const RESERVATIONS_PAGE_SIZE = 30

/** `GET /api/my-reservations` for one tab. */
export const myReservationsQueryOptions = (tab: ReservationTab) => {
  const query = { take: RESERVATIONS_PAGE_SIZE, sort: '-id', ...FILTERS[tab] }
  return queryOptions({
    queryKey: [...bookingKeys.mine, tab],
    queryFn: async ({ signal }) => {
      const answer = await api(MyReservations, '/my-reservations', { query, signal })
      // Kept apart from the query cache too, until the stays are over (features/offline).
      void keepBookings(tab, answer.data).catch((err: unknown) => console.warn('bookings not kept', err))
      return answer
    },
    // Kept on the device for offline use (features/offline).
    meta: { persist: true },
  })
}

/**
 * The tab's list as this device last saw it (features/offline: kept until the stays are over),
 * for when the server cannot be asked: read from the device, no connection needed.
 */
export const keptReservationsQueryOptions = (tab: ReservationTab) =>
  queryOptions({
    queryKey: [...bookingKeys.mine, tab, 'kept'],
    queryFn: async () => (await keptBookings(tab)) ?? null,
    networkMode: 'always',
    staleTime: 0,
  })
