import { and, asc, eq, gte, inArray, isNull, or, type SQL } from 'drizzle-orm'
import { todayInIraq } from '../../contract/dates'
import type { Discount, DiscountListQuery } from '../../contract/marketing'
import type { Db } from '../db/client'
import { discounts, hotels } from '../db/schema'
import { firstImage, publicHotel } from './hotel-cards'

/** A discount's own fields (the console's `AdminDiscount`). */
export const discountColumns = {
  id: discounts.id,
  hotel_id: discounts.hotel_id,
  percentage: discounts.percentage,
  ar_description: discounts.ar_description,
  en_description: discounts.en_description,
  kr_description: discounts.kr_description,
  stay_from: discounts.stay_from,
  stay_to: discounts.stay_to,
  book_by: discounts.book_by,
}

/**
 * Discounts with their hotel in one query. Not offered: a discount on an unlisted hotel, or one
 * whose last night or last day of booking is past (Iraq time, as offers end): no booking can get
 * it any more.
 */
function selectDiscounts(db: Db, where?: SQL) {
  return db
    .select({
      ...discountColumns,
      hotel: {
        id: hotels.id,
        ar_title: hotels.ar_title,
        en_title: hotels.en_title,
        kr_title: hotels.kr_title,
        image: firstImage,
        stars: hotels.stars,
        governorate_id: hotels.governorate_id,
      },
    })
    .from(discounts)
    .innerJoin(hotels, eq(hotels.id, discounts.hotel_id))
    .where(and(publicHotel, stillOffered(todayInIraq()), where))
    .orderBy(asc(discounts.id))
}

const stillOffered = (today: string) =>
  and(
    or(isNull(discounts.stay_to), gte(discounts.stay_to, today)),
    or(isNull(discounts.book_by), gte(discounts.book_by, today)),
  )

// `title` is the English title, as in the hotel list.
const withTitle = (d: Awaited<ReturnType<typeof selectDiscounts>>[number]): Discount => ({
  ...d,
  hotel: { ...d.hotel, title: d.hotel.en_title },
})

export async function listDiscounts(db: Db, q: DiscountListQuery): Promise<Discount[]> {
  const rows = await selectDiscounts(db).limit(q.take).offset(q.skip)
  return rows.map(withTitle)
}

/** Offered discounts among `ids`, keyed by id (for slider children). */
export async function discountsByIds(db: Db, ids: number[]): Promise<Map<number, Discount>> {
  if (ids.length === 0) return new Map()
  const rows = await selectDiscounts(db, inArray(discounts.id, ids))
  return new Map(rows.map((d) => [d.id, withTitle(d)]))
}
