import { jwtVerify, SignJWT } from 'jose'
import * as v from 'valibot'
import type { Language } from '../../contract/common'
import {
  type Checkout,
  type CheckoutRequest,
  type IncomingRequest,
  isFresh,
  type PaymentEvent,
  type PaymentOutcome,
  type PaymentProvider,
} from './provider'

/**
 * ZainCash, the classic merchant API (docs/decisions/0013-zaincash.md).
 *
 * Sources:
 * - https://docs.zaincash.iq/ (v1.0, 6 Mar 2023): test API test.zaincash.iq, live api.zaincash.iq; the
 *   merchant id, the wallet number (msisdn) and the secret that signs every JWT (HS256).
 * - https://www.iraqpayments.com/docs/zaincash/transactionFlow: the init claims (amount IQD only,
 *   minimum 250; serviceType; msisdn; orderId; redirectUrl), the pay page
 *   `/transaction/pay?id=…`, and the `token` parameter on the redirectUrl that tells the outcome.
 * - The SDKs that follow those docs (github.com/waadmawlood/zaincash, github.com/moamlrh/ZainCash.Net,
 *   github.com/hawkiq/laravel-zaincash): form fields `token`, `merchantId`, `lang`; iat/exp of 4 h;
 *   `/transaction/get` with a JWT of `id`, `msisdn`, `iat`, `exp`, posted with `token` and
 *   `merchantId`; its statuses pending, pending_otp, completed, failed, cancel; errors answered
 *   as `{ err: { msg } }` (with HTTP 200, so the status code alone proves nothing).
 *
 * The payer's return is never trusted alone: its token must carry our secret's signature and be
 * recent, and then ZainCash itself is asked (`/transaction/get`) whether the transaction is final,
 * for which order, and for how much. The amount comes only from that answer; the return token
 * carries none.
 */

/** ZainCash refuses smaller payments (transactionFlow: "IQD only and min is 250"). */
export const ZAINCASH_MIN_IQD = 250

/** As in ZainCash's examples; the tokens only travel server-to-server, over TLS. */
const REQUEST_TOKEN_TTL_S = 4 * 60 * 60
const TIMEOUT_MS = 10_000

export interface ZainCashOptions {
  /** ZAINCASH_URL: https://test.zaincash.iq or https://api.zaincash.iq (or the test fake). */
  baseUrl: string
  /** The merchant wallet's number, e.g. 9647835077893. */
  msisdn: string
  merchantId: string
  secret: string
  /** Shown to the payer as what they pay for; default: the checkout's description. */
  serviceType?: string
  fetch?: typeof fetch
  now?: () => Date
}

/** What `/transaction/pay` sends back on the redirectUrl (`?token=`), once verified. */
const ReturnClaims = v.object({
  status: v.string(),
  orderid: v.string(),
  id: v.pipe(v.string(), v.minLength(1)),
  iat: v.number(),
  msg: v.optional(v.unknown()),
})

const InitAnswer = v.object({ id: v.pipe(v.string(), v.minLength(1)) })

const ErrorAnswer = v.object({ err: v.union([v.string(), v.object({ msg: v.optional(v.unknown()) })]) })

const TransactionAnswer = v.object({
  id: v.string(),
  orderId: v.union([v.string(), v.number()]),
  status: v.string(),
  amount: v.union([v.string(), v.number()]),
  /** The merchant: its id at init, the populated merchant record in `/transaction/get`. */
  to: v.optional(
    v.union([v.string(), v.object({ id: v.optional(v.string()), msisdn: v.optional(v.unknown()) })]),
  ),
  operationDate: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
})

/** `/transaction/get` statuses that are final; pending and pending_otp (or anything else) are not. */
const FINAL: Record<string, PaymentOutcome> = { completed: 'paid', failed: 'declined', cancel: 'cancelled' }

/**
 * The docs name Arabic and English pages only; Kurdish readers get Arabic, Iraq's other
 * official language, rather than a code the gateway may not know.
 */
const LANG: Record<Language, 'ar' | 'en'> = { ar: 'ar', en: 'en', kr: 'ar' }

