import { RESERVATION_STATUSES } from './booking'

/**
 * The console lists' filter values, apart from the schemas that use them: a console route's
 * search check imports these, and a module of schemas imported by a route's definition would be
 * in the guest pages' entry chunk (route definitions are; their pages are lazy).
 */

/** The desk's states, kept apart from `status` (payment and rooms); null: not arrived yet. */
export const STAY_STATUSES = ['checked_in', 'checked_out', 'no_show'] as const
export type StayStatus = (typeof STAY_STATUSES)[number]

/**
 * The reservations list's `status` filter: a reservation's status, a stay state, `expected`
 * (firm, nothing recorded at the desk yet) or `refund_pending` (a refund waits for the operator).
 */
export const RESERVATION_FILTERS = [
  ...RESERVATION_STATUSES,
  'expected',
  ...STAY_STATUSES,
  'refund_pending',
] as const
export type ReservationFilter = (typeof RESERVATION_FILTERS)[number]

/** The reviews list's filter. */
export const REVIEW_FILTERS = ['all', 'unanswered', 'hidden'] as const

/** The contact messages inbox's filter. */
export const INBOX_STATES = ['open', 'handled', 'all'] as const
