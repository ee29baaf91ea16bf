import { and, asc, eq, getTableColumns, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { todayInIraq } from '../../contract/dates'
import type { Offer, OfferList, OfferListQuery } from '../../contract/marketing'
import type { Db } from '../db/client'
import { hotels, offers } from '../db/schema'
import { publicHotel } from './hotel-cards'

/**
 * An offer shows until the end of its last day in Baghdad, whatever the server's zone. One
 * tied to a hotel that is no longer listed would lead to a dead page, so it is left out too.
 */
function live(): SQL[] {
  return [gte(offers.end_date, todayInIraq()), or(isNull(offers.hotel_id), publicHotel) as SQL]
}

const offerHotel = eq(hotels.id, offers.hotel_id)

export async function listOffers(db: Db, q: OfferListQuery): Promise<OfferList> {
  const where = live()
  if (q['filter[governorate_id]']) where.push(eq(offers.governorate_id, q['filter[governorate_id]']))
  const rows = await db
    .select({ ...getTableColumns(offers), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(offers)
    .leftJoin(hotels, offerHotel)
    .where(and(...where))
    .orderBy(asc(offers.end_date), asc(offers.id))
    .limit(q.take)
    .offset((q.page - 1) * q.take)
  // The window count rides on the rows; only a page past the end needs its own count.
  const total = rows[0]?.total ?? (q.page > 1 ? await countOffers(db, where) : 0)
  return {
    data: rows.map(({ total: _, ...offer }) => offer),
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / q.take)),
    per_page: q.take,
    total,
  }
}

async function countOffers(db: Db, where: SQL[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(offers)
    .leftJoin(hotels, offerHotel)
    .where(and(...where))
  return row?.n ?? 0
}

/** Live offers among `ids`, keyed by id (for slider children). */
export async function offersByIds(db: Db, ids: number[]): Promise<Map<number, Offer>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select(getTableColumns(offers))
    .from(offers)
    .leftJoin(hotels, offerHotel)
    .where(and(...live(), inArray(offers.id, ids)))
  return new Map(rows.map((o) => [o.id, o]))
}
