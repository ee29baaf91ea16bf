import type { AppDeps } from '../../http/context'
import { type IncomingRequest, isRefundEvent, type PaymentProvider } from '../../payments/provider'
import type { FollowUps } from './booked'
import { sendRefunds, settleRefund } from './refunds'
import { type SettleResult, settlePayment } from './settle'

/**
 * A provider's callback, verified and applied: a payment's outcome or a refund's confirmation.
 * A payment that was not due (the reservation already paid, cancelled or lapsed) leaves a
 * refund behind, which is sent at once. Null when the callback is not authentic.
 */
export async function receiveCallback(
  deps: AppDeps,
  provider: PaymentProvider,
  req: IncomingRequest,
  followUps: FollowUps,
): Promise<SettleResult | null> {
  const event = await provider.verifyCallback(req)
  if (!event) return null
  if (isRefundEvent(event)) return settleRefund(deps.db, provider.name, event, { log: deps.log })
  const result = await settlePayment(deps.db, provider.name, event, { log: deps.log, followUps })
  if (result === 'applied' && event.outcome === 'paid') await sendDueRefunds(deps, provider, followUps)
  return result
}

/** Sends the refunds waiting for this provider (after a cancellation, a late payment, or by the jobs). */
export function sendDueRefunds(
  deps: AppDeps,
  provider: PaymentProvider,
  followUps: FollowUps,
  reservationId?: number,
) {
  return sendRefunds(deps.db, provider, {
    log: deps.log,
    reservationId,
    deliver: (callback) => receiveCallback(deps, provider, callback, followUps),
  })
}
