import { and, asc, eq } from 'drizzle-orm'
import type { AdminReservation, HistoryEvent } from '../../../contract/admin-reservations'
import type { Db } from '../../db/client'
import { auditLog, payments, refunds, reservations, users } from '../../db/schema'
import { notFound } from '../../http/errors'
import { presentReservations } from '../booking/reservation-view'
import { stayActions } from './reservation-desk'
import { type HotelScope, inScope } from './scope'

/** A reservation of the caller's hotels, or 404 (the same as one that does not exist). */
export async function scopedReservation(db: Db, scope: HotelScope, id: number) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id))
  if (!row || !inScope(scope, row.hotel_id)) throw notFound()
  return row
}

/**
 * The reservation's page: what the guest sees of it, the account, payments, refunds, and its
 * history — its own moments (made, details given, paid, cancelled, each payment and refund)
 * with the console's records of it, oldest first.
 */
export async function readAdminReservation(
  db: Db,
  scope: HotelScope,
  id: number,
  now = new Date(),
): Promise<AdminReservation> {
  const r = await scopedReservation(db, scope, id)
  const [[presented], [account], paymentRows, refundRows, records] = await Promise.all([
    presentReservations(db, [r], now),
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        is_guest: users.is_guest,
      })
      .from(users)
      .where(eq(users.id, r.user_id)),
    db.select().from(payments).where(eq(payments.reservation_id, id)).orderBy(asc(payments.created_at)),
    db.select().from(refunds).where(eq(refunds.reservation_id, id)).orderBy(asc(refunds.created_at)),
    db
      .select({ log: auditLog, name: users.name, email: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.user_id))
      .where(and(eq(auditLog.entity, 'reservation'), eq(auditLog.entity_id, id)))
      .orderBy(asc(auditLog.id)),
  ])
  if (!presented || !account) throw notFound()

  const history: HistoryEvent[] = [
    { at: r.created_at.toISOString(), event: 'created', by: null, detail: null },
  ]
  if (r.details_at) history.push({ at: r.details_at.toISOString(), event: 'details', by: null, detail: null })
  for (const p of paymentRows) {
    history.push({
      at: p.created_at.toISOString(),
      event: 'payment_started',
      by: null,
      detail: { amount: p.amount, currency: p.currency, provider: p.provider },
    })
    if (p.settled_at)
      history.push({
        at: p.settled_at.toISOString(),
        event: `payment_${p.status}`,
        by: null,
        detail: { amount: p.amount, currency: p.currency },
      })
  }
  // An agent's booking is confirmed with its details, without a payment (a cancellation later
  // moves settled_at, so the details' time is the one that stays).
  const agentBooked = paymentRows.length === 0 && (r.status === 'confirmed' || r.penalty_base !== null)
  if (agentBooked && r.details_at)
    history.push({ at: r.details_at.toISOString(), event: 'confirmed', by: null, detail: null })
  if (r.status === 'expired' && r.settled_at)
    history.push({ at: r.settled_at.toISOString(), event: 'expired', by: null, detail: null })
  // A cancellation made in the console has its own record below, with who and why.
  const consoleCancelled = records.some((e) => e.log.action === 'cancel')
  if (r.cancelled_at && !consoleCancelled)
    history.push({ at: r.cancelled_at.toISOString(), event: 'cancelled', by: null, detail: null })
  for (const f of refundRows) {
    history.push({
      at: f.created_at.toISOString(),
      event: 'refund_queued',
      by: null,
      detail: { amount: f.amount, currency: f.currency, reason: f.reason },
    })
    // A refund settled in the console has its own record.
    if (f.status === 'refunded' && f.settled_at && !records.some((e) => e.log.action === 'refund_settled'))
      history.push({
        at: f.settled_at.toISOString(),
        event: 'refund_refunded',
        by: null,
        detail: { amount: f.amount, currency: f.currency },
      })
  }
  for (const { log, name, email } of records)
    history.push({
      at: log.at.toISOString(),
      event: log.action,
      by: log.user_id === null ? null : name || email || '',
      detail: (log.after as Record<string, unknown> | null) ?? null,
    })
  history.sort((a, b) => a.at.localeCompare(b.at))

  const paid = paymentRows.some((p) => p.status === 'paid')
  const refundLimit = paid ? r.total_converted : 0
  const factor = 10 ** r.decimals
  return {
    reservation: presented,
    stay_status: r.stay_status,
    checked_in_at: r.checked_in_at?.toISOString() ?? null,
    checked_out_at: r.checked_out_at?.toISOString() ?? null,
    account,
    payments: paymentRows.map((p) => ({
      id: p.id,
      provider: p.provider,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      provider_ref: p.provider_ref,
      created_at: p.created_at.toISOString(),
      settled_at: p.settled_at?.toISOString() ?? null,
    })),
    refunds: refundRows.map((f) => ({
      id: f.id,
      payment_id: f.payment_id,
      amount: f.amount,
      currency: f.currency,
      reason: f.reason,
      status: f.status,
      awaiting: f.status === 'refund_pending' || f.status === 'failed',
      provider_ref: f.provider_ref,
      created_at: f.created_at.toISOString(),
      settled_at: f.settled_at?.toISOString() ?? null,
    })),
    history,
    actions: { ...stayActions(r, now), cancel: presented.can_cancel },
    policy_refund:
      r.status === 'held' || !paid
        ? 0
        : Math.max(0, Math.round((refundLimit - presented.cancellation.penalty) * factor) / factor),
    refund_limit: refundLimit,
  }
}
