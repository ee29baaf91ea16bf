import { asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { type AdminContactMessage, CONTENT_PAGE } from '../../../../contract/admin-content'
import type { Db } from '../../../db/client'
import { contactMessages, users } from '../../../db/schema'
import { notFound } from '../../../http/errors'
import type { Tx } from '../../booking/inventory'
import { recordChange } from '../audit'
import { offsetOf, pageOf } from './page'

/** The contact form's messages (spec §2 Contact): open ones first, newest first in each. */
const columns = { m: contactMessages, handler: users.name }

function view({
  m,
  handler,
}: {
  m: typeof contactMessages.$inferSelect
  handler: string | null
}): AdminContactMessage {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    address: m.address,
    message: m.message,
    language: m.language,
    created_at: m.created_at.toISOString(),
    emailed: m.emailed_at !== null,
    handled_at: m.handled_at?.toISOString() ?? null,
    handled_by: m.handled_by === null ? null : { id: m.handled_by, name: handler ?? '' },
  }
}

export async function listInbox(db: Db, q: { page: number; status: 'open' | 'handled' | 'all' }) {
  const where: SQL | undefined =
    q.status === 'open'
      ? isNull(contactMessages.handled_at)
      : q.status === 'handled'
        ? isNotNull(contactMessages.handled_at)
        : undefined
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handled_by))
      .where(where)
      .orderBy(
        sql`${contactMessages.handled_at} IS NOT NULL`,
        desc(contactMessages.created_at),
        asc(contactMessages.id),
      )
      .limit(CONTENT_PAGE)
      .offset(offsetOf(q.page)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(contactMessages)
      .where(where),
  ])
  return pageOf(rows.map(view), count?.n ?? 0)
}

export async function readMessage(db: Db | Tx, id: number): Promise<AdminContactMessage> {
  const [row] = await db
    .select(columns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handled_by))
    .where(eq(contactMessages.id, id))
  if (!row) throw notFound()
  return view(row)
}

/** Marks a message handled (by the caller, now) or open again; recorded either way. */
export async function markHandled(db: Db, userId: number, id: number, handled: boolean) {
  return db.transaction(async (tx) => {
    const before = await readMessage(tx, id)
    if ((before.handled_at !== null) === handled) return before
    await tx
      .update(contactMessages)
      .set(handled ? { handled_at: sql`now()`, handled_by: userId } : { handled_at: null, handled_by: null })
      .where(eq(contactMessages.id, id))
    const after = await readMessage(tx, id)
    await recordChange(tx, userId, {
      entity: 'contact_message',
      entityId: id,
      hotelId: null,
      action: handled ? 'handled' : 'reopened',
      before: { handled_at: before.handled_at, handled_by: before.handled_by },
      after: { handled_at: after.handled_at, handled_by: after.handled_by },
    })
    return after
  })
}
