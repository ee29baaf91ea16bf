import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { CommentList, CommentListQuery } from '../../contract/comment'
import type { Db } from '../db/client'
import { comments, hotels, users } from '../db/schema'
import { notFound } from '../http/errors'
import { publicHotel } from './hotel-cards'

/**
 * A listed hotel's comments, newest first, each with the hotel's reply; a review an administrator
 * hid is left out of the page and the total alike. The hotel check and the total share one query and
 * run beside the page query, so a request costs two round trips at most, whatever the page.
 */
export async function listComments(db: Db, q: CommentListQuery): Promise<CommentList> {
  const [hotelRows, rows] = await Promise.all([
    db
      .select({
        total:
          sql<number>`(select count(*) from ${comments} c where c.hotel_id = ${hotels}.id and c.hidden_at is null)`.mapWith(
            Number,
          ),
      })
      .from(hotels)
      .where(and(eq(hotels.id, q.hotel_id), publicHotel)),
    db
      .select({
        id: comments.id,
        client_id: comments.client_id,
        // Only the display name: a reviewer's e-mail and phone stay private.
        name: users.name,
        comment: comments.comment,
        rate: comments.rate,
        created_at: comments.created_at,
        reply: comments.reply,
        replied_at: comments.replied_at,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.client_id))
      .where(and(eq(comments.hotel_id, q.hotel_id), isNull(comments.hidden_at)))
      .orderBy(desc(comments.created_at), desc(comments.id))
      .limit(q.take)
      .offset(q.skip),
  ])
  const hotel = hotelRows[0]
  if (!hotel) throw notFound()
  return {
    data: rows.map(({ name, created_at, reply, replied_at, ...c }) => ({
      ...c,
      client: { id: c.client_id, name },
      created_at: created_at.toISOString(),
      reply: reply === null ? null : { text: reply, replied_at: (replied_at ?? created_at).toISOString() },
    })),
    total: hotel.total,
  }
}
