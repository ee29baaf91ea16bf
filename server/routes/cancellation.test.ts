import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addDays, todayInIraq } from '../../contract/dates'
import { hotels, payments, refunds, reservations, roomNights, rooms } from '../../server/db/schema'
import { runJobsOnce } from '../../server/jobs/background'
import { paymentProvider } from '../../server/payments/registry'
import { followUpsOf } from '../../server/services/booking/booked'
import { cancelReservation } from '../../server/services/booking/cancel'
import { freeUntilOf } from '../../server/services/booking/cancellation-terms'
import { sendDueRefunds } from '../../server/services/booking/receive'
import {
  type AccountsApp,
  call,
  createAccountsApp,
  mailTo,
  newGuest,
  parseEml,
} from '../../tests/support/accounts'
import {
  confirm,
  GUEST_DETAILS,
  OPEN_ROOM,
  payInSandbox,
  reserve,
  stayRequest,
} from '../../tests/support/booking'

/**
 * Issue 18 items 1, 2 and 4 (decision 32): cancellation terms, the guest's cancellation and its
 * refund, and no duplicate holds, payments or hoards.
 */
let t: AccountsApp
beforeAll(async () => {
  t = await createAccountsApp({ HOLD_LIMITS: 'account=3/30,ip=4/40', TRUST_PROXY: '1' })
})
afterAll(() => t.close())
// Each test sets the probe room's policy it needs; the others find the seed's.
beforeEach(() => setPolicy('free_until', 1))

async function setPolicy(policy: 'free_until' | 'first_night' | 'non_refundable', days = 1) {
  await t.deps.db
    .update(rooms)
    .set({ cancellation_policy: policy, free_cancel_days: days })
    .where(eq(rooms.id, OPEN_ROOM.roomId))
}

/** The probe room's rate on a night, as the reservation's first night was priced. */
async function rateOn(night: string) {
  const [row] = await t.deps.db
    .select({ rate: roomNights.rate })
    .from(roomNights)
    .where(and(eq(roomNights.room_id, OPEN_ROOM.roomId), eq(roomNights.night, night)))
  return Number(row?.rate)
}

async function inventory(checkin: string, checkout: string) {
  const [row] = await t.deps.db
    .select({
      held: sql<number>`sum(${roomNights.rooms_held})`.mapWith(Number),
      booked: sql<number>`sum(${roomNights.rooms_booked})`.mapWith(Number),
    })
    .from(roomNights)
    .where(
      and(
        eq(roomNights.room_id, OPEN_ROOM.roomId),
        gte(roomNights.night, checkin),
        lt(roomNights.night, checkout),
      ),
    )
  return row ?? { held: 0, booked: 0 }
}

/** A paid booking of the probe room: the guest, the reservation and its payment's amount. */
async function paidBooking(startInDays: number, nights = 2, currency = 'USD') {
  const guest = await newGuest(t.app)
  const body = stayRequest({ currency }, startInDays, nights)
  const made = await reserve(t, guest.token, body)
  expect(made.status).toBe(201)
  const r = made.body.data
  const url = (await confirm(t, guest.token, r.id)).body.data.data.payment_url as string
  await payInSandbox(t, url, 'approve')
  const mine = await call(t.app, 'GET', `/api/reservations/${r.id}`, { token: guest.token })
  expect(mine.body.data.status).toBe('paid')
  return { guest, r: mine.body.data, body }
}

const refundsOf = (reservationId: number) =>
  t.deps.db.select().from(refunds).where(eq(refunds.reservation_id, reservationId))

async function sendRefundsOf(reservationId: number) {
  await sendDueRefunds(t.deps, await paymentProvider(t.deps), followUpsOf(t.deps), reservationId)
}

