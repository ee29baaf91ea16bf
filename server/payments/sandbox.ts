import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import * as v from 'valibot'
import { isFresh, type PaymentEvent, type PaymentProvider, type RefundEvent } from './provider'

/**
 * The built-in provider: a checkout page on our own server (server/routes/sandbox-pay.ts)
 * where the payer approves or declines. Like a real provider it reports the result with a
 * signed server-to-server callback — HMAC-SHA256 of `timestamp.body` with a secret made at
 * first start — and the payer's return carries nothing the server believes.
 */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'

const CallbackBody = v.object({
  event_id: v.pipe(v.string(), v.uuid()),
  payment_id: v.pipe(v.string(), v.uuid()),
  outcome: v.picklist(['paid', 'declined', 'cancelled']),
  amount: v.number(),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  occurred_at: v.pipe(v.string(), v.isoTimestamp()),
})

/** The sandbox's refund notification (decision 32): which refund, of which payment, how much. */
const RefundBody = v.object({
  type: v.literal('refund'),
  event_id: v.pipe(v.string(), v.uuid()),
  refund_id: v.pipe(v.string(), v.uuid()),
  payment_id: v.pipe(v.string(), v.uuid()),
  amount: v.number(),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  occurred_at: v.pipe(v.string(), v.isoTimestamp()),
})

export function signSandbox(secret: Uint8Array, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${mac}`
}

export function sandboxProvider(opts: {
  publicUrl: string
  secret: Uint8Array
  now?: () => Date
}): PaymentProvider {
  const now = opts.now ?? (() => new Date())
  const origin = new URL(opts.publicUrl).origin
  return {
    name: 'sandbox',
    checkoutOrigin: origin,
    currencies: null,
    async startCheckout(req) {
      return { redirectUrl: `${origin}/sandbox-pay/${req.paymentId}`, providerRef: null }
    },
    async refund(req) {
      // A real provider would call back later; the sandbox has no server of its own, so it
      // hands the signed callback back, and the caller delivers it through verifyCallback.
      const body = JSON.stringify({
        type: 'refund',
        event_id: randomUUID(),
        refund_id: req.refundId,
        payment_id: req.paymentId,
        amount: req.amount,
        currency: req.currency,
        occurred_at: now().toISOString(),
      })
      const headers = new Headers({
        [SANDBOX_SIGNATURE_HEADER]: signSandbox(opts.secret, now().getTime(), body),
      })
      return {
        state: 'requested' as const,
        providerRef: `sandbox-refund-${req.refundId.slice(0, 8)}`,
        callback: { query: {}, body, headers },
      }
    },
    async verifyCallback(req): Promise<PaymentEvent | RefundEvent | null> {
      const header = req.headers.get(SANDBOX_SIGNATURE_HEADER) ?? ''
      const m = /^t=(\d{10,13}),v1=([0-9a-f]{64})$/.exec(header)
      if (!m) return null
      const timestamp = Number(m[1])
      const expected = Buffer.from(signSandbox(opts.secret, timestamp, req.body).split('v1=')[1] ?? '', 'hex')
      const given = Buffer.from(m[2] ?? '', 'hex')
      if (expected.length !== given.length || !macsEqual(expected, given)) return null
      if (!isFresh(new Date(timestamp), now())) return null
      let parsed: unknown
      try {
        parsed = JSON.parse(req.body)
      } catch {
        return null
      }
      const refund = v.safeParse(RefundBody, parsed)
      if (refund.success) {
        const r = refund.output
        return {
          eventId: r.event_id,
          refundId: r.refund_id,
          paymentId: r.payment_id,
          amount: r.amount,
          currency: r.currency,
          occurredAt: new Date(r.occurred_at),
        }
      }
      const body = v.safeParse(CallbackBody, parsed)
      if (!body.success) return null
      const e = body.output
      return {
        eventId: e.event_id,
        paymentId: e.payment_id,
        outcome: e.outcome,
        amount: e.amount,
        currency: e.currency,
        providerRef: `sandbox-${e.payment_id.slice(0, 8)}`,
        occurredAt: new Date(e.occurred_at),
      }
    },
    async verifyReturn() {
      return null
    },
  }
}

const macsEqual = (a: Buffer, b: Buffer) => timingSafeEqual(a, b)
