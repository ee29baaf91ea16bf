import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { PaymentCallbackAnswer, PaymentProviderParam, PaymentReturnParam } from '../../contract/booking'
import { payments, reservations } from '../db/schema'
import type { AppDeps, AppEnv } from '../http/context'
import { notFound } from '../http/errors'
import { defineRoute, redirect } from '../http/route'
import type { IncomingRequest, PaymentProvider } from '../payments/provider'
import { paymentProvider } from '../payments/registry'
import { receiveCallback as receiveProviderCallback } from '../services/booking/receive'
import { settlePayment } from '../services/booking/settle'
import { followUpsOf } from './booking'

async function providerNamed(deps: AppDeps, name: string): Promise<PaymentProvider> {
  const provider = await paymentProvider(deps)
  // Only the configured provider's messages are listened to.
  if (provider.name !== name) throw notFound()
  return provider
}

async function incoming(c: Context<AppEnv>): Promise<IncomingRequest> {
  return { query: c.req.query(), body: await c.req.text(), headers: c.req.raw.headers }
}

/** A verified callback, applied; the same function serves the sandbox's in-process delivery. */
export function receiveCallback(deps: AppDeps, provider: PaymentProvider, req: IncomingRequest) {
  return receiveProviderCallback(deps, provider, req, followUpsOf(deps))
}

const notConfigured = () => {
  throw notFound()
}

/**
 * Provider callbacks and the payer's return. The return page decides where the payer goes
 * from the state in our database (after verifying whatever signed result the provider sent
 * along), never from the URL's own say-so.
 */
export const paymentRoutes = [
  defineRoute({
    method: 'post',
    path: '/payments/:provider/callback',
    operationId: 'receivePaymentCallback',
    summary: "The configured provider's signed notification of a payment's outcome",
    description:
      "The body is the provider's own (JSON or form), verified by its signature before anything is applied.",
    tags: ['payments'],
    auth: 'optional',
    params: PaymentProviderParam,
    onBadParams: notConfigured,
    answers: { 200: PaymentCallbackAnswer },
    errors: {
      400: 'The signature does not verify (`invalid signature`)',
      404: 'This server is not configured for the provider',
      422: 'No such payment (`unknown_payment`), or its amount or currency differ (`mismatch`)',
    },
    handler: async (c, { params }) => {
      const deps = c.get('deps')
      const provider = await providerNamed(deps, params.provider)
      const result = await receiveCallback(deps, provider, await incoming(c))
      if (!result) return c.json({ message: 'invalid signature' }, 400)
      if (result === 'unknown_payment' || result === 'mismatch') return c.json({ message: result }, 422)
      return c.json({ message: result })
    },
  }),

  defineRoute({
    method: 'get',
    path: '/payments/:provider/return/:payment',
    operationId: 'returnFromPayment',
    summary: 'Where the provider sends the payer back: to the booking-done or booking-failed page',
    tags: ['payments'],
    auth: 'optional',
    params: PaymentReturnParam,
    onBadParams: notConfigured,
    answers: {
      303: redirect(
        'To /hotel/booking-done?id=… (paid, confirmed or still pending) or /hotel/booking-failed?id=…',
      ),
    },
    errors: { 404: 'No such payment, or this server is not configured for the provider' },
    handler: async (c, { params }) => {
      const deps = c.get('deps')
      const provider = await providerNamed(deps, params.provider)
      const paymentId = params.payment
      try {
        const event = await provider.verifyReturn(await incoming(c))
        if (event && event.paymentId === paymentId)
          await settlePayment(deps.db, provider.name, event, { log: deps.log, followUps: followUpsOf(deps) })
      } catch (err) {
        // The provider could not be asked: the payment stays pending and the page shows that.
        deps.log.error({ err, payment: paymentId }, 'payment return could not be verified')
      }
      const [row] = await deps.db
        .select({ id: reservations.id, status: reservations.status, payment: payments.status })
        .from(payments)
        .innerJoin(reservations, eq(reservations.id, payments.reservation_id))
        .where(eq(payments.id, paymentId))
      if (!row) throw notFound()
      const done = row.status === 'paid' || row.status === 'confirmed'
      const failed =
        row.status === 'failed' || row.status === 'expired' || (row.payment !== 'pending' && !done)
      // Still pending: the provider has not told us yet; the done page shows the live status.
      return c.redirect(`/hotel/${failed ? 'booking-failed' : 'booking-done'}?id=${row.id}`, 303)
    },
  }),
]