describe('cancellation terms in every answer', () => {
  it('gives each room of the hotel page, the quote and the reservation the stay’s terms', async () => {
    await setPolicy('free_until', 1)
    const body = stayRequest({}, 10, 2)
    const hotel = await call(
      t.app,
      'GET',
      `/api/hotel/${OPEN_ROOM.hotelId}?checkin=${body.checkin}&checkout=${body.checkout}&currency=USD`,
    )
    expect(hotel.status).toBe(200)
    const room = hotel.body.data.rooms.find((r: { id: number }) => r.id === OPEN_ROOM.roomId)
    expect(room.cancellation).toEqual({
      refundable: true,
      free_until: `${addDays(body.checkin, -1)}T00:00:00+03:00`,
      penalty: 0,
    })
    const guest = await newGuest(t.app)
    const quote = await call(t.app, 'POST', '/api/booking-quote', { token: guest.token, body })
    expect(quote.body.data.cancellation.free_until).toBe(room.cancellation.free_until)
    const made = (await reserve(t, guest.token, body)).body.data
    expect(made.cancellation).toEqual(room.cancellation)
    expect(made.can_cancel).toBe(true)

    // The terms are the guest's contract: a later change of policy does not touch them.
    await setPolicy('non_refundable')
    const again = await call(t.app, 'GET', `/api/reservations/${made.id}`, { token: guest.token })
    expect(again.body.data.cancellation).toEqual(made.cancellation)
    const nonRefundable = await call(
      t.app,
      'GET',
      `/api/hotel/${OPEN_ROOM.hotelId}?checkin=${body.checkin}&checkout=${body.checkout}&currency=IQD`,
    )
    const nr = nonRefundable.body.data.rooms.find((r: { id: number }) => r.id === OPEN_ROOM.roomId)
    expect(nr.cancellation).toEqual({
      refundable: false,
      free_until: null,
      penalty: nr.total_price_with_currency,
    })
  })

  it('keeps the first night from a minute after free_until (Iraq time), nothing a minute before', async () => {
    await setPolicy('free_until', 3)
    const before = await paidBooking(12)
    const after = await paidBooking(14)
    const freeUntil = Date.parse(freeUntilOf(before.body.checkin, 3))
    expect(before.r.cancellation.free_until).toBe(`${addDays(before.body.checkin, -3)}T00:00:00+03:00`)

    expect(
      await cancelReservation(t.deps.db, before.r.id, before.guest.userAuth.id, new Date(freeUntil - 60_000)),
    ).toBe('cancelled')
    const afterFree = Date.parse(freeUntilOf(after.body.checkin, 3)) + 60_000
    await cancelReservation(t.deps.db, after.r.id, after.guest.userAuth.id, new Date(afterFree))
    await sendRefundsOf(before.r.id)
    await sendRefundsOf(after.r.id)

    const [full] = await refundsOf(before.r.id)
    expect(full?.amount).toBe(before.r.total_price_with_currency)
    expect(full?.status).toBe('refunded')
    const [partial] = await refundsOf(after.r.id)
    const firstNight = await rateOn(after.body.checkin)
    expect(partial?.amount).toBeCloseTo(after.r.total_price_with_currency - firstNight, 2)

    const shown = await call(t.app, 'GET', `/api/reservations/${after.r.id}`, { token: after.guest.token })
    expect(shown.body.data.status).toBe('cancelled')
    expect(shown.body.data.cancellation.penalty).toBeCloseTo(firstNight, 2)
    expect(shown.body.data.refund).toEqual({ amount: partial?.amount, currency: 'USD', status: 'refunded' })
  })

  it('refunds nothing of a non-refundable stay and the rest after the first night of a first-night one', async () => {
    await setPolicy('non_refundable')
    const nr = await paidBooking(16)
    expect(nr.r.cancellation).toEqual({
      refundable: false,
      free_until: null,
      penalty: nr.r.total_price_with_currency,
    })
    const res = await call(t.app, 'POST', `/api/reservations/${nr.r.id}/cancel`, { token: nr.guest.token })
    expect(res.status).toBe(200)
    expect(res.body.data.status).toBe('cancelled')
    expect(res.body.data.refund).toBeNull()
    expect(await refundsOf(nr.r.id)).toHaveLength(0)

    await setPolicy('first_night')
    const fn = await paidBooking(18, 3)
    const firstNight = await rateOn(fn.body.checkin)
    expect(fn.r.cancellation.free_until).toBeNull()
    expect(fn.r.cancellation.penalty).toBeCloseTo(firstNight, 2)
    const cancelled = await call(t.app, 'POST', `/api/reservations/${fn.r.id}/cancel`, {
      token: fn.guest.token,
    })
    expect(cancelled.body.data.refund.amount).toBeCloseTo(fn.r.total_price_with_currency - firstNight, 2)
  })
})

