import * as v from 'valibot'
import { RESERVATION_FILTERS, type ReservationFilter, STAY_STATUSES } from './admin-filters'
import { RESERVATION_STATUSES, Reservation } from './booking'
import { isoDate, queryId, queryInt, singleLine } from './common'
import { messages as m } from './messages'

/**
 * The console's reservations (issue 19 item 4, decision 37): the list and its CSV, today's
 * arrivals and departures, a reservation's page, the desk's stay states, cancelling on the
 * guest's behalf and settling a refund the provider cannot send.
 */

/** Why the desk or the operator is refused (409s), translated on the server and the client. */
export const reservationMessages = {
  stayNotFirm: /*i18n*/ {
    id: 'admin.stay_not_firm',
    message: 'Only a paid or confirmed booking can be checked in, checked out or marked as a no-show',
  },
  beforeArrival: /*i18n*/ {
    id: 'admin.before_arrival',
    message: 'The guest cannot be checked in or marked as a no-show before the arrival day',
  },
  stayOver: /*i18n*/ {
    id: 'admin.stay_over',
    message: 'The stay has ended: the guest can no longer be checked in',
  },
  alreadyCheckedIn: /*i18n*/ { id: 'admin.already_checked_in', message: 'The guest is already checked in' },
  notCheckedIn: /*i18n*/ {
    id: 'admin.not_checked_in',
    message: 'Only a guest who is checked in can be checked out',
  },
  alreadyCheckedOut: /*i18n*/ { id: 'admin.already_checked_out', message: 'The guest has already left' },
  noShowAfterArrival: /*i18n*/ {
    id: 'admin.no_show_after_arrival',
    message: 'A guest who has arrived cannot be marked as a no-show',
  },
  overrideTooLarge: /*i18n*/ {
    id: 'admin.override_too_large',
    message: 'The refund cannot be more than the booking’s total',
  },
  reasonRequired: /*i18n*/ {
    id: 'admin.reason_required',
    message: 'Say why the refund differs from the policy',
  },
  refundNotAwaiting: /*i18n*/ {
    id: 'admin.refund_not_awaiting',
    message: 'This refund is not waiting for an operator: it is sent or settled by the provider',
  },
  noSuchRefund: /*i18n*/ { id: 'admin.no_such_refund', message: 'This reservation has no such refund' },
} as const

const optionalDate = v.optional(v.union([v.literal(''), isoDate], m.invalidDate.id), '')

export const ReservationListQuery = v.pipe(
  v.object({
    hotel_id: queryId,
    /** Stays overlapping `from`…`to` (the first and last day, Iraq's calendar). */
    from: optionalDate,
    to: optionalDate,
    status: v.optional(v.union([v.literal(''), v.picklist(RESERVATION_FILTERS, m.invalidValue.id)]), ''),
    /** A reservation number (FDQ-0000012 or 12), a guest's name, or part of a phone number. */
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, m.tooLong.id)), ''),
    page: queryInt({ min: 1, max: 100_000, fallback: 1 }),
  }),
  v.forward(
    v.check((q) => !q.from || !q.to || q.from <= q.to, m.checkoutAfterCheckin.id),
    ['to'],
  ),
)
export type ReservationListQuery = v.InferOutput<typeof ReservationListQuery>

/** One line of the list (and one row of its CSV). */
export const ReservationRow = v.object({
  id: v.number(),
  reservation_no: v.string(),
  hotel: v.object({ id: v.number(), ar_title: v.string(), en_title: v.string(), kr_title: v.string() }),
  /** The name given on the booking form, else the account's. */
  guest_name: v.string(),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  checkin: v.string(),
  checkout: v.string(),
  nights: v.number(),
  rooms: v.number(),
  adults: v.number(),
  children: v.number(),
  status: v.picklist(RESERVATION_STATUSES),
  stay_status: v.nullable(v.picklist(STAY_STATUSES)),
  total: v.number(),
  currency: v.string(),
  decimals: v.number(),
  /** A refund is waiting for the operator (`refund_pending`, or one the provider refused). */
  refund_awaiting: v.boolean(),
  created_at: v.string(),
})
export type ReservationRow = v.InferOutput<typeof ReservationRow>

export const TodayQuery = v.object({ hotel_id: queryId })

/** Iraq's today at the desk: who arrives, who leaves, who is in. */
export const TodayAnswer = v.object({
  data: v.object({
    date: v.string(),
    arrivals: v.array(ReservationRow),
    departures: v.array(ReservationRow),
  }),
})

export const AdminPayment = v.object({
  id: v.string(),
  provider: v.string(),
  amount: v.number(),
  currency: v.string(),
  status: v.string(),
  provider_ref: v.nullable(v.string()),
  created_at: v.string(),
  settled_at: v.nullable(v.string()),
})

export const AdminRefund = v.object({
  id: v.string(),
  payment_id: v.string(),
  amount: v.number(),
  currency: v.string(),
  reason: v.string(),
  status: v.string(),
  /** Waiting for the operator: it can be settled on the reservation's page. */
  awaiting: v.boolean(),
  provider_ref: v.nullable(v.string()),
  created_at: v.string(),
  settled_at: v.nullable(v.string()),
})

/** One moment of the reservation's life: from its own timestamps, or a console change. */
export const HistoryEvent = v.object({
  at: v.string(),
  /** created, details, paid, confirmed, cancelled, payment_*, refund_*, or a console action. */
  event: v.string(),
  /** Who did it, for a console change; null for the guest or the system. */
  by: v.nullable(v.string()),
  detail: v.nullable(v.record(v.string(), v.unknown())),
})
export type HistoryEvent = v.InferOutput<typeof HistoryEvent>

