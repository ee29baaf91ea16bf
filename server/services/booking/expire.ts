import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { payments, reservations } from '../../db/schema'
import { releaseUse } from './discount-codes'
import { releaseHold } from './inventory'
import { withRetry } from './retry'

/**
 * Releases the rooms of unpaid reservations whose hold has run out. Each one is re-read under
 * a lock, so a payment settling at the same moment either wins (and this skips it) or waits.
 * Answers how many were expired.
 */
export async function expireHolds(db: Db, now = new Date(), batch = 100): Promise<number> {
  const due = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(sql`${reservations.status} = 'held'`, lt(reservations.hold_expires_at, now)))
    .orderBy(reservations.hold_expires_at)
    .limit(batch)
  let expired = 0
  for (const { id } of due) {
    const done = await withRetry(() =>
      db.transaction(async (tx) => {
        const [r] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update')
        if (r?.status !== 'held' || r.hold_expires_at >= now) return false
        await releaseHold(tx, r)
        await releaseUse(tx, r.discount_code_id)
        await tx
          .update(reservations)
          .set({ status: 'expired', settled_at: now })
          .where(eq(reservations.id, id))
        await tx
          .update(payments)
          .set({ status: 'expired', settled_at: now })
          .where(and(eq(payments.reservation_id, id), sql`${payments.status} = 'pending'`))
        return true
      }),
    )
    if (done) expired += 1
  }
  return expired
}
