import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import {
  BookingRequest,
  CommentRateBody,
  ConfirmBody,
  MyReservationsQuery,
  RATING_INVALID_TOKEN,
  ratingTokenField,
} from '../../contract/booking'
import { messages } from '../../contract/messages'
import { requireCaller } from '../auth/caller'
import type { AppDeps, AppEnv } from '../http/context'
import { HttpError, notFound } from '../http/errors'
import { parseJson, parseQuery, parseWith } from '../http/validate'
import { translate } from '../i18n'
import { paymentProvider } from '../payments/registry'
import { confirmReservation } from '../services/booking/confirm'
import { quoteBooking } from '../services/booking/quote'
import {
  listReservationRows,
  ownReservationRow,
  presentReservations,
} from '../services/booking/reservation-view'
import { checkIdempotencyKey, makeReservation } from '../services/booking/reserve'
import { voucherPdf } from '../services/booking/voucher'
import { checkRatingToken, deleteOwnComment, submitRating } from '../services/ratings'

const IdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, messages.wholeNumber.id), v.transform(Number)),
})
const TokenParam = v.object({ token: ratingTokenField })
/** A token of the wrong shape is just as unknown as a well-formed one nobody issued. */
const tokenOf = (c: Context<AppEnv>) => {
  const parsed = v.safeParse(TokenParam, c.req.param())
  if (!parsed.success) throw new HttpError(404, RATING_INVALID_TOKEN)
  return parsed.output.token
}

export const followUpsOf = (deps: AppDeps) => ({ ratingDelayHours: deps.env.RATING_REQUEST_DELAY_HOURS })

/** Booking calls of spec §7 (summary quote, reservation, details, my bookings, voucher, ratings). */
export const bookingRoutes = new Hono<AppEnv>()
  .post('/booking-quote', async (c) => {
    requireCaller(c)
    const body = await parseJson(c, BookingRequest)
    return c.json({ data: await quoteBooking(c.get('deps').db, body) })
  })

  .post('/make-reservation', async (c) => {
    const caller = requireCaller(c)
    const key = checkIdempotencyKey(c.req.header('Idempotency-Key'))
    const body = await parseJson(c, BookingRequest)
    const deps = c.get('deps')
    const { reservation, created } = await makeReservation(deps.db, body, {
      userId: caller.userId,
      language: c.get('lang'),
      idempotencyKey: key,
      holdMinutes: deps.env.HOLD_MINUTES,
    })
    return c.json({ data: reservation }, created ? 201 : 200)
  })

  .get('/reservations/:id', async (c) => {
    const caller = requireCaller(c)
    const { id } = parseWith(IdParam, c.req.param())
    const db = c.get('deps').db
    const row = await ownReservationRow(db, id, caller.userId)
    if (!row) throw notFound()
    return c.json({ data: (await presentReservations(db, [row]))[0] })
  })

  .post('/confirm/reservation/:id', async (c) => {
    const caller = requireCaller(c)
    const { id } = parseWith(IdParam, c.req.param())
    const body = await parseJson(c, ConfirmBody)
    const deps = c.get('deps')
    const result = await confirmReservation(deps.db, id, body, {
      caller,
      publicUrl: deps.env.PUBLIC_URL,
      holdMinutes: deps.env.HOLD_MINUTES,
      followUps: followUpsOf(deps),
      provider: () => paymentProvider(deps),
      log: deps.log,
    })
    return c.json({ data: { data: result } })
  })

  .get('/my-reservations', async (c) => {
    const caller = requireCaller(c)
    const q = parseQuery(c, MyReservationsQuery)
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
  })

  .get('/download/:id', async (c) => {
    const caller = requireCaller(c)
    const { id } = parseWith(IdParam, c.req.param())
    const db = c.get('deps').db
    const row = await ownReservationRow(db, id, caller.userId)
    if (!row) throw notFound()
    const voucher = await voucherPdf(db, row)
    if (!voucher) throw new HttpError(409, messages.voucherNotReady.id)
    return c.body(new Uint8Array(voucher.pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${voucher.filename}"`,
      'Cache-Control': 'private, no-store',
    })
  })

  .get('/comment-rate/:token', async (c) => {
    const token = tokenOf(c)
    return c.json(await checkRatingToken(c.get('deps').db, token, c.get('lang')))
  })

  .post('/comment-rate/:token', async (c) => {
    const token = tokenOf(c)
    const body = await parseJson(c, CommentRateBody)
    if (body.id !== token)
      throw new HttpError(422, messages.invalidRequest.id, { id: [messages.invalidValue.id] })
    const data = await submitRating(c.get('deps').db, token, body)
    return c.json({ message: translate(messages.ratingSubmitted.id, c.get('lang')), data }, 201)
  })

  .delete('/comment/:id', async (c) => {
    const caller = requireCaller(c)
    const { id } = parseWith(IdParam, c.req.param())
    await deleteOwnComment(c.get('deps').db, id, caller.userId)
    return c.json({ message: 'deleted' })
  })