export const AdminReservation = v.object({
  reservation: Reservation,
  stay_status: v.nullable(v.picklist(STAY_STATUSES)),
  checked_in_at: v.nullable(v.string()),
  checked_out_at: v.nullable(v.string()),
  account: v.object({
    id: v.number(),
    name: v.string(),
    email: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    is_guest: v.boolean(),
  }),
  payments: v.array(AdminPayment),
  refunds: v.array(AdminRefund),
  history: v.array(HistoryEvent),
  /** What the desk may do now (the server refuses the others with a 409 anyway). */
  actions: v.object({
    check_in: v.boolean(),
    check_out: v.boolean(),
    no_show: v.boolean(),
    cancel: v.boolean(),
  }),
  /** What cancelling now by the policy would give back, in the booking's currency. */
  policy_refund: v.number(),
  /** The most an override may give back: what was paid (the total for an agent's booking). */
  refund_limit: v.number(),
})
export type AdminReservation = v.InferOutput<typeof AdminReservation>
export const AdminReservationAnswer = v.object({ data: AdminReservation })

export const STAY_ACTIONS = ['check_in', 'check_out', 'no_show'] as const
export type StayAction = (typeof STAY_ACTIONS)[number]
export const StayBody = v.object({ action: v.picklist(STAY_ACTIONS, m.invalidValue.id) })

const reasonText = v.pipe(v.string(), v.trim(), singleLine, v.maxLength(500, m.tooLong.id))

/**
 * Cancel on the guest's behalf: by the policy (nothing else), or with `refund` (in the booking's
 * currency) and the `reason` it differs.
 */
export const AdminCancelBody = v.pipe(
  v.object({
    refund: v.nullish(
      v.pipe(
        v.number(m.invalidValue.id),
        v.minValue(0, m.tooSmall.id),
        v.maxValue(1e9, m.tooLarge.id),
        v.check((n) => Math.round(n * 100) === n * 100, m.invalidValue.id),
      ),
      null,
    ),
    reason: v.optional(reasonText, ''),
  }),
  v.forward(
    v.check((b) => b.refund === null || b.reason.length > 0, reservationMessages.reasonRequired.id),
    ['reason'],
  ),
)
export type AdminCancelBody = v.InferOutput<typeof AdminCancelBody>

/** A refund paid back outside the provider (ZainCash has no refund call): its reference. */
export const SettleRefundBody = v.object({
  refund_id: v.pipe(v.string(m.required.id), v.uuid(m.invalidValue.id)),
  reference: v.pipe(
    v.string(m.required.id),
    v.trim(),
    v.nonEmpty(m.required.id),
    singleLine,
    v.maxLength(200, m.tooLong.id),
  ),
})
export type SettleRefundBody = v.InferOutput<typeof SettleRefundBody>

/** How the list, the page and the CSV name each status and stay state. */
export const statusLabels: Record<ReservationFilter, { id: string; message: string }> = {
  held: /*i18n*/ { id: 'admin.status.held', message: 'Awaiting payment' },
  paid: /*i18n*/ { id: 'admin.status.paid', message: 'Paid' },
  confirmed: /*i18n*/ { id: 'admin.status.confirmed', message: 'Confirmed (agent)' },
  expired: /*i18n*/ { id: 'admin.status.expired', message: 'Lapsed' },
  failed: /*i18n*/ { id: 'admin.status.failed', message: 'Payment failed' },
  cancelled: /*i18n*/ { id: 'admin.status.cancelled', message: 'Cancelled' },
  expected: /*i18n*/ { id: 'admin.status.expected', message: 'Expected' },
  checked_in: /*i18n*/ { id: 'admin.status.checked_in', message: 'Checked in' },
  checked_out: /*i18n*/ { id: 'admin.status.checked_out', message: 'Checked out' },
  no_show: /*i18n*/ { id: 'admin.status.no_show', message: 'No-show' },
  refund_pending: /*i18n*/ { id: 'admin.status.refund_pending', message: 'Refund awaiting the operator' },
}

/** The CSV's column headings, in the reader's language. */
export const csvHeadings = {
  number: /*i18n*/ { id: 'admin.csv.number', message: 'Reservation' },
  hotel: /*i18n*/ { id: 'admin.csv.hotel', message: 'Hotel' },
  guest: /*i18n*/ { id: 'admin.csv.guest', message: 'Guest' },
  phone: /*i18n*/ { id: 'admin.csv.phone', message: 'Phone' },
  email: /*i18n*/ { id: 'admin.csv.email', message: 'E-mail' },
  checkin: /*i18n*/ { id: 'admin.csv.checkin', message: 'Check-in' },
  checkout: /*i18n*/ { id: 'admin.csv.checkout', message: 'Check-out' },
  nights: /*i18n*/ { id: 'admin.csv.nights', message: 'Nights' },
  rooms: /*i18n*/ { id: 'admin.csv.rooms', message: 'Rooms' },
  adults: /*i18n*/ { id: 'admin.csv.adults', message: 'Adults' },
  children: /*i18n*/ { id: 'admin.csv.children', message: 'Children' },
  status: /*i18n*/ { id: 'admin.csv.status', message: 'Status' },
  stay: /*i18n*/ { id: 'admin.csv.stay', message: 'Stay' },
  total: /*i18n*/ { id: 'admin.csv.total', message: 'Total' },
  currency: /*i18n*/ { id: 'admin.csv.currency', message: 'Currency' },
  refund: /*i18n*/ { id: 'admin.csv.refund', message: 'Refund awaiting' },
  created: /*i18n*/ { id: 'admin.csv.created', message: 'Booked at' },
} as const