describe('results filter', () => {
  it('filter[free_cancellation]=1 keeps hotels with a room still free to cancel, and marks the cards', async () => {
    const body = stayRequest({}, 10, 2)
    const [hotel] = await t.deps.db
      .select({ g: hotels.governorate_id })
      .from(hotels)
      .where(eq(hotels.id, OPEN_ROOM.hotelId))
    const list = async (free: boolean) =>
      (
        await call(
          t.app,
          'GET',
          `/api/hotel?checkin=${body.checkin}&checkout=${body.checkout}&take=50&filter[governorate_id]=${hotel?.g}${free ? '&filter[free_cancellation]=1' : ''}`,
        )
      ).body
    const all = await list(false)
    const free = await list(true)
    expect(free.total).toBeGreaterThan(0)
    expect(free.total).toBeLessThanOrEqual(all.total)
    expect(free.data.every((h: { free_cancellation: boolean }) => h.free_cancellation)).toBe(true)
    expect(free.data.map((h: { id: number }) => h.id)).toContain(OPEN_ROOM.hotelId)

    // Every room of hotel 1 non-refundable: it leaves the filtered list, and its card says so.
    const before = await t.deps.db.select().from(rooms).where(eq(rooms.hotel_id, OPEN_ROOM.hotelId))
    await t.deps.db
      .update(rooms)
      .set({ cancellation_policy: 'non_refundable' })
      .where(eq(rooms.hotel_id, OPEN_ROOM.hotelId))
    try {
      expect((await list(true)).data.map((h: { id: number }) => h.id)).not.toContain(OPEN_ROOM.hotelId)
      const card = (await list(false)).data.find((h: { id: number }) => h.id === OPEN_ROOM.hotelId)
      expect(card.free_cancellation).toBe(false)
    } finally {
      for (const r of before)
        await t.deps.db
          .update(rooms)
          .set({ cancellation_policy: r.cancellation_policy, free_cancel_days: r.free_cancel_days })
          .where(eq(rooms.id, r.id))
    }
  })
})

