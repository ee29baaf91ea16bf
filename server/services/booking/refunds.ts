import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { paymentEvents, payments, refunds } from '../../db/schema'
import type { Logger } from '../../logger'
import type { IncomingRequest, PaymentProvider, RefundEvent } from '../../payments/provider'
import type { Tx } from './inventory'
import { withRetry } from './retry'
import type { SettleResult } from './settle'

type RefundReason = (typeof refunds.$inferInsert)['reason']

/** Sends to the provider give up after this many failures; the refund is then a person's job. */
const MAX_ATTEMPTS = 5

/**
 * Records money to go back to a payer, in the transaction of the change that owes it. The
 * unique payment id makes it once per payment, whoever asks and however often.
 */
export async function queueRefund(
  tx: Tx,
  payment: { id: string; reservation_id: number; provider: string; currency: string },
  amount: number,
  reason: RefundReason,
) {
  if (!(amount > 0)) return
  await tx
    .insert(refunds)
    .values({
      id: randomUUID(),
      payment_id: payment.id,
      reservation_id: payment.reservation_id,
      provider: payment.provider,
      amount,
      currency: payment.currency,
      reason,
    })
    .onConflictDoNothing()
}

interface SendOptions {
  log: Logger
  /** Delivers a callback the provider handed back (the sandbox's), through verification. */
  deliver: (req: IncomingRequest) => Promise<unknown>
  /** Only this reservation's refunds (right after a cancellation); else any that are due. */
  reservationId?: number
  limit?: number
}

/**
 * Asks the provider to pay back the refunds that are due, one at a time. Each is claimed
 * (`sending`) by a conditional update before the provider is called, so two servers or two
 * requests never send the same one; a failure puts it back for the background job, and after
 * MAX_ATTEMPTS it waits for a person (`failed`, shown to the guest as refund_pending).
 */
export async function sendRefunds(db: Db, provider: PaymentProvider, opts: SendOptions): Promise<number> {
  let sent = 0
  for (let i = 0; i < (opts.limit ?? 20); i++) {
    const due = db
      .select({ id: refunds.id })
      .from(refunds)
      .where(
        and(
          sql`${refunds.status} = 'pending'`,
          eq(refunds.provider, provider.name),
          opts.reservationId === undefined ? undefined : eq(refunds.reservation_id, opts.reservationId),
        ),
      )
      .orderBy(asc(refunds.created_at))
      .limit(1)
      .for('update', { skipLocked: true })
    const [claimed] = await db
      .update(refunds)
      .set({ status: 'sending', attempts: sql`${refunds.attempts} + 1` })
      .where(and(inArray(refunds.id, due), sql`${refunds.status} = 'pending'`))
      .returning()
    if (!claimed) break
    const [payment] = await db
      .select({ provider_ref: payments.provider_ref })
      .from(payments)
      .where(eq(payments.id, claimed.payment_id))
    try {
      const answer = await provider.refund({
        refundId: claimed.id,
        paymentId: claimed.payment_id,
        providerRef: payment?.provider_ref ?? null,
        amount: claimed.amount,
        currency: claimed.currency,
      })
      await db
        .update(refunds)
        .set(
          answer.state === 'manual'
            ? { status: 'refund_pending' }
            : { status: 'requested', provider_ref: answer.providerRef },
        )
        .where(and(eq(refunds.id, claimed.id), sql`${refunds.status} = 'sending'`))
      if (answer.state === 'requested' && answer.callback) await opts.deliver(answer.callback)
      sent += 1
    } catch (err) {
      opts.log.error({ err, refund: claimed.id }, 'refund not sent to the provider, will retry')
      await db
        .update(refunds)
        .set({ status: claimed.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending' })
        .where(and(eq(refunds.id, claimed.id), sql`${refunds.status} = 'sending'`))
      break
    }
  }
  return sent
}

/**
 * Applies the provider's confirmation of a refund, once (its event row, as for payments); a
 * confirmation of another amount, currency or payment changes nothing.
 */
export async function settleRefund(
  db: Db,
  provider: string,
  ev: RefundEvent,
  opts: { log: Logger; now?: Date },
): Promise<SettleResult> {
  const now = opts.now ?? new Date()
  return withRetry(() =>
    db.transaction(async (tx): Promise<SettleResult> => {
      const [refund] = await tx.select().from(refunds).where(eq(refunds.id, ev.refundId)).for('update')
      if (!refund || refund.provider !== provider || refund.payment_id !== ev.paymentId)
        return 'unknown_payment'
      if (Math.abs(refund.amount - ev.amount) > 0.005 || refund.currency !== ev.currency) {
        opts.log.warn({ refund: refund.id, event: ev }, 'refund event does not match the refund')
        return 'mismatch'
      }
      const fresh = await tx
        .insert(paymentEvents)
        .values({ provider, event_id: ev.eventId, payment_id: refund.payment_id, outcome: 'refunded' })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.event_id })
      if (fresh.length === 0) return 'duplicate'
      if (refund.status === 'refunded') return 'already_settled'
      await tx.update(refunds).set({ status: 'refunded', settled_at: now }).where(eq(refunds.id, refund.id))
      return 'applied'
    }),
  )
}
