import { and, eq, sql } from 'drizzle-orm'
import { notifications } from '../../db/schema'
import type { Tx } from './inventory'

export type NotificationKind = (typeof notifications.$inferInsert)['kind']

/**
 * Queues a message about a reservation, in the transaction of the change it reports: the
 * message exists exactly when the change does. A second enqueue of the same kind is a no-op.
 */
export async function enqueue(tx: Tx, reservationId: number, kind: NotificationKind, notBefore?: Date) {
  await tx
    .insert(notifications)
    .values({ reservation_id: reservationId, kind, ...(notBefore ? { not_before: notBefore } : {}) })
    .onConflictDoNothing()
}

/** A queued message that has not gone out yet is dropped (a reminder for a cancelled stay). */
export async function dropPending(tx: Tx, reservationId: number, kind: NotificationKind) {
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.reservation_id, reservationId),
        eq(notifications.kind, kind),
        sql`${notifications.status} = 'pending'`,
      ),
    )
}