describe('the guest cancels', () => {
  it('refunds in full before free_until, frees the rooms in the same step, and refunds once when asked twice', async () => {
    const before = await inventory(addDays(todayInIraq(), 20), addDays(todayInIraq(), 22))
    const { guest, r, body } = await paidBooking(20)
    expect(await inventory(body.checkin, body.checkout)).toEqual({
      held: before.held,
      booked: before.booked + 2,
    })

    const [one, two] = await Promise.all([
      call(t.app, 'POST', `/api/reservations/${r.id}/cancel`, { token: guest.token }),
      call(t.app, 'POST', `/api/reservations/${r.id}/cancel`, { token: guest.token }),
    ])
    expect(one.status).toBe(200)
    expect(two.status).toBe(200)
    const three = await call(t.app, 'POST', `/api/reservations/${r.id}/cancel`, { token: guest.token })
    expect(three.body.data.status).toBe('cancelled')
    expect(three.body.data.refund).toEqual({
      amount: r.total_price_with_currency,
      currency: 'USD',
      status: 'refunded',
    })
    expect(three.body.data.can_cancel).toBe(false)
    expect(await refundsOf(r.id)).toHaveLength(1)
    expect(await inventory(body.checkin, body.checkout)).toEqual(before)

    // The e-mail, in the guest's language, says what comes back.
    await runJobsOnce(t.deps)
    const mail = (await mailTo(t.deps.env.DATA_DIR, GUEST_DETAILS.email)).map((m) => parseEml(m))
    expect(mail.some((m) => m.text.includes(r.reservation_no) && m.text.includes('cancelled'))).toBe(true)
  })

  it('answers 404 for another user’s reservation, and lets an unpaid hold go from "Incomplete"', async () => {
    const owner = await newGuest(t.app)
    const stranger = await newGuest(t.app)
    const body = stayRequest({}, 24, 1)
    const before = await inventory(body.checkin, body.checkout)
    const r = (await reserve(t, owner.token, body)).body.data
    const theirs = await call(t.app, 'POST', `/api/reservations/${r.id}/cancel`, { token: stranger.token })
    expect(theirs.status).toBe(404)
    const missing = await call(t.app, 'POST', '/api/reservations/999999999/cancel', { token: owner.token })
    expect(missing.status).toBe(404)
    const incomplete = () =>
      call(t.app, 'GET', '/api/my-reservations?is_paid=0&is_current=0', { token: owner.token })
    expect((await incomplete()).body.data.map((x: { id: number }) => x.id)).toEqual([r.id])

    const res = await call(t.app, 'POST', `/api/reservations/${r.id}/cancel`, { token: owner.token })
    expect(res.status).toBe(200)
    expect(res.body.data.status).toBe('cancelled')
    expect(res.body.data.refund).toBeNull()
    expect((await incomplete()).body.data).toEqual([])
    expect(await inventory(body.checkin, body.checkout)).toEqual(before)
  })

  it('stays consistent when a cancellation races the payment callback: one full refund, rooms free', async () => {
    for (const offset of [26, 28, 30]) {
      const guest = await newGuest(t.app)
      const body = stayRequest({}, offset, 2)
      const before = await inventory(body.checkin, body.checkout)
      const r = (await reserve(t, guest.token, body)).body.data
      const url = (await confirm(t, guest.token, r.id)).body.data.data.payment_url as string
      await Promise.all([
        payInSandbox(t, url, 'approve'),
        call(t.app, 'POST', `/api/reservations/${r.id}/cancel`, { token: guest.token }),
      ])
      await sendRefundsOf(r.id)
      const [row] = await t.deps.db.select().from(reservations).where(eq(reservations.id, r.id))
      const paid = await t.deps.db.select().from(payments).where(eq(payments.reservation_id, r.id))
      const back = await refundsOf(r.id)
      // Paid first then cancelled, or cancelled first then paid back: the money comes back in
      // full either way (free cancellation), once, and the rooms are on sale again.
      expect(row?.status).toBe('cancelled')
      expect(paid.map((p) => p.status)).toEqual(['paid'])
      expect(back).toHaveLength(1)
      expect(back[0]?.amount).toBe(paid[0]?.amount)
      expect(back[0]?.status).toBe('refunded')
      expect(await inventory(body.checkin, body.checkout)).toEqual(before)
    }
  })
})

