import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type JWTPayload, jwtVerify, SignJWT } from 'jose'

/**
 * A local ZainCash (classic merchant API) for tests, following the same sources as
 * server/payments/zaincash.ts: https://docs.zaincash.iq/,
 * https://www.iraqpayments.com/docs/zaincash/transactionFlow and the SDKs built on them.
 *
 * - POST /transaction/init (form or JSON: token, merchantId, lang): the token must be an HS256
 *   JWT signed with the merchant secret, with msisdn = the merchant wallet and a numeric amount
 *   of at least 250; answers the new transaction (status pending) or `{ err: { msg } }`, with
 *   HTTP 200 either way, as ZainCash does.
 * - GET /transaction/pay?id=…: the payer's page, with Pay and Cancel buttons that POST back to
 *   /transaction/pay and are answered with a 302 to redirectUrl?token=… (browser tests).
 * - POST /transaction/get (token with id and msisdn, merchantId): the transaction, or `{ err }`
 *   when it is unknown or older than `accessMinutes` (ZainCash: about an hour).
 *
 * `complete(id, 'success' | 'failed')` does what the payer's Pay/Cancel does and returns the
 * URL ZainCash would send the payer to. Its token carries what ZainCash's does: success
 * `{ status, orderid, id, operationid, msisdn }` for 4 h, failed `{ status, msg, orderid, id }`
 * for 1 h, both with iat.
 */

export type FakeZainCashStatus = 'pending' | 'pending_otp' | 'completed' | 'failed' | 'cancel'

export interface FakeZainCashTransaction {
  id: string
  /** In IQD; a test may change it (ZainCash applies discounts) to check who reports what. */
  amount: number
  serviceType: string
  orderId: string
  redirectUrl: string
  lang: string
  status: FakeZainCashStatus
  createdAt: Date
  updatedAt: Date
  /** The payer's wallet, once paid or failed. */
  from?: string
  operationId?: string
  operationDate?: Date
  /** Why it failed. */
  due?: string
}

export interface FakeZainCashRequest {
  method: string
  path: string
  form: Record<string, string>
}

export interface FakeZainCash {
  /** Base URL (ZAINCASH_URL), e.g. http://127.0.0.1:40123. */
  url: string
  /** The payer paying (success) or failing; returns where ZainCash redirects the payer. */
  complete(transactionId: string, status: 'success' | 'failed', msg?: string): Promise<string>
  transactions: Map<string, FakeZainCashTransaction>
  /** Every API request received, oldest first. */
  requests: FakeZainCashRequest[]
  close(): Promise<void>
}

/** The payer's wallet in the test service. */
export const FAKE_PAYER_MSISDN = '9647802999569'

