import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currencies, payments } from '../../server/db/schema'
import { type AccountsApp, call, createAccountsApp, newGuest } from '../../tests/support/accounts'
import { confirm, reserve, stayRequest } from '../../tests/support/booking'
import { type FakeZainCash, startFakeZainCash } from '../../tests/support/fake-zaincash'

/**
 * The booking flow with PAYMENT_PROVIDER=zaincash against the local fake of ZainCash's API:
 * the payer is sent to ZainCash's host, pays in IQD, and comes back with a signed token that
 * the server checks with ZainCash before it believes it.
 */
const MERCHANT = {
  msisdn: '9647835077893',
  merchantId: '5ffacf6612b5777c6d44266f',
  secret: 'test-secret-'.repeat(4),
}
let fake: FakeZainCash
let t: AccountsApp
beforeAll(async () => {
  fake = await startFakeZainCash(MERCHANT)
  t = await createAccountsApp({
    PAYMENT_PROVIDER: 'zaincash',
    ZAINCASH_URL: fake.url,
    ZAINCASH_MSISDN: MERCHANT.msisdn,
    ZAINCASH_MERCHANT_ID: MERCHANT.merchantId,
    ZAINCASH_SECRET: MERCHANT.secret,
  })
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

async function startPayment(offset: number) {
  const guest = await newGuest(t.app)
  const r = (await reserve(t, guest.token, stayRequest({ currency: 'USD' }, offset, 2), randomUUID())).body
    .data
  const res = await confirm(t, guest.token, r.id)
  expect(res.status).toBe(200)
  return { guest, r, url: res.body.data.data.payment_url as string }
}

describe('booking paid with ZainCash', () => {
  it('sends the payer to ZainCash in IQD and books only after ZainCash confirms', async () => {
    const { guest, r, url } = await startPayment(15)
    expect(url.startsWith(`${fake.url}/transaction/pay?id=`)).toBe(true)
    const transactionId = new URL(url).searchParams.get('id') ?? ''
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.reservation_id, r.id))
    const [iqd] = await t.deps.db.select().from(currencies).where(eq(currencies.currency_name, 'IQD'))
    expect(payment?.currency).toBe('IQD')
    expect(payment?.amount).toBe(Math.round(r.total_price * (iqd?.ex_price ?? 0)))
    expect(fake.transactions.get(transactionId)?.amount).toBe(payment?.amount)

    // Before paying, the bare return URL changes nothing.
    const early = await t.app.request(`/api/payments/zaincash/return/${payment?.id}`)
    expect(early.headers.get('location')).toBe(`/hotel/booking-done?id=${r.id}`)
    expect(
      (await call(t.app, 'GET', `/api/reservations/${r.id}`, { token: guest.token })).body.data.status,
    ).toBe('held')

    const back = new URL(await fake.complete(transactionId, 'success'))
    expect(back.pathname).toBe(`/api/payments/zaincash/return/${payment?.id}`)
    const res = await t.app.request(back.pathname + back.search)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/hotel/booking-done?id=${r.id}`)
    const after = (await call(t.app, 'GET', `/api/reservations/${r.id}`, { token: guest.token })).body.data
    expect(after.status).toBe('paid')
    // The same return, reloaded, does not apply twice.
    expect((await t.app.request(back.pathname + back.search)).status).toBe(303)
  })

  it('a failed ZainCash payment releases the booking; a forged token is ignored', async () => {
    const first = await startPayment(17)
    const id = new URL(first.url).searchParams.get('id') ?? ''
    const back = new URL(await fake.complete(id, 'failed'))
    const res = await t.app.request(back.pathname + back.search)
    expect(res.headers.get('location')).toBe(`/hotel/booking-failed?id=${first.r.id}`)

    const second = await startPayment(19)
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.reservation_id, second.r.id))
    const forged = await t.app.request(
      `/api/payments/zaincash/return/${payment?.id}?token=eyJhbGciOiJub25lIn0.e30.`,
    )
    expect(forged.headers.get('location')).toBe(`/hotel/booking-done?id=${second.r.id}`)
    const still = (
      await call(t.app, 'GET', `/api/reservations/${second.r.id}`, { token: second.guest.token })
    ).body.data
    expect(still.status).toBe('held')
  })

  it('does not answer the sandbox when ZainCash is the provider', async () => {
    expect((await t.app.request(`/sandbox-pay/${randomUUID()}`)).status).toBe(404)
    expect(
      (await t.app.request('/api/payments/sandbox/callback', { method: 'POST', body: '{}' })).status,
    ).toBe(404)
  })
})