describe('no duplicates, no double charges, no hoarding', () => {
  it('gives back the held reservation when the same stay is completed again, and the same payment on a second confirm', async () => {
    const guest = await newGuest(t.app)
    const body = stayRequest({}, 40, 2)
    const first = await reserve(t, guest.token, body, 'key-first-0001')
    const second = await reserve(t, guest.token, body, 'key-second-0002')
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    expect(second.body.data.id).toBe(first.body.data.id)
    // Another stay is another reservation.
    const other = await reserve(t, guest.token, stayRequest({}, 41, 2))
    expect(other.body.data.id).not.toBe(first.body.data.id)

    const id = first.body.data.id
    const [a, b] = await Promise.all([confirm(t, guest.token, id), confirm(t, guest.token, id)])
    const urls = [a, b].filter((x) => x.status === 200).map((x) => x.body.data.data.payment_url)
    const c = await confirm(t, guest.token, id)
    expect(c.body.data.data.payment_url).toBe(urls[0])
    for (const u of urls) expect(u).toBe(c.body.data.data.payment_url)
    const rows = await t.deps.db.select().from(payments).where(eq(payments.reservation_id, id))
    expect(rows).toHaveLength(1)
  })

  it('refunds a payment that arrives for a reservation already paid, through the provider', async () => {
    const guest = await newGuest(t.app)
    const r = (await reserve(t, guest.token, stayRequest({}, 44, 1))).body.data
    const firstUrl = (await confirm(t, guest.token, r.id)).body.data.data.payment_url as string
    // A second payment opened before the first was settled (an older client, another tab).
    await t.deps.db.update(payments).set({ status: 'declined' }).where(eq(payments.reservation_id, r.id))
    const secondUrl = (await confirm(t, guest.token, r.id)).body.data.data.payment_url as string
    expect(secondUrl).not.toBe(firstUrl)
    await t.deps.db.update(payments).set({ status: 'pending' }).where(eq(payments.reservation_id, r.id))
    await payInSandbox(t, firstUrl, 'approve')
    await payInSandbox(t, secondUrl, 'approve')
    const back = await refundsOf(r.id)
    expect(back).toHaveLength(1)
    expect(back[0]?.reason).toBe('duplicate_payment')
    expect(back[0]?.status).toBe('refunded')
    expect(back[0]?.payment_id).toBe(new URL(secondUrl).pathname.split('/').pop())
    const shown = await call(t.app, 'GET', `/api/reservations/${r.id}`, { token: guest.token })
    expect(shown.body.data.status).toBe('paid')
  })

  it('refuses a fourth live hold of one account with a translated 429 saying when to retry', async () => {
    const guest = await newGuest(t.app)
    const sent = Date.now()
    const results = await Promise.all(
      [50, 52, 54, 56, 58, 60].map((d) => reserve(t, guest.token, stayRequest({}, d, 1))),
    )
    expect(results.filter((r) => r.status === 201)).toHaveLength(3)
    const refused = results.filter((r) => r.status === 429)
    expect(refused).toHaveLength(3)
    const retry = Number(refused[0]?.headers.get('retry-after'))
    expect(retry).toBeGreaterThan(0)
    // Until the first of the three holds ends, counted from this request's start, which is after
    // `sent`; rounded up. Not simply 20 minutes: the six run at once, so a hold that refused this
    // one may have been made a few milliseconds after this request began (1,200.005 s → 1,201).
    const firstEnds = Math.min(
      ...results.filter((r) => r.status === 201).map((r) => Date.parse(r.body.data.hold_expires_at)),
    )
    expect(retry).toBeLessThanOrEqual(Math.ceil((firstEnds - sent) / 1000))
    expect(retry).toBeGreaterThanOrEqual(20 * 60 - 60)
    expect(refused[0]?.body.message).toMatch(/try again in \d+ minutes/)
    const ar = await call(t.app, 'POST', '/api/make-reservation', {
      token: guest.token,
      body: stayRequest({}, 62, 1),
      headers: { 'Accept-Language': 'ar' },
    })
    expect(ar.status).toBe(429)
    expect(ar.body.message).not.toMatch(/[0-9]/)

    // Cancelling one makes room for another.
    const held = results.find((r) => r.status === 201)?.body.data
    await call(t.app, 'POST', `/api/reservations/${held.id}/cancel`, { token: guest.token })
    expect((await reserve(t, guest.token, stayRequest({}, 64, 1))).status).toBe(201)

    // One stay above the room-nights allowance never fits.
    const big = await reserve(t, (await newGuest(t.app)).token, stayRequest({}, 70, 31))
    expect(big.status).toBe(422)
  })

  it('counts the holds of one address across guests', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.77' }
    const statuses: number[] = []
    for (const d of [80, 82, 84, 86, 88]) {
      const guest = await newGuest(t.app)
      const res = await call(t.app, 'POST', '/api/make-reservation', {
        token: guest.token,
        body: stayRequest({}, d, 1),
        headers: ip,
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429])
    const elsewhere = await call(t.app, 'POST', '/api/make-reservation', {
      token: (await newGuest(t.app)).token,
      body: stayRequest({}, 90, 1),
      headers: { 'X-Forwarded-For': '203.0.113.78' },
    })
    expect(elsewhere.status).toBe(201)
  })
})
