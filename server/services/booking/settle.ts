import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { paymentEvents, payments, reservations } from '../../db/schema'
import type { Logger } from '../../logger'
import type { PaymentEvent } from '../../payments/provider'
import { type FollowUps, markBooked } from './booked'
import { releaseUse, takeUse } from './discount-codes'
import { bookAgain, commitHold, releaseHold } from './inventory'
import { enqueue } from './notifications'
import { queueRefund } from './refunds'
import { withRetry } from './retry'

export type SettleResult = 'applied' | 'duplicate' | 'unknown_payment' | 'mismatch' | 'already_settled'

/**
 * Applies a verified provider event to its payment and reservation, once. The payment row is
 * locked first, so deliveries of one event that arrive together queue behind each other; the
 * event's (provider, id) row then makes every later delivery a no-op. An event whose amount,
 * currency or provider differ from the payment's changes nothing.
 */
export async function settlePayment(
  db: Db,
  provider: string,
  ev: PaymentEvent,
  opts: { log: Logger; followUps: FollowUps; now?: Date },
): Promise<SettleResult> {
  const now = opts.now ?? new Date()
  return withRetry(() =>
    db.transaction(async (tx): Promise<SettleResult> => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, ev.paymentId)).for('update')
      if (!payment || payment.provider !== provider) return 'unknown_payment'
      if (Math.abs(payment.amount - ev.amount) > 0.005 || payment.currency !== ev.currency) {
        opts.log.warn({ payment: payment.id, event: ev }, 'payment event does not match the payment')
        return 'mismatch'
      }
      const fresh = await tx
        .insert(paymentEvents)
        .values({ provider, event_id: ev.eventId, payment_id: payment.id, outcome: ev.outcome })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.event_id })
      if (fresh.length === 0) return 'duplicate'
      // A payment the hold's expiry or a cancellation gave up on may still succeed: it is then
      // booked if it can be, or paid back.
      const late = (payment.status === 'expired' || payment.status === 'cancelled') && ev.outcome === 'paid'
      if (payment.status !== 'pending' && !late) return 'already_settled'

      await tx
        .update(payments)
        .set({
          status: ev.outcome === 'paid' ? 'paid' : ev.outcome,
          provider_ref: ev.providerRef ?? payment.provider_ref,
          settled_at: now,
        })
        .where(eq(payments.id, payment.id))
      const [r] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, payment.reservation_id))
        .for('update')
      if (!r) return 'unknown_payment'

      if (ev.outcome === 'paid') {
        if (r.status === 'held') {
          await commitHold(tx, r)
          await markBooked(tx, r, 'paid', opts.followUps, now)
        } else if (r.status === 'expired' || r.status === 'failed') {
          // Paid after the hold lapsed: book the rooms if they are still free, else the money
          // must go back — a person has to see this.
          if (await bookAgain(tx, r)) {
            // The lapse gave the code's use back; booked at the discounted price, it counts again.
            if (r.discount_code_id !== null && !(await takeUse(tx, r.discount_code_id)))
              opts.log.warn(
                { reservation: r.id, code: r.discount_code_id },
                'paid after the hold lapsed; its code was used up since',
              )
            await markBooked(tx, r, 'paid', opts.followUps, now)
          } else {
            opts.log.warn(
              { reservation: r.id, payment: payment.id },
              'paid after expiry, rooms gone: refunded',
            )
            await queueRefund(tx, payment, payment.amount, 'late_payment')
          }
        } else {
          // Already paid (a second payment), or cancelled by the guest before this one came:
          // the money goes back in full through the provider (decision 32).
          opts.log.warn(
            { reservation: r.id, payment: payment.id, status: r.status },
            'payment for a reservation not awaiting one: refunded',
          )
          await queueRefund(
            tx,
            payment,
            payment.amount,
            r.status === 'cancelled' ? 'late_payment' : 'duplicate_payment',
          )
        }
        return 'applied'
      }
      if (r.status === 'held') {
        await releaseHold(tx, r)
        await releaseUse(tx, r.discount_code_id)
        await tx
          .update(reservations)
          .set({ status: 'failed', settled_at: now })
          .where(eq(reservations.id, r.id))
        await enqueue(tx, r.id, 'payment_failed')
      }
      return 'applied'
    }),
  )
}
