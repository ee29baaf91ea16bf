import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { AdminReview, AdminReviewQuery } from '../../../contract/admin-reviews'
import type { Db } from '../../db/client'
import { comments, hotels, users } from '../../db/schema'
import { notFound } from '../../http/errors'
import type { Tx } from '../booking/inventory'
import { refreshHotelRate } from '../ratings'
import { recordChange } from './audit'
import { type HotelScope, inScope } from './scope'

export const REVIEW_PAGE = 25

const columns = {
  comment: comments,
  hotel: { id: hotels.id, ar_title: hotels.ar_title, en_title: hotels.en_title, kr_title: hotels.kr_title },
  name: users.name,
}
type Row = {
  comment: typeof comments.$inferSelect
  hotel: AdminReview['hotel']
  name: string
}

const toReview = ({ comment: c, hotel, name }: Row): AdminReview => ({
  id: c.id,
  hotel,
  client: { id: c.client_id, name },
  rate: c.rate,
  comment: c.comment,
  created_at: c.created_at.toISOString(),
  reply: c.reply,
  replied_at: c.replied_at?.toISOString() ?? null,
  hidden: c.hidden_at !== null,
})

/** The scope's reviews, newest first: of one hotel or all, every review or those unanswered or hidden. */
export async function listAdminReviews(
  db: Db,
  scope: HotelScope,
  q: AdminReviewQuery,
): Promise<{ data: AdminReview[]; total: number; last_page: number }> {
  const where: SQL[] = []
  if (scope !== 'all') where.push(inArray(comments.hotel_id, scope.length ? [...scope] : [0]))
  if (q.hotel_id !== undefined) where.push(eq(comments.hotel_id, q.hotel_id))
  if (q.filter === 'unanswered') where.push(isNull(comments.reply), isNull(comments.hidden_at))
  if (q.filter === 'hidden') where.push(isNotNull(comments.hidden_at))
  const condition = where.length ? and(...where) : undefined
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(comments)
      .innerJoin(hotels, eq(hotels.id, comments.hotel_id))
      .innerJoin(users, eq(users.id, comments.client_id))
      .where(condition)
      .orderBy(desc(comments.created_at), desc(comments.id))
      .limit(REVIEW_PAGE)
      .offset((q.page - 1) * REVIEW_PAGE),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(comments)
      .where(condition),
  ])
  const total = count?.n ?? 0
  return { data: rows.map(toReview), total, last_page: Math.max(1, Math.ceil(total / REVIEW_PAGE)) }
}

/** The review locked for a change; 404 when it does not exist or is outside the scope. */
async function lockReview(tx: Tx, scope: HotelScope, id: number) {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update')
  if (!row || !inScope(scope, row.hotel_id)) throw notFound()
  return row
}

async function readReview(tx: Tx, id: number): Promise<AdminReview> {
  const [row] = await tx
    .select(columns)
    .from(comments)
    .innerJoin(hotels, eq(hotels.id, comments.hotel_id))
    .innerJoin(users, eq(users.id, comments.client_id))
    .where(eq(comments.id, id))
  if (!row) throw notFound()
  return toReview(row)
}

/** Writes or replaces the hotel's one reply to a review; recorded with the text it replaced. */
export async function replyToReview(
  db: Db,
  scope: HotelScope,
  userId: number,
  id: number,
  reply: string,
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const before = await lockReview(tx, scope, id)
    await tx
      .update(comments)
      .set({ reply, reply_user_id: userId, replied_at: new Date() })
      .where(eq(comments.id, id))
    await recordChange(tx, userId, {
      entity: 'review',
      entityId: id,
      hotelId: before.hotel_id,
      action: before.reply === null ? 'reply' : 'reply_edit',
      before: { reply: before.reply },
      after: { reply },
    })
    return readReview(tx, id)
  })
}

/** Takes the hotel's reply away. */
export async function removeReply(
  db: Db,
  scope: HotelScope,
  userId: number,
  id: number,
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const before = await lockReview(tx, scope, id)
    if (before.reply !== null) {
      await tx
        .update(comments)
        .set({ reply: null, reply_user_id: null, replied_at: null })
        .where(eq(comments.id, id))
      await recordChange(tx, userId, {
        entity: 'review',
        entityId: id,
        hotelId: before.hotel_id,
        action: 'reply_remove',
        before: { reply: before.reply },
        after: { reply: null },
      })
    }
    return readReview(tx, id)
  })
}

/**
 * Hides an abusive review or shows it again (administrators). The hotel's rate is computed again
 * in the same transaction, and the hotel's search summary follows `hotels` through its trigger:
 * the page, its count and the average change together (decision 39).
 */
export async function setReviewHidden(
  db: Db,
  userId: number,
  id: number,
  hidden: boolean,
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const before = await lockReview(tx, 'all', id)
    if ((before.hidden_at !== null) !== hidden) {
      await tx
        .update(comments)
        .set({ hidden_at: hidden ? new Date() : null })
        .where(eq(comments.id, id))
      const [hotel] = await tx
        .select({ rate: hotels.rate })
        .from(hotels)
        .where(eq(hotels.id, before.hotel_id))
      const rate = await refreshHotelRate(tx, before.hotel_id)
      await recordChange(tx, userId, {
        entity: 'review',
        entityId: id,
        hotelId: before.hotel_id,
        action: hidden ? 'hide' : 'unhide',
        before: { hidden: !hidden, hotel_rate: hotel?.rate ?? null },
        after: { hidden, hotel_rate: rate },
      })
    }
    return readReview(tx, id)
  })
}
