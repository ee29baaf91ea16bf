import { randomUUID } from 'node:crypto'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FAKE_PAYER_MSISDN, type FakeZainCash, startFakeZainCash } from '../../tests/support/fake-zaincash'
import type { CheckoutRequest, IncomingRequest } from './provider'
import { type ZainCashOptions, zainCashProvider } from './zaincash'

// ZainCash's published test credentials (https://docs.zaincash.iq/), here only for the fake.
const MERCHANT = {
  msisdn: '9647835077893',
  merchantId: '5ffacf6612b5777c6d44266f',
  secret: '$2y$10$hBbAZo2GfSSvyqAyV2SaqOfYewgYpfR1O19gIh4SqyGWdmySZYPuS',
}
const RETURN_URL = 'https://funduq.example/api/payments/zaincash/return'

let fake: FakeZainCash
beforeAll(async () => {
  fake = await startFakeZainCash(MERCHANT)
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.requests.length = 0
})

function provider(overrides: Partial<ZainCashOptions> = {}) {
  return zainCashProvider({ baseUrl: fake.url, ...MERCHANT, ...overrides })
}

function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    paymentId: randomUUID(),
    reservationNo: 'FQ-2K7M4P',
    amount: 125_000,
    currency: 'IQD',
    description: 'Reservation FQ-2K7M4P, Babylon Rotana',
    language: 'en',
    returnUrl: RETURN_URL,
    callbackUrl: 'https://funduq.example/api/payments/zaincash/callback',
    ...overrides,
  }
}

function incoming(query: Record<string, string>, body = ''): IncomingRequest {
  return { query, body, headers: new Headers() }
}

function tokenOf(url: string): string {
  const token = new URL(url).searchParams.get('token')
  if (!token) throw new Error(`no token in ${url}`)
  return token
}

/** A token with ZainCash's shape, signed with `secret` (the merchant's or an attacker's). */
function signReturn(claims: Record<string, unknown>, secret = MERCHANT.secret, iat = new Date()) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime('4h')
    .sign(new TextEncoder().encode(secret))
}

/** Starts a checkout at the fake; returns the request and the ZainCash transaction id. */
async function started(p = provider(), overrides: Partial<CheckoutRequest> = {}) {
  const req = checkout(overrides)
  const result = await p.startCheckout(req)
  const id = result.providerRef
  if (!id) throw new Error('no transaction id')
  return { req, id, result }
}

const getCalls = () => fake.requests.filter((r) => r.path === '/transaction/get')

describe('ZainCash startCheckout', () => {
  it('creates the transaction at /transaction/init and sends the payer to /transaction/pay', async () => {
    const p = provider()
    expect(p.name).toBe('zaincash')
    expect(p.currencies).toEqual(['IQD'])
    expect(p.checkoutOrigin).toBe(new URL(fake.url).origin)

    const { req, id, result } = await started(p)
    expect(id).toMatch(/^[0-9a-f]{24}$/)
    expect(result.redirectUrl).toBe(`${fake.url}/transaction/pay?id=${id}`)
    expect(result.redirectUrl.startsWith(p.checkoutOrigin)).toBe(true)

    const init = fake.requests.find((r) => r.path === '/transaction/init')
    expect(init?.method).toBe('POST')
    expect(init?.form.merchantId).toBe(MERCHANT.merchantId)
    expect(init?.form.lang).toBe('en')
    expect(fake.transactions.get(id)).toMatchObject({
      amount: 125_000,
      orderId: req.paymentId,
      redirectUrl: RETURN_URL,
      serviceType: 'Reservation FQ-2K7M4P, Babylon Rotana',
      lang: 'en',
      status: 'pending',
    })

    const page = await fetch(result.redirectUrl)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<strong data-amount>125000</strong> IQD')
  })

  it('asks for Arabic pages for Arabic and Kurdish payers, and uses serviceType when set', async () => {
    const { id } = await started(provider({ serviceType: 'Funduq hotel booking' }), { language: 'kr' })
    expect(fake.transactions.get(id)).toMatchObject({ lang: 'ar', serviceType: 'Funduq hotel booking' })
  })

  it('refuses less than 250 IQD, fractions and other currencies before calling ZainCash', async () => {
    const p = provider()
    const before = fake.transactions.size
    await expect(p.startCheckout(checkout({ amount: 249 }))).rejects.toThrow(
      'ZainCash needs a whole amount of at least 250 IQD, not 249',
    )
    await expect(p.startCheckout(checkout({ amount: 300.5 }))).rejects.toThrow('at least 250 IQD')
    await expect(p.startCheckout(checkout({ currency: 'USD', amount: 100 }))).rejects.toThrow(
      'ZainCash charges in IQD only; convert the USD amount first',
    )
    expect(fake.transactions.size).toBe(before)
    expect(fake.requests).toHaveLength(0)
  })

  it('accepts exactly 250 IQD', async () => {
    const { id } = await started(provider(), { amount: 250 })
    expect(fake.transactions.get(id)?.amount).toBe(250)
  })

  it('throws on ZainCash error answers (wrong secret, wrong wallet, unknown merchant)', async () => {
    const before = fake.transactions.size
    await expect(provider({ secret: 'not-the-merchant-secret' }).startCheckout(checkout())).rejects.toThrow(
      'ZainCash refused the transaction: token_not_valid_expired',
    )
    await expect(provider({ msisdn: '9647800000000' }).startCheckout(checkout())).rejects.toThrow(
      'ZainCash refused the transaction: invalid_merchant_id',
    )
    await expect(
      provider({ merchantId: '000000000000000000000000' }).startCheckout(checkout()),
    ).rejects.toThrow('ZainCash refused the transaction: invalid_merchant_id')
    expect(fake.transactions.size).toBe(before)
  })

  it('throws when ZainCash answers an HTTP error', async () => {
    const p = provider({ fetch: async () => new Response('busy', { status: 503 }) })
    await expect(p.startCheckout(checkout())).rejects.toThrow('ZainCash /transaction/init answered HTTP 503')
  })
})

