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