export async function startFakeZainCash(opts: {
  msisdn: string
  merchantId: string
  secret: string
  /** `/transaction/get` refuses transactions older than this (default 60). */
  accessMinutes?: number
}): Promise<FakeZainCash> {
  const key = new TextEncoder().encode(opts.secret)
  const accessMs = (opts.accessMinutes ?? 60) * 60_000
  const transactions = new Map<string, FakeZainCashTransaction>()
  const requests: FakeZainCashRequest[] = []
  let nextOperation = 1_173_300

  async function verify(token: string | undefined): Promise<JWTPayload | null> {
    if (!token) return null
    try {
      return (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload
    } catch {
      return null
    }
  }

  async function init(form: Record<string, string>) {
    if (form.merchantId !== opts.merchantId) return { err: { msg: 'invalid_merchant_id' } }
    const claims = await verify(form.token)
    if (!claims) return { err: { msg: 'token_not_valid_expired' } }
    const amount = Number(claims.amount)
    if (claims.amount === undefined || !Number.isFinite(amount) || Math.trunc(amount) < 250) {
      return { err: { msg: 'invalid_amount' } }
    }
    if (claims.msisdn === undefined || String(claims.msisdn) !== opts.msisdn) {
      return { err: { msg: 'invalid_merchant_id' } }
    }
    const at = new Date()
    const tx: FakeZainCashTransaction = {
      id: randomBytes(12).toString('hex'),
      amount: Math.trunc(amount),
      serviceType: String(claims.serviceType ?? ''),
      orderId: claims.orderId === undefined ? '' : String(claims.orderId),
      redirectUrl: httpUrl(claims.redirectUrl) ?? '',
      lang: form.lang || 'ar',
      status: 'pending',
      createdAt: at,
      updatedAt: at,
    }
    transactions.set(tx.id, tx)
    return {
      source: 'web',
      type: 'MERCHANT_PAYMENT',
      amount: String(tx.amount),
      to: opts.merchantId,
      serviceType: tx.serviceType,
      lang: tx.lang,
      orderId: tx.orderId,
      currencyConversion: {},
      credit: false,
      status: tx.status,
      reversed: false,
      createdAt: tx.createdAt.toISOString(),
      updatedAt: tx.updatedAt.toISOString(),
      id: tx.id,
    }
  }

  async function get(form: Record<string, string>) {
    if (form.merchantId !== opts.merchantId) return { err: { msg: 'invalid_merchant_id' } }
    const claims = await verify(form.token)
    if (!claims) return { err: { msg: 'token_not_valid_expired' } }
    if (typeof claims.id !== 'string' || !/^[0-9a-f]{24}$/i.test(claims.id)) {
      return { err: { msg: 'invalid_transaction_id' } }
    }
    if (claims.msisdn === undefined || String(claims.msisdn) !== opts.msisdn) {
      return { err: { msg: 'invalid_merchant_id' } }
    }
    const tx = transactions.get(claims.id)
    if (!tx) return { err: { msg: 'invalid_transaction_id' } }
    if (Date.now() - tx.createdAt.getTime() > accessMs) return { err: { msg: 'transaction_access_expired' } }
    return {
      to: {
        name: 'Funduq test merchant',
        msisdn: opts.msisdn,
        currency: 'IQD',
        deleted: false,
        id: opts.merchantId,
      },
      source: 'web',
      type: 'MERCHANT_PAYMENT',
      amount: String(tx.amount),
      serviceType: tx.serviceType,
      lang: tx.lang,
      orderId: tx.orderId,
      currencyConversion: [],
      credit: false,
      status: tx.status,
      reversed: false,
      ...(tx.from === undefined ? {} : { from: tx.from, totalFees: 500, onMerchantFees: '0' }),
      ...(tx.due === undefined ? {} : { due: tx.due }),
      ...(tx.operationId === undefined
        ? {}
        : { operationId: tx.operationId, operationDate: tx.operationDate?.toISOString() }),
      createdAt: tx.createdAt.toISOString(),
      updatedAt: tx.updatedAt.toISOString(),
      id: tx.id,
    }
  }

  async function complete(transactionId: string, status: 'success' | 'failed', msg?: string) {
    const tx = transactions.get(transactionId)
    if (!tx) throw new Error(`fake ZainCash: no transaction ${transactionId}`)
    if (tx.status !== 'pending')
      throw new Error(`fake ZainCash: transaction_already_submitted (${tx.status})`)
    if (!tx.redirectUrl) throw new Error('fake ZainCash: the transaction has no redirectUrl')
    const at = new Date()
    tx.from = FAKE_PAYER_MSISDN
    tx.updatedAt = at
    let claims: Record<string, unknown>
    let ttl: string
    if (status === 'success') {
      tx.status = 'completed'
      tx.operationId = String(nextOperation++)
      tx.operationDate = at
      claims = { status, orderid: tx.orderId, id: tx.id, operationid: tx.operationId, msisdn: tx.from }
      ttl = '4h'
    } else {
      tx.status = 'failed'
      tx.due = msg ?? 'Not enough credit on balance'
      claims = { status, msg: tx.due, orderid: tx.orderId, id: tx.id }
      ttl = '1h'
    }
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(ttl)
      .sign(key)
    return `${tx.redirectUrl}${tx.redirectUrl.includes('?') ? '&' : '?'}token=${token}`
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake')
    const method = req.method ?? 'GET'
    const form = { ...Object.fromEntries(url.searchParams), ...(await readForm(req)) }
    requests.push({ method, path: url.pathname, form })

    if (method === 'POST' && url.pathname === '/transaction/init') return json(res, await init(form))
    if (method === 'POST' && url.pathname === '/transaction/get') return json(res, await get(form))
    if (url.pathname === '/transaction/pay') {
      const tx = transactions.get(form.id ?? '')
      if (!tx) return page(res, 404, '<p>invalid_transaction_id</p>')
      if (method === 'GET') {
        if (tx.status !== 'pending') return page(res, 409, '<p>transaction_already_submitted</p>')
        return page(
          res,
          200,
          `<p>Pay <strong data-amount>${tx.amount}</strong> IQD for ${escapeHtml(tx.serviceType)}</p>
<form method="post" action="/transaction/pay">
<input type="hidden" name="id" value="${tx.id}">
<button name="decision" value="approve">Pay</button>
<button name="decision" value="decline">Cancel</button>
</form>`,
        )
      }
      if (method === 'POST') {
        if (tx.status !== 'pending') return page(res, 409, '<p>transaction_already_submitted</p>')
        const to = await complete(
          tx.id,
          form.decision === 'approve' ? 'success' : 'failed',
          'payer_cancelled',
        )
        res.writeHead(302, { Location: to }).end()
        return
      }
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' })
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    complete,
    transactions,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // fetch keeps connections alive; without this close() waits for them to time out.
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** ZainCash reads its parameters from the query, a form body or a JSON body alike. */
async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text) return {}
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    const parsed: unknown = JSON.parse(text)
    if (!parsed || typeof parsed !== 'object') return {}
    return Object.fromEntries(Object.entries(parsed).map(([k, value]) => [k, String(value)]))
  }
  return Object.fromEntries(new URLSearchParams(text))
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null
  } catch {
    return null
  }
}

function json(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
}

function page(res: ServerResponse, status: number, body: string) {
  res
    .writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' })
    .end(
      `<!doctype html><html lang="en"><head><title>ZainCash (test)</title></head><body>${body}</body></html>`,
    )
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
