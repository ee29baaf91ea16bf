import {
  BookingQuoteAnswer,
  BookingRequest,
  ConfirmAnswer,
  ConfirmBody,
  MyReservations,
  MyReservationsQuery,
  ReservationAnswer,
  ReservationHeaders,
} from '../../contract/booking'
import { IdParam } from '../../contract/common'
import { messages } from '../../contract/messages'
import { HttpError, notFound } from '../http/errors'
import { knownClientIp } from '../http/rate-limit'
import { defineRoute, file } from '../http/route'
import { paymentProvider } from '../payments/registry'
import { followUpsOf } from '../services/booking/booked'
import { cancelReservation } from '../services/booking/cancel'
import { confirmReservation } from '../services/booking/confirm'
import { quoteBooking } from '../services/booking/quote'
import { sendDueRefunds } from '../services/booking/receive'
import {
  listReservationRows,
  ownReservationRow,
  presentReservations,
} from '../services/booking/reservation-view'
import { makeReservation } from '../services/booking/reserve'
import { voucherPdf } from '../services/booking/voucher'

export { followUpsOf }

const NO_RESERVATION = 'No reservation of yours has this id'
const UNAVAILABLE = 'A room is no longer free for every night of the stay'

/** Booking calls of spec §7 (summary quote, reservation, details, my bookings, voucher). */
export const bookingRoutes = [
  defineRoute({
    method: 'post',
    path: '/booking-quote',
    operationId: 'quoteBooking',
    summary: 'Price a stay for the booking summary: rooms, discount code, total, AED equivalent',
    tags: ['booking'],
    auth: 'required',
    body: BookingRequest,
    answers: { 200: BookingQuoteAnswer },
    errors: { 404: 'No such hotel, or a room not of it' },
    handler: async (c, { body }) => c.json({ data: await quoteBooking(c.get('deps').db, body) }),
  }),

  defineRoute({
    method: 'post',
    path: '/make-reservation',
    operationId: 'makeReservation',
    summary: 'Hold the rooms for every night (HOLD_MINUTES) and price the stay',
    description:
      'An `Idempotency-Key` makes a retry answer the same reservation (200) instead of a second one (201).',
    tags: ['booking'],
    auth: 'required',
    headers: ReservationHeaders,
    body: BookingRequest,
    answers: { 201: ReservationAnswer, 200: ReservationAnswer },
    errors: {
      404: 'No such hotel, or a room not of it',
      409: UNAVAILABLE,
      422: 'The stay alone is over the room-nights one account may hold unpaid',
      429: 'Too many unpaid holds for this account or address (Retry-After: when the first ends)',
    },
    handler: async (c, { caller, headers, body }) => {
      const deps = c.get('deps')
      const { reservation, created } = await makeReservation(deps.db, body, {
        userId: caller.userId,
        language: c.get('lang'),
        idempotencyKey: headers['Idempotency-Key'] ?? null,
        holdMinutes: deps.env.HOLD_MINUTES,
        clientIp: knownClientIp(c),
        // Agents book for others and confirm at once: their holds are not a hoard.
        holdLimits: caller.isAgent ? null : deps.env.HOLD_LIMITS,
      })
      return c.json({ data: reservation }, created ? 201 : 200)
    },
  }),

  defineRoute({
    method: 'get',
    path: '/reservations/:id',
    operationId: 'getReservation',
    summary: "One of the caller's reservations",
    tags: ['booking'],
    auth: 'required',
    params: IdParam,
    answers: { 200: ReservationAnswer },
    errors: { 404: NO_RESERVATION },
    handler: async (c, { caller, params }) => {
      const db = c.get('deps').db
      const row = await ownReservationRow(db, params.id, caller.userId)
      if (!row) throw notFound()
      return c.json({ data: (await presentReservations(db, [row]))[0] })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/reservations/:id/cancel',
    operationId: 'cancelReservation',
    summary: 'Cancel a hold or a booking; the refund follows its cancellation terms',
    description:
      'The refund is computed on the server from the terms copied when booking and the time of cancelling, and sent through the payment provider (`refund.status`: `pending`, `refund_pending` for one a person settles, `refunded`). The rooms are back on sale at once. Cancelling again answers the same cancelled reservation and refunds nothing more.',
    tags: ['booking'],
    auth: 'required',
    params: IdParam,
    answers: { 200: ReservationAnswer },
    errors: {
      404: NO_RESERVATION,
      409: 'The hold has run out, or the stay has begun or ended',
    },
    handler: async (c, { caller, params }) => {
      const deps = c.get('deps')
      const outcome = await cancelReservation(deps.db, params.id, caller.userId)
      if (outcome === 'cancelled') {
        try {
          await sendDueRefunds(deps, await paymentProvider(deps), followUpsOf(deps), params.id)
        } catch (err) {
          // The refund is recorded; the background jobs send it when the provider answers.
          deps.log.error({ err, reservation: params.id }, 'refund after cancelling not sent yet')
        }
      }
      const row = await ownReservationRow(deps.db, params.id, caller.userId)
      if (!row) throw notFound()
      return c.json({ data: (await presentReservations(deps.db, [row]))[0] })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/confirm/reservation/:id',
    operationId: 'confirmReservation',
    summary: "The guest's details; answers the payment page (null for an agent, confirmed at once)",
    tags: ['booking'],
    auth: 'required',
    params: IdParam,
    body: ConfirmBody,
    answers: { 200: ConfirmAnswer },
    errors: {
      404: NO_RESERVATION,
      409: 'Already paid, or the hold has expired',
      503: 'The payment provider or the database cannot be reached: try again later',
    },
    handler: async (c, { caller, params, body }) => {
      const deps = c.get('deps')
      const result = await confirmReservation(deps.db, params.id, body, {
        caller,
        publicUrl: deps.env.PUBLIC_URL,
        holdMinutes: deps.env.HOLD_MINUTES,
        followUps: followUpsOf(deps),
        provider: () => paymentProvider(deps),
        log: deps.log,
      })
      return c.json({ data: { data: result } })
    },
  }),

  defineRoute({
    method: 'get',
    path: '/my-reservations',
    operationId: 'listMyReservations',
    summary: "The caller's reservations, newest first; is_current / is_paid filters",
    tags: ['booking'],
    auth: 'required',
    query: MyReservationsQuery,
    answers: { 200: MyReservations },
    handler: async (c, { caller, query: q }) => {
      const bit = (a?: '0' | '1', b?: '0' | '1') => {
        const value = a ?? b
        return value === undefined ? undefined : value === '1'
      }
      const db = c.get('deps').db
      const { rows, total } = await listReservationRows(db, caller.userId, {
        take: q.take,
        skip: q.skip,
        sort: q.sort,
        current: bit(q['filter[is_current]'], q.is_current),
        paid: bit(q['filter[is_paid]'], q.is_paid),
      })
      return c.json({ data: await presentReservations(db, rows), total })
    },
  }),

  defineRoute({
    method: 'get',
    path: '/download/:id',
    operationId: 'downloadVoucher',
    summary: 'The voucher of a paid or agent-confirmed reservation, as {reservation_no}.pdf',
    description:
      "Drawn in English (the desk's column) beside the caller's language: Arabic or Sorani, and Arabic for an English reader.",
    tags: ['booking'],
    auth: 'required',
    params: IdParam,
    answers: { 200: file('application/pdf', 'The voucher (Content-Disposition: attachment)') },
    errors: { 404: NO_RESERVATION, 409: 'Not paid or confirmed yet: no voucher' },
    handler: async (c, { caller, params }) => {
      const db = c.get('deps').db
      const row = await ownReservationRow(db, params.id, caller.userId)
      if (!row) throw notFound()
      const voucher = await voucherPdf(db, row, c.get('lang'))
      if (!voucher) throw new HttpError(409, messages.voucherNotReady.id)
      return c.body(new Uint8Array(voucher.pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${voucher.filename}"`,
        'Cache-Control': 'private, no-store',
      })
    },
  }),
]
