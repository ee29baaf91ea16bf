import { and, eq, inArray, sql } from 'drizzle-orm'
import type { HotelCard } from '../../contract/marketing'
import type { Db } from '../db/client'
import { cities, governorates, hotelImages, hotels } from '../db/schema'

/** Only hotels a guest could open: the same rule as the hotel list. */
export const publicHotel = and(eq(hotels.is_active, true), eq(hotels.show_in_website, true))

/**
 * The gallery's first image, read inside the row's own query. Written with explicit table
 * names because drizzle drops the qualifier on single-table selects, which would make
 * `hotel_id = id` compare the image with itself.
 */
export const firstImage = sql<string | null>`(
  select hi.image_path from ${hotelImages} hi
  where hi.hotel_id = ${hotels}.id
  order by hi.sort_order, hi.id
  limit 1)`

/** A hotel's governorate and city by name in every language, as the answers nest them. */
export const governorateNames = {
  id: governorates.id,
  ar_name: governorates.ar_name,
  en_name: governorates.en_name,
  kr_name: governorates.kr_name,
}
export const cityNames = {
  id: cities.id,
  ar_name: cities.ar_name,
  en_name: cities.en_name,
  kr_name: cities.kr_name,
}

/** Compact cards of the listed public hotels, keyed by id, in one query. */
export async function hotelCardsByIds(db: Db, ids: number[]): Promise<Map<number, HotelCard>> {
  const out = new Map<number, HotelCard>()
  if (ids.length === 0) return out
  const rows = await db
    .select({
      id: hotels.id,
      ar_title: hotels.ar_title,
      en_title: hotels.en_title,
      kr_title: hotels.kr_title,
      stars: hotels.stars,
      rate: hotels.rate,
      image: firstImage,
      lat: hotels.lat,
      lng: hotels.lng,
      governorate: governorateNames,
      city: { ...cityNames, governorate_id: cities.governorate_id },
    })
    .from(hotels)
    .innerJoin(governorates, eq(governorates.id, hotels.governorate_id))
    .leftJoin(cities, eq(cities.id, hotels.city_id))
    .where(and(inArray(hotels.id, ids), publicHotel))
  // `title` is the English title, as in the hotel list.
  for (const r of rows) out.set(r.id, { ...r, title: r.en_title })
  return out
}
