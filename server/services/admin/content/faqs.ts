import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import { type AdminFaq, CONTENT_PAGE, type FaqFields } from '../../../../contract/admin-content'
import type { Db } from '../../../db/client'
import { faqs } from '../../../db/schema'
import { notFound } from '../../../http/errors'
import type { Tx } from '../../booking/inventory'
import { recordChange } from '../audit'
import { offsetOf, pageOf } from './page'

/** Help-centre questions (`GET /api/faq`, read on every request), by department and order. */
export async function listFaqs(db: Db, q: { page: number; department?: number }) {
  const where: SQL | undefined =
    q.department === undefined ? undefined : and(eq(faqs.department_type, q.department))
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(where)
      .orderBy(asc(faqs.department_type), asc(faqs.sort_order), asc(faqs.id))
      .limit(CONTENT_PAGE)
      .offset(offsetOf(q.page)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(faqs)
      .where(where),
  ])
  return pageOf(rows, count?.n ?? 0)
}

export async function readFaq(db: Db | Tx, id: number): Promise<AdminFaq> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id))
  if (!row) throw notFound()
  return row
}

export async function saveFaq(db: Db, userId: number, id: number | null, body: FaqFields): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const before = id === null ? null : await readFaq(tx, id)
    const [row] =
      id === null
        ? await tx.insert(faqs).values(body).returning()
        : await tx.update(faqs).set(body).where(eq(faqs.id, id)).returning()
    if (!row) throw new Error('write returned no row')
    await recordChange(tx, userId, {
      entity: 'faq',
      entityId: row.id,
      hotelId: null,
      action: id === null ? 'create' : 'update',
      before,
      after: row,
    })
    return row
  })
}

export async function deleteFaq(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readFaq(tx, id)
    await tx.delete(faqs).where(eq(faqs.id, id))
    await recordChange(tx, userId, {
      entity: 'faq',
      entityId: id,
      hotelId: null,
      action: 'delete',
      before,
      after: null,
    })
  })
}
