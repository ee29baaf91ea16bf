import { eq, inArray } from 'drizzle-orm'
import type { BookingQuote } from '../../../contract/booking'
import type { Db } from '../../db/client'
import { cities, governorates, hotels } from '../../db/schema'
import { firstImage, governorateNames } from '../hotel-cards'
import type { Tx } from './inventory'

export type HotelBrief = BookingQuote['hotel']

/** Title, stars, image and place of hotels, for quotes, reservations and vouchers. */
export async function hotelBriefs(db: Db | Tx, ids: number[]): Promise<Map<number, HotelBrief>> {
  const out = new Map<number, HotelBrief>()
  if (ids.length === 0) return out
  const rows = await db
    .select({
      id: hotels.id,
      ar_title: hotels.ar_title,
      en_title: hotels.en_title,
      kr_title: hotels.kr_title,
      stars: hotels.stars,
      image: firstImage,
      governorate: governorateNames,
      city_id: cities.id,
      city_ar: cities.ar_name,
      city_en: cities.en_name,
      city_kr: cities.kr_name,
    })
    .from(hotels)
    .innerJoin(governorates, eq(governorates.id, hotels.governorate_id))
    .leftJoin(cities, eq(cities.id, hotels.city_id))
    .where(inArray(hotels.id, ids))
  for (const r of rows) out.set(r.id, briefOf(r))
  return out
}

/** The columns hotelBriefs reads, flat: also what the booking's first statement selects. */
export interface BriefColumns {
  id: number
  ar_title: string
  en_title: string
  kr_title: string
  stars: number
  image: string | null
  governorate: { id: number; ar_name: string; en_name: string; kr_name: string }
  city_id: number | null
  city_ar: string | null
  city_en: string | null
  city_kr: string | null
}

export function briefOf(r: BriefColumns): HotelBrief {
  return {
    id: r.id,
    title: r.en_title,
    ar_title: r.ar_title,
    en_title: r.en_title,
    kr_title: r.kr_title,
    stars: r.stars,
    image: r.image,
    governorate: r.governorate,
    city:
      r.city_id === null
        ? null
        : { id: r.city_id, ar_name: r.city_ar ?? '', en_name: r.city_en ?? '', kr_name: r.city_kr ?? '' },
  }
}
