import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { AuditEntity, AuditEntry } from '../../../contract/admin-audit'
import type { Db } from '../../db/client'
import { auditLog, users } from '../../db/schema'
import type { Tx } from '../booking/inventory'
import type { HotelScope } from './scope'

export interface Change {
  entity: AuditEntity
  entityId: number
  /**
   * The hotel the changed thing belongs to (managers read their hotels' records only); null for
   * the site's content or an account, which only administrators read.
   */
  hotelId: number | null
  action: string
  before: unknown
  after: unknown
}

/**
 * The one way a console change is recorded (issue 19 item 8). Called inside the transaction
 * that makes the change: both are kept, or neither.
 */
export async function recordChange(tx: Tx | Db, userId: number, change: Change): Promise<void> {
  await tx.insert(auditLog).values({
    user_id: userId,
    entity: change.entity,
    entity_id: change.entityId,
    hotel_id: change.hotelId,
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
  })
}

export const AUDIT_PAGE = 50

/** Records newest first, of one thing or of everything the scope may see. */
export async function listChanges(
  db: Db,
  scope: HotelScope,
  q: { entity?: AuditEntity; id?: number; page: number },
): Promise<{ data: AuditEntry[]; total: number; last_page: number }> {
  const where: SQL[] = []
  if (q.entity) where.push(eq(auditLog.entity, q.entity))
  if (q.id !== undefined) where.push(eq(auditLog.entity_id, q.id))
  if (scope !== 'all') where.push(inArray(auditLog.hotel_id, scope.length ? scope : [0]))
  const condition = where.length ? and(...where) : undefined
  const [rows, [count]] = await Promise.all([
    db
      .select({ log: auditLog, name: users.name, email: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.user_id))
      .where(condition)
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_PAGE)
      .offset((q.page - 1) * AUDIT_PAGE),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog)
      .where(condition),
  ])
  const total = count?.n ?? 0
  return {
    data: rows.map(({ log, name, email }) => ({
      id: log.id,
      at: log.at.toISOString(),
      user: log.user_id === null ? null : { id: log.user_id, name: name ?? '', email },
      entity: log.entity,
      entity_id: log.entity_id,
      hotel_id: log.hotel_id,
      action: log.action,
      before: log.before,
      after: log.after,
    })),
    total,
    last_page: Math.max(1, Math.ceil(total / AUDIT_PAGE)),
  }
}