describe('ZainCash verifyReturn', () => {
  it('pays: verified token, confirmed by /transaction/get, amount from ZainCash', async () => {
    const p = provider()
    const { req, id } = await started(p)
    const back = await fake.complete(id, 'success')
    expect(back.startsWith(`${RETURN_URL}?token=`)).toBe(true)

    const event = await p.verifyReturn(incoming({ token: tokenOf(back) }))
    expect(event).toEqual({
      eventId: `${id}:completed`,
      paymentId: req.paymentId,
      outcome: 'paid',
      amount: 125_000,
      currency: 'IQD',
      providerRef: id,
      occurredAt: fake.transactions.get(id)?.operationDate,
    })
    expect(getCalls()).toHaveLength(1)
    expect(getCalls()[0]?.form.merchantId).toBe(MERCHANT.merchantId)
    expect(fake.transactions.get(id)?.from).toBe(FAKE_PAYER_MSISDN)
  })

  it('reports the amount /transaction/get gives, not the one asked for', async () => {
    const p = provider()
    const { id } = await started(p)
    const back = await fake.complete(id, 'success')
    // ZainCash may charge a different amount (its discounts); settle.ts then sees the mismatch.
    const tx = fake.transactions.get(id)
    if (tx) tx.amount = 112_500
    const event = await p.verifyReturn(incoming({ token: tokenOf(back) }))
    expect(event?.outcome).toBe('paid')
    expect(event?.amount).toBe(112_500)
  })

  it('a repeated return names the same event', async () => {
    const p = provider()
    const { id } = await started(p)
    const token = tokenOf(await fake.complete(id, 'success'))
    const first = await p.verifyReturn(incoming({ token }))
    const second = await p.verifyReturn(incoming({ token }))
    expect(first?.eventId).toBe(`${id}:completed`)
    expect(second?.eventId).toBe(first?.eventId)
  })

  it('declines a failed payment', async () => {
    const p = provider()
    const { req, id } = await started(p)
    const back = await fake.complete(id, 'failed', 'Not enough credit on balance')
    const event = await p.verifyReturn(incoming({ token: tokenOf(back) }))
    expect(event).toMatchObject({
      eventId: `${id}:failed`,
      paymentId: req.paymentId,
      outcome: 'declined',
      amount: 125_000,
      currency: 'IQD',
      providerRef: id,
    })
  })

  it('reports a cancelled transaction as cancelled', async () => {
    const p = provider()
    const { req, id } = await started(p)
    const back = await fake.complete(id, 'failed', 'payer_cancelled')
    const tx = fake.transactions.get(id)
    if (tx) tx.status = 'cancel'
    const event = await p.verifyReturn(incoming({ token: tokenOf(back) }))
    expect(event).toMatchObject({ eventId: `${id}:cancel`, paymentId: req.paymentId, outcome: 'cancelled' })
  })

  it('refuses a token re-signed with another secret, without asking ZainCash', async () => {
    const p = provider()
    const { req, id } = await started(p)
    const forged = await signReturn({ status: 'success', orderid: req.paymentId, id }, 'attacker-secret')
    expect(await p.verifyReturn(incoming({ token: forged }))).toBeNull()
    expect(getCalls()).toHaveLength(0)
  })

  it('refuses a token whose payload was edited', async () => {
    const p = provider()
    const { id } = await started(p)
    const { id: otherId } = await started(p)
    const [header, payload, signature] = tokenOf(await fake.complete(id, 'failed')).split('.')
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())
    expect(claims.status).toBe('failed')
    const edited = Buffer.from(JSON.stringify({ ...claims, status: 'success', id: otherId })).toString(
      'base64url',
    )
    expect(await p.verifyReturn(incoming({ token: `${header}.${edited}.${signature}` }))).toBeNull()
    expect(getCalls()).toHaveLength(0)
  })

  it('refuses an unsigned (alg none) token and garbage', async () => {
    const p = provider()
    const { req, id } = await started(p)
    await fake.complete(id, 'success')
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
    const now = Math.floor(Date.now() / 1000)
    const unsigned = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ status: 'success', orderid: req.paymentId, id, iat: now })}.`
    expect(await p.verifyReturn(incoming({ token: unsigned }))).toBeNull()
    expect(await p.verifyReturn(incoming({ token: 'not-a-jwt' }))).toBeNull()
    expect(await p.verifyReturn(incoming({}))).toBeNull()
    expect(getCalls()).toHaveLength(0)
  })

  it('refuses a stale token (issued an hour ago)', async () => {
    const { id } = await started()
    const token = tokenOf(await fake.complete(id, 'success'))
    const later = provider({ now: () => new Date(Date.now() + 60 * 60 * 1000) })
    expect(await later.verifyReturn(incoming({ token }))).toBeNull()
    expect(getCalls()).toHaveLength(0)
    // The same token, at the time it was issued, is good: only its age was refused.
    expect((await provider().verifyReturn(incoming({ token })))?.outcome).toBe('paid')
  })

  it('refuses a token without iat', async () => {
    const p = provider()
    const { req, id } = await started(p)
    await fake.complete(id, 'success')
    const token = await new SignJWT({ status: 'success', orderid: req.paymentId, id })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(MERCHANT.secret))
    expect(await p.verifyReturn(incoming({ token }))).toBeNull()
  })

  it('is not paid when the token says success but /transaction/get says pending or failed', async () => {
    const p = provider()
    const { req, id } = await started(p)
    // Authentic signature (e.g. a leaked secret or a token minted before the payment finished).
    const token = await signReturn({ status: 'success', orderid: req.paymentId, id })
    expect(fake.transactions.get(id)?.status).toBe('pending')
    expect(await p.verifyReturn(incoming({ token }))).toBeNull()

    const tx = fake.transactions.get(id)
    if (tx) tx.status = 'pending_otp'
    expect(await p.verifyReturn(incoming({ token }))).toBeNull()

    if (tx) tx.status = 'failed'
    const event = await p.verifyReturn(incoming({ token }))
    expect(event?.outcome).toBe('declined')
    expect(event?.eventId).toBe(`${id}:failed`)
    expect(getCalls()).toHaveLength(3)
  })

  it('refuses a token whose order id differs from the one ZainCash has', async () => {
    const p = provider()
    const { id } = await started(p)
    const { req: otherReq } = await started(p)
    await fake.complete(id, 'success')
    // Transaction `id` was paid, but the token claims it paid another reservation's payment.
    const token = await signReturn({ status: 'success', orderid: otherReq.paymentId, id })
    expect(await p.verifyReturn(incoming({ token }))).toBeNull()
    expect(getCalls()).toHaveLength(1)
  })

  it('refuses a transaction ZainCash no longer shows or does not know', async () => {
    const p = provider()
    const { req, id } = await started(p)
    const token = tokenOf(await fake.complete(id, 'success'))
    const tx = fake.transactions.get(id)
    if (tx) tx.createdAt = new Date(Date.now() - 2 * 60 * 60 * 1000)
    expect(await p.verifyReturn(incoming({ token }))).toBeNull()

    const unknown = await signReturn({
      status: 'success',
      orderid: req.paymentId,
      id: 'ffffffffffffffffffffffff',
    })
    expect(await p.verifyReturn(incoming({ token: unknown }))).toBeNull()
  })

  it('throws when ZainCash cannot be reached to confirm', async () => {
    const { id } = await started()
    const token = tokenOf(await fake.complete(id, 'success'))
    const p = provider({
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    await expect(p.verifyReturn(incoming({ token }))).rejects.toThrow('fetch failed')
  })
})

describe('ZainCash verifyCallback', () => {
  it('applies the same checks to a token in the query, a form body or a JSON body', async () => {
    const p = provider()
    const { req, id } = await started(p)
    const token = tokenOf(await fake.complete(id, 'success'))
    const expected = {
      eventId: `${id}:completed`,
      paymentId: req.paymentId,
      outcome: 'paid',
      amount: 125_000,
    }
    expect(await p.verifyCallback(incoming({ token }))).toMatchObject(expected)
    expect(await p.verifyCallback(incoming({}, `token=${token}`))).toMatchObject(expected)
    expect(await p.verifyCallback(incoming({}, JSON.stringify({ token })))).toMatchObject(expected)
    const forged = await signReturn({ status: 'success', orderid: req.paymentId, id }, 'attacker-secret')
    expect(await p.verifyCallback(incoming({}, `token=${forged}`))).toBeNull()
    expect(await p.verifyCallback(incoming({}, ''))).toBeNull()
  })
})

describe('fake ZainCash', () => {
  async function post(path: string, form: Record<string, string>) {
    const res = await fetch(`${fake.url}${path}`, { method: 'POST', body: new URLSearchParams(form) })
    return res.json()
  }
  async function initToken(claims: Record<string, unknown>) {
    return signReturn({ serviceType: 'x', orderId: 'o-1', redirectUrl: RETURN_URL, ...claims })
  }

  it('refuses an amount below 250, a wrong wallet and a bad signature at /transaction/init', async () => {
    const merchantId = MERCHANT.merchantId
    expect(
      await post('/transaction/init', {
        token: await initToken({ amount: 249, msisdn: MERCHANT.msisdn }),
        merchantId,
      }),
    ).toEqual({
      err: { msg: 'invalid_amount' },
    })
    expect(
      await post('/transaction/init', {
        token: await initToken({ amount: 1000, msisdn: '9647000000000' }),
        merchantId,
      }),
    ).toEqual({ err: { msg: 'invalid_merchant_id' } })
    const badlySigned = await signReturn({ amount: 1000, msisdn: MERCHANT.msisdn }, 'other')
    expect(await post('/transaction/init', { token: badlySigned, merchantId })).toEqual({
      err: { msg: 'token_not_valid_expired' },
    })
    const ok = await post('/transaction/init', {
      token: await initToken({ amount: 1000, msisdn: MERCHANT.msisdn }),
      merchantId,
    })
    expect(ok).toMatchObject({ amount: '1000', orderId: 'o-1', status: 'pending', to: merchantId })
  })

  it('approves from the pay page with a 302 to the redirectUrl carrying the signed token', async () => {
    const p = provider()
    const { req, id } = await started(p)
    const res = await fetch(`${fake.url}/transaction/pay`, {
      method: 'POST',
      body: new URLSearchParams({ id, decision: 'approve' }),
      redirect: 'manual',
    })
    expect(res.status).toBe(302)
    const location = res.headers.get('location') ?? ''
    expect(location.startsWith(`${RETURN_URL}?token=`)).toBe(true)
    expect(await p.verifyReturn(incoming({ token: tokenOf(location) }))).toMatchObject({
      paymentId: req.paymentId,
      outcome: 'paid',
    })
    // Paying twice is refused, as ZainCash does.
    const again = await fetch(`${fake.url}/transaction/pay`, {
      method: 'POST',
      body: new URLSearchParams({ id, decision: 'approve' }),
      redirect: 'manual',
    })
    expect(again.status).toBe(409)
    await expect(fake.complete(id, 'success')).rejects.toThrow('transaction_already_submitted')
  })

  it('declines from the pay page', async () => {
    const p = provider()
    const { id } = await started(p)
    const res = await fetch(`${fake.url}/transaction/pay`, {
      method: 'POST',
      body: new URLSearchParams({ id, decision: 'decline' }),
      redirect: 'manual',
    })
    expect(res.status).toBe(302)
    const event = await p.verifyReturn(incoming({ token: tokenOf(res.headers.get('location') ?? '') }))
    expect(event?.outcome).toBe('declined')
    expect(fake.transactions.get(id)?.due).toBe('payer_cancelled')
  })
})
