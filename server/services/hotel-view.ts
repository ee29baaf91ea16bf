import { asc, eq, inArray } from 'drizzle-orm'
import type { HotelSummary } from '../../contract/hotel'
import type { Db } from '../db/client'
import { hotelImages, hotelServices, type hotels, services } from '../db/schema'

type HotelRow = typeof hotels.$inferSelect
type Ref = { id: number; ar_name: string; en_name: string; kr_name: string }

/** Images of many hotels in one query, in gallery order. */
export async function imagesOf(db: Db, ids: number[]) {
  const out = new Map<number, { id: number; image_path: string }[]>()
  if (ids.length === 0) return out
  const rows = await db
    .select({ id: hotelImages.id, hotel_id: hotelImages.hotel_id, image_path: hotelImages.image_path })
    .from(hotelImages)
    .where(inArray(hotelImages.hotel_id, ids))
    .orderBy(asc(hotelImages.hotel_id), asc(hotelImages.sort_order), asc(hotelImages.id))
  for (const r of rows) {
    const list = out.get(r.hotel_id) ?? []
    list.push({ id: r.id, image_path: r.image_path })
    out.set(r.hotel_id, list)
  }
  return out
}

/** Services of many hotels in one query. */
export async function servicesOf(db: Db, ids: number[]) {
  const out = new Map<number, HotelSummary['all_services']>()
  if (ids.length === 0) return out
  const rows = await db
    .select({
      hotel_id: hotelServices.hotel_id,
      id: services.id,
      icon: services.icon,
      ar_name: services.ar_name,
      en_name: services.en_name,
      kr_name: services.kr_name,
    })
    .from(hotelServices)
    .innerJoin(services, eq(services.id, hotelServices.service_id))
    .where(inArray(hotelServices.hotel_id, ids))
    .orderBy(asc(services.id))
  for (const { hotel_id, ...s } of rows) {
    const list = out.get(hotel_id) ?? []
    list.push(s)
    out.set(hotel_id, list)
  }
  return out
}

/** The §3 hotel fields, shared by the list, the detail and anything else showing a hotel. */
export function hotelSummary(
  h: HotelRow,
  extra: {
    images: { id: number; image_path: string }[]
    services: HotelSummary['all_services']
    governorate?: Ref
    city?: (Ref & { governorate_id: number }) | null
    isFavourite: boolean
    distance: number | null
    /** After the promotion, and `original*` before it. */
    price: {
      base: number
      converted: number
      originalBase: number
      originalConverted: number
      currency: string
    } | null
    discountPercentage: number
    currency: string
    decimals?: number
    nights: number
  },
): HotelSummary {
  return {
    id: h.id,
    title: h.en_title,
    ar_title: h.ar_title,
    en_title: h.en_title,
    kr_title: h.kr_title,
    address: h.address,
    ar_address: h.ar_address,
    kr_address: h.kr_address,
    stars: h.stars,
    rate: h.rate,
    total_views: h.total_views,
    image: extra.images[0]?.image_path ?? null,
    images: extra.images,
    is_faviorate: extra.isFavourite,
    ar_description: h.ar_description,
    en_description: h.en_description,
    kr_description: h.kr_description,
    governorate_id: h.governorate_id,
    city_id: h.city_id,
    ...(extra.governorate ? { governorate: extra.governorate } : {}),
    ...(extra.city !== undefined ? { city: extra.city } : {}),
    all_services: extra.services,
    lat: h.lat,
    lng: h.lng,
    long: h.lng,
    distance: extra.distance,
    reserve_without_credit: h.reserve_without_credit,
    is_active: h.is_active,
    show_in_website: h.show_in_website,
    smoking_policy: h.smoking_policy,
    has_pool: h.has_pool,
    has_gym: h.has_gym,
    has_restaurant: h.has_restaurant,
    has_bar: h.has_bar,
    has_brakfast: h.has_brakfast,
    has_sauna: h.has_sauna,
    has_room_service: h.has_room_service,
    has_sweet_rooms: h.has_sweet_rooms,
    has_free_parking: h.has_free_parking,
    child_free_age: h.child_free_age,
    child_night_rate: h.child_night_rate,
    total_price: extra.price?.base ?? null,
    total_price_with_currency: extra.price?.converted ?? null,
    original_price: extra.price?.originalBase ?? null,
    original_price_with_currency: extra.price?.originalConverted ?? null,
    discount_percentage: extra.discountPercentage,
    currency: extra.currency,
    decimals: extra.decimals ?? 2,
    nights: extra.nights,
  }
}

/** `include=city,governorate` (§7): related objects only when asked for. */
export function includes(include: string | undefined) {
  const parts = new Set((include ?? '').split(',').map((s) => s.trim()))
  return { city: parts.has('city'), governorate: parts.has('governorate') }
}

/** JSON text already written (a summary's governorate, say), put into an answer as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * A hotel's stored summary (`hotel_summaries.fields`, decision 22) with the fields that depend
 * on the request put in front, as JSON text, without parsing the summary: a search page carries
 * nine of them, and parsing and writing them again was a large part of the server's work.
 */
export function summaryWith(summary: string, fields: Record<string, unknown>): string {
  let head = '{'
  for (const [key, value] of Object.entries(fields)) {
    head += `${JSON.stringify(key)}:${value instanceof JsonText ? value.text : JSON.stringify(value)},`
  }
  return head + summary.slice(1)
}
