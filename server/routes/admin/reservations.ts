import { adminPage } from '../../../contract/admin-hotels'
import {
  AdminCancelBody,
  AdminReservationAnswer,
  ReservationListQuery,
  ReservationRow,
  SettleRefundBody,
  StayBody,
  TodayAnswer,
  TodayQuery,
} from '../../../contract/admin-reservations'
import { IdParam } from '../../../contract/common'
import { todayInIraq } from '../../../contract/dates'
import { managedHotelIds, operatorOf } from '../../auth/operator'
import { defineRoute, file } from '../../http/route'
import { paymentProvider } from '../../payments/registry'
import { cancelForGuest, changeStay, settleRefundByHand } from '../../services/admin/reservation-desk'
import { readAdminReservation } from '../../services/admin/reservation-page'
import { allReservations, listReservations, todayAtTheDesk } from '../../services/admin/reservations'
import { reservationsCsv } from '../../services/admin/reservations-csv'
import { followUpsOf } from '../../services/booking/booked'
import { sendDueRefunds } from '../../services/booking/receive'

const NOT_IN_SCOPE = 'No reservation with this id in a hotel the caller runs'
// Digits only, so /reservations/today and /export are never read as an id.
const ONE = '/admin/reservations/:id{[0-9]+}'

/** Reservations in the console (issue 19 item 4, decision 37). */
export const adminReservationRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/reservations',
    operationId: 'adminListReservations',
    summary: 'Reservations of the caller’s hotels, 50 a page, latest arrival first',
    description:
      '`from`/`to` keep stays overlapping the range; `status` is a reservation status, a stay state (`expected`, `checked_in`, `checked_out`, `no_show`) or `refund_pending` (a refund waits for the operator); `q` matches the number, the guest’s name or phone.',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    query: ReservationListQuery,
    answers: { 200: adminPage(ReservationRow) },
    handler: async (c, { query }) =>
      c.json(await listReservations(c.get('deps').db, managedHotelIds(c), query)),
  }),

  defineRoute({
    method: 'get',
    path: '/admin/reservations/export',
    operationId: 'adminExportReservations',
    summary: 'The filtered list as CSV (UTF-8 with a byte order mark, so Excel keeps Arabic)',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    query: ReservationListQuery,
    answers: { 200: file('text/csv', 'The list, headings in the reader’s language') },
    handler: async (c, { query }) => {
      const rows = await allReservations(c.get('deps').db, managedHotelIds(c), query)
      const csv = reservationsCsv(rows, c.get('lang'))
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="reservations-${todayInIraq()}.csv"`,
      })
    },
  }),

  defineRoute({
    method: 'get',
    path: '/admin/reservations/today',
    operationId: 'adminReservationsToday',
    summary: 'Today’s arrivals and departures (Iraq’s calendar) of the caller’s hotels',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    query: TodayQuery,
    answers: { 200: TodayAnswer },
    handler: async (c, { query }) =>
      c.json({
        data: await todayAtTheDesk(c.get('deps').db, managedHotelIds(c), query.hotel_id, todayInIraq()),
      }),
  }),

  defineRoute({
    method: 'get',
    path: ONE,
    operationId: 'adminGetReservation',
    summary: 'A reservation: guest, rooms, amounts, payments, refunds, history and what the desk may do',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    params: IdParam,
    answers: { 200: AdminReservationAnswer },
    errors: { 404: NOT_IN_SCOPE },
    handler: async (c, { params }) =>
      c.json({ data: await readAdminReservation(c.get('deps').db, managedHotelIds(c), params.id) }),
  }),

  defineRoute({
    method: 'post',
    path: `${ONE}/stay`,
    operationId: 'adminChangeStay',
    summary: 'Check the guest in or out, or record a no-show',
    description:
      'Only a paid or confirmed booking; check-in and no-show from the arrival day (Iraq), check-in until the departure day, check-out after a check-in, no no-show after an arrival. Recorded in the audit log.',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    params: IdParam,
    body: StayBody,
    answers: { 200: AdminReservationAnswer },
    errors: { 404: NOT_IN_SCOPE, 409: 'Not now: the message says why' },
    handler: async (c, { params, body }) => {
      const db = c.get('deps').db
      const scope = managedHotelIds(c)
      await changeStay(db, scope, operatorOf(c).userId, params.id, body.action)
      return c.json({ data: await readAdminReservation(db, scope, params.id) })
    },
  }),

  defineRoute({
    method: 'post',
    path: `${ONE}/cancel`,
    operationId: 'adminCancelReservation',
    summary: 'Cancel on the guest’s behalf: the policy’s refund, or `refund` with a `reason`',
    description:
      'The guest’s own cancellation (rooms back on sale, refund through the provider, the guest told) with an audit record. `refund` is in the booking’s currency. Cancelling again changes nothing.',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    params: IdParam,
    body: AdminCancelBody,
    answers: { 200: AdminReservationAnswer },
    errors: {
      404: NOT_IN_SCOPE,
      409: 'The hold has run out, the stay has begun, or the refund is more than the total',
    },
    handler: async (c, { params, body }) => {
      const deps = c.get('deps')
      const scope = managedHotelIds(c)
      const outcome = await cancelForGuest(deps.db, scope, operatorOf(c).userId, params.id, body)
      if (outcome === 'cancelled') {
        try {
          await sendDueRefunds(deps, await paymentProvider(deps), followUpsOf(deps), params.id)
        } catch (err) {
          // The refund is recorded; the background jobs send it when the provider answers.
          deps.log.error({ err, reservation: params.id }, 'refund after cancelling not sent yet')
        }
      }
      return c.json({ data: await readAdminReservation(deps.db, scope, params.id) })
    },
  }),

  defineRoute({
    method: 'post',
    path: `${ONE}/settle-refund`,
    operationId: 'adminSettleRefund',
    summary: 'Mark a refund the operator paid back by hand as refunded, with its reference',
    description:
      'For a refund in `refund_pending` (ZainCash has no refund call) or one the provider gave up on. Recorded in the audit log.',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    params: IdParam,
    body: SettleRefundBody,
    answers: { 200: AdminReservationAnswer },
    errors: {
      404: `${NOT_IN_SCOPE}, or no such refund of it`,
      409: 'The refund is not waiting for the operator',
    },
    handler: async (c, { params, body }) => {
      const db = c.get('deps').db
      const scope = managedHotelIds(c)
      await settleRefundByHand(db, scope, operatorOf(c).userId, params.id, body)
      return c.json({ data: await readAdminReservation(db, scope, params.id) })
    },
  }),
]
