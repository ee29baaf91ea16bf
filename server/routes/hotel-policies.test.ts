import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInIraq } from '../../contract/dates'
import { comments, hotels, reservations } from '../../server/db/schema'
import { type AccountsApp, call, createAccountsApp, newGuest } from '../../tests/support/accounts'
import { confirm, GUEST_DETAILS, payInSandbox, reserve, stayRequest } from '../../tests/support/booking'
import { voucherData } from '../services/booking/voucher'

/** Decision 33: the hotel's rules and child policy from its data, its phone on the voucher, every review. */
let t: AccountsApp
beforeAll(async () => {
  t = await createAccountsApp()
})
afterAll(() => t.close())

describe('the hotel page', () => {
  it('carries the house rules and the child policy from the data, in the chosen currency', async () => {
    const [h] = await t.deps.db.select().from(hotels).where(eq(hotels.id, 1))
    if (!h) throw new Error('hotel 1 missing')
    const checkin = addDays(todayInIraq(), 3)
    const q = `checkin=${checkin}&checkout=${addDays(checkin, 1)}&room_number=1&adult_number=1&children_number=0`
    const usd = (await call(t.app, 'GET', `/api/hotel/1?${q}&currency=USD`)).body.data
    expect(usd.checkin_from).toBe(h.checkin_from)
    expect(usd.checkout_until).toBe(h.checkout_until)
    expect(usd.checkin_from).toMatch(/^\d{2}:\d{2}$/)
    expect(['cash', 'card', 'cash_and_card']).toContain(usd.hotel_payment)
    expect(usd.phone).toBe(h.phone)
    expect(usd.phone).toMatch(/^\+964 7\d\d \d{3} \d{4}$/)
    expect(usd.child_free_age).toBe(h.child_free_age)
    expect(usd.child_night_rate_with_currency).toBe(h.child_night_rate)
    const iqd = (await call(t.app, 'GET', `/api/hotel/1?${q}&currency=IQD`)).body.data
    const [rate] = (await call(t.app, 'GET', '/api/currency')).body.data.filter(
      (c: { currency_name: string }) => c.currency_name === 'IQD',
    )
    expect(iqd.child_night_rate_with_currency).toBe(Math.round(h.child_night_rate * Number(rate.ex_price)))

    // The summary says the same policy for the stay it prices.
    const guest = await newGuest(t.app)
    const quote = (
      await call(t.app, 'POST', '/api/booking-quote', {
        token: guest.token,
        body: stayRequest({ currency: 'IQD' }),
      })
    ).body.data
    expect(quote.child_free_age).toBe(h.child_free_age)
    expect(quote.child_night_rate).toBe(iqd.child_night_rate_with_currency)
  })

  it("puts the hotel's phone on the voucher", async () => {
    const guest = await newGuest(t.app)
    const made = await reserve(t, guest.token, stayRequest({}, 9, 1))
    expect(made.status).toBe(201)
    const confirmed = await confirm(t, guest.token, made.body.data.id, GUEST_DETAILS)
    await payInSandbox(t, confirmed.body.data.data.payment_url, 'approve')
    const [row] = await t.deps.db.select().from(reservations).where(eq(reservations.id, made.body.data.id))
    if (!row) throw new Error('reservation missing')
    const [h] = await t.deps.db
      .select({ phone: hotels.phone })
      .from(hotels)
      .where(eq(hotels.id, row.hotel_id))
    const voucher = await voucherData(t.deps.db, row, 'en')
    expect(voucher?.hotel.phone).toBe(h?.phone)
    expect(voucher?.hotel.phone).toBeTruthy()
  })
})

describe('all reviews', () => {
  it('pages through every review of a hotel, newest first, each once', async () => {
    // The hotel with the most reviews in the seed.
    const [most] = await t.deps.db
      .select({ hotel_id: comments.hotel_id, n: sql<number>`count(*)`.mapWith(Number) })
      .from(comments)
      .groupBy(comments.hotel_id)
      .orderBy(desc(sql`count(*)`))
      .limit(1)
    if (!most) throw new Error('no reviews in the seed')
    expect(most.n).toBeGreaterThan(6)
    const take = 5
    const seen: { id: number; created_at: string }[] = []
    let total = -1
    for (let skip = 0; skip < most.n + take; skip += take) {
      const res = await call(t.app, 'GET', `/api/comment?hotel_id=${most.hotel_id}&take=${take}&skip=${skip}`)
      expect(res.status).toBe(200)
      total = res.body.total
      if (res.body.data.length === 0) break
      seen.push(...res.body.data)
    }
    expect(total).toBe(most.n)
    expect(seen.length).toBe(most.n)
    expect(new Set(seen.map((c) => c.id)).size).toBe(most.n)
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1], seen[i]]
      if (!a || !b) continue
      // Newest first; the same instant is ordered by id, highest first.
      expect(a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id)).toBe(true)
    }
    // The hotel page's first 6 are the first 6 of the whole list.
    const six = await call(t.app, 'GET', `/api/comment?hotel_id=${most.hotel_id}&take=6`)
    expect(six.body.data.map((c: { id: number }) => c.id)).toEqual(seen.slice(0, 6).map((c) => c.id))
  })
})
