import { and, eq, isNull, sql } from 'drizzle-orm'
import { type CommentRateBody, RATING_ALREADY_RATED, RATING_INVALID_TOKEN } from '../../contract/booking'
import type { Language } from '../../contract/common'
import { messages } from '../../contract/messages'
import type { Db } from '../db/client'
import { comments, hotels, ratingTokens } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { hashToken } from './booking/dispatch'
import type { Tx } from './booking/inventory'

/**
 * Rating links (spec §4 Rating page): the token in the e-mailed link is the only credential.
 * The two failure texts are protocol strings the client compares, so they are not translated
 * (HttpError passes an unknown id through as it is).
 */
const invalid = () => new HttpError(404, RATING_INVALID_TOKEN)
const used = () => new HttpError(409, RATING_ALREADY_RATED)

export async function checkRatingToken(db: Db, token: string, lang: Language) {
  const [row] = await db
    .select({ used_at: ratingTokens.used_at, hotel: hotels })
    .from(ratingTokens)
    .innerJoin(hotels, eq(hotels.id, ratingTokens.hotel_id))
    .where(eq(ratingTokens.token_hash, hashToken(token)))
  if (!row) throw invalid()
  if (row.used_at) throw used()
  const h = row.hotel
  return {
    data: lang === 'en' ? h.en_title : lang === 'kr' ? h.kr_title : h.ar_title,
    hotel_id: h.id,
    hotel: { id: h.id, ar_title: h.ar_title, en_title: h.en_title, kr_title: h.kr_title },
  }
}

/**
 * The hotel's rate is the mean of its ratings, to one decimal, leaving out reviews an
 * administrator hid. Every change of a hotel's reviews calls it in its own transaction.
 */
export async function refreshHotelRate(tx: Tx, hotelId: number): Promise<number> {
  const [row] = await tx
    .update(hotels)
    .set({
      rate: sql`coalesce((select round(avg(c.rate)::numeric, 1) from ${comments} c where c.hotel_id = ${hotelId} and c.hidden_at is null), 0)`,
    })
    .where(eq(hotels.id, hotelId))
    .returning({ rate: hotels.rate })
  return row?.rate ?? 0
}

/** Uses the token (once, even under concurrent submits), adds the comment, updates the hotel's rate. */
export async function submitRating(db: Db, token: string, body: CommentRateBody) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(ratingTokens)
      .set({ used_at: new Date() })
      .where(and(eq(ratingTokens.token_hash, hashToken(token)), isNull(ratingTokens.used_at)))
      .returning()
    if (!claimed) {
      const [known] = await tx
        .select({ n: ratingTokens.reservation_id })
        .from(ratingTokens)
        .where(eq(ratingTokens.token_hash, hashToken(token)))
      throw known ? used() : invalid()
    }
    if (claimed.hotel_id !== body.hotel_id)
      throw new HttpError(422, messages.invalidRequest.id, { hotel_id: [messages.invalidValue.id] })
    await tx.insert(comments).values({
      hotel_id: claimed.hotel_id,
      client_id: claimed.user_id,
      rate: body.rate,
      comment: body.comment,
    })
    return { hotel_rate: await refreshHotelRate(tx, claimed.hotel_id) }
  })
}

/** Only the author deletes a comment; anyone else's id is not found. */
export async function deleteOwnComment(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(comments)
      .where(and(eq(comments.id, id), eq(comments.client_id, userId)))
      .returning({ hotel_id: comments.hotel_id })
    if (!gone) throw notFound()
    await refreshHotelRate(tx, gone.hotel_id)
  })
}