export function zainCashProvider(opts: ZainCashOptions): PaymentProvider {
  const base = opts.baseUrl.replace(/\/+$/, '')
  const checkoutOrigin = new URL(base).origin
  const key = new TextEncoder().encode(opts.secret)
  const doFetch = opts.fetch ?? globalThis.fetch
  const now = opts.now ?? (() => new Date())

  async function sign(claims: Record<string, unknown>): Promise<string> {
    const iat = Math.floor(now().getTime() / 1000)
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + REQUEST_TOKEN_TTL_S)
      .sign(key)
  }

  /** POSTs a form, as the docs' examples do; throws on anything that is not a JSON answer. */
  async function post(path: string, form: Record<string, string>): Promise<unknown> {
    const res = await doFetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!res.ok) throw new Error(`ZainCash ${path} answered HTTP ${res.status}`)
    try {
      return await res.json()
    } catch {
      throw new Error(`ZainCash ${path} answered something other than JSON`)
    }
  }

  function errorText(answer: unknown): string {
    const parsed = v.safeParse(ErrorAnswer, answer)
    if (!parsed.success) return 'an answer without a transaction id'
    const err = parsed.output.err
    return typeof err === 'string' ? err : String(err.msg ?? 'unknown error')
  }

  /**
   * Verifies a token ZainCash put on our redirectUrl and confirms it with `/transaction/get`.
   * null: not signed with our secret, not fresh, not known to ZainCash as the same order, or
   * not final. Throws only when ZainCash cannot be reached, so a real payment is not taken for
   * an unpaid one because of a network fault.
   */
  async function verifyToken(token: string | undefined): Promise<PaymentEvent | null> {
    if (!token) return null
    let claims: v.InferOutput<typeof ReturnClaims>
    try {
      // Pinning HS256 refuses `alg: none` and tokens signed with any other algorithm.
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() })
      const parsed = v.safeParse(ReturnClaims, payload)
      if (!parsed.success) return null
      claims = parsed.output
    } catch {
      return null
    }
    // A token is valid for hours (ZainCash signs it with a 1–4 h expiry); a replay of an old
    // one, even authentic, is refused as every other provider event is.
    if (!isFresh(new Date(claims.iat * 1000), now())) return null

    const answer = await post('/transaction/get', {
      token: await sign({ id: claims.id, msisdn: opts.msisdn }),
      merchantId: opts.merchantId,
    })
    const parsed = v.safeParse(TransactionAnswer, answer)
    // `{ err }` (unknown id, access to the transaction expired…): ZainCash does not confirm it.
    if (!parsed.success) return null
    const tx = parsed.output
    if (tx.id !== claims.id || String(tx.orderId) !== claims.orderid || claims.orderid === '') return null
    const merchant = typeof tx.to === 'string' ? tx.to : tx.to?.id
    if (merchant !== undefined && merchant !== opts.merchantId) return null

    const outcome = FINAL[tx.status]
    if (!outcome) return null
    const amount = Number(tx.amount)
    if (!Number.isSafeInteger(amount) || amount <= 0) return null
    const at = new Date(tx.operationDate ?? tx.updatedAt ?? Number.NaN)
    return {
      // ZainCash's own status: the return and a repeated return name the same event.
      eventId: `${tx.id}:${tx.status}`,
      paymentId: claims.orderid,
      outcome,
      amount,
      currency: 'IQD',
      providerRef: tx.id,
      occurredAt: Number.isNaN(at.getTime()) ? now() : at,
    }
  }

  return {
    name: 'zaincash',
    checkoutOrigin,
    currencies: ['IQD'],

    async startCheckout(req: CheckoutRequest): Promise<Checkout> {
      if (req.currency !== 'IQD') {
        throw new Error(`ZainCash charges in IQD only; convert the ${req.currency} amount first`)
      }
      if (!Number.isSafeInteger(req.amount) || req.amount < ZAINCASH_MIN_IQD) {
        throw new Error(
          `ZainCash needs a whole amount of at least ${ZAINCASH_MIN_IQD} IQD, not ${req.amount}`,
        )
      }
      const token = await sign({
        amount: req.amount,
        // A title for the payer ("a book" in the docs), not a document: kept short.
        serviceType: (opts.serviceType ?? req.description).slice(0, 200),
        // "long integer" in the docs; ZainCash compares it with the merchant's wallet number.
        msisdn: Number(opts.msisdn),
        orderId: req.paymentId,
        redirectUrl: req.returnUrl,
      })
      const answer = await post('/transaction/init', {
        token,
        merchantId: opts.merchantId,
        lang: LANG[req.language] ?? 'ar',
      })
      const parsed = v.safeParse(InitAnswer, answer)
      if (!parsed.success) throw new Error(`ZainCash refused the transaction: ${errorText(answer)}`)
      const id = parsed.output.id
      return { redirectUrl: `${base}/transaction/pay?id=${encodeURIComponent(id)}`, providerRef: id }
    },

    /**
     * The classic API has no webhook of its own: the docs say the redirectUrl "is used as a
     * webhook as well". Whatever reaches the callback URL is treated like a return: a `token`
     * in the query, a form body or a JSON body, verified and confirmed the same way.
     */
    /**
     * The classic merchant API has no refund call (decision 13): the refund is recorded as
     * `refund_pending` for a person at the operator to pay back through ZainCash.
     */
    async refund() {
      return { state: 'manual' as const }
    },
    async verifyCallback(req: IncomingRequest): Promise<PaymentEvent | null> {
      return verifyToken(req.query.token ?? tokenInBody(req))
    },

    async verifyReturn(req: IncomingRequest): Promise<PaymentEvent | null> {
      return verifyToken(req.query.token)
    },
  }
}

function tokenInBody(req: IncomingRequest): string | undefined {
  const body = req.body.trim()
  if (!body) return undefined
  if (body.startsWith('{')) {
    try {
      const json: unknown = JSON.parse(body)
      const token = (json as { token?: unknown } | null)?.token
      return typeof token === 'string' ? token : undefined
    } catch {
      return undefined
    }
  }
  return new URLSearchParams(body).get('token') ?? undefined
}
