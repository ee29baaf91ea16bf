import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { HotelList, HotelListQuery, HotelSummary } from '../../contract/hotel'
import type { Db } from '../db/client'
import { cities, governorates, hotelImages, hotelServices, hotels, rooms, services } from '../db/schema'
import type { Caller } from '../http/context'
import { convert, currencyRate } from './currencies'
import { resolveStay, type Stay } from './stay'

/**
 * Cheapest room type per hotel that can take the whole party in the requested number of
 * rooms. One grouped subquery joined to the page query: one round trip per page, no N+1.
 */
function cheapestOffer(db: Db, stay: Stay) {
  return db
    .select({
      hotel_id: rooms.hotel_id,
      nightly: sql<number>`min(${rooms.base_rate})`.mapWith(Number).as('nightly'),
    })
    .from(rooms)
    .where(
      and(
        gte(rooms.room_count, stay.rooms),
        gte(sql`${rooms.adult_number} * ${stay.rooms}`, stay.adults),
        gte(
          sql`(${rooms.adult_number} + ${rooms.children_number}) * ${stay.rooms}`,
          stay.adults + stay.children,
        ),
      ),
    )
    .groupBy(rooms.hotel_id)
    .as('offer')
}

export async function listHotels(db: Db, q: HotelListQuery, _caller: Caller | null): Promise<HotelList> {
  const stay = resolveStay(q)
  const currency = await currencyRate(db, q.currency)
  const offer = cheapestOffer(db, stay)
  // The price filter reads the chosen currency per night for all requested rooms.
  const nightlyInCurrency = sql`${offer.nightly} * ${stay.rooms} * ${currency.rate}`
  const where: SQL[] = [eq(hotels.is_active, true), eq(hotels.show_in_website, true)]
  if (q['filter[governorate_id]']) where.push(eq(hotels.governorate_id, q['filter[governorate_id]']))
  if (q['filter[city_id]']) where.push(eq(hotels.city_id, q['filter[city_id]']))
  if (q.start_price > 0) where.push(gte(nightlyInCurrency, q.start_price))
  if (q.end_price !== undefined && q.end_price > 0) where.push(lte(nightlyInCurrency, q.end_price))

  const order = {
    '-id': [desc(hotels.id)],
    id: [asc(hotels.id)],
    price: [asc(offer.nightly), desc(hotels.id)],
    '-price': [desc(offer.nightly), desc(hotels.id)],
    rate: [asc(hotels.rate), desc(hotels.id)],
    '-rate': [desc(hotels.rate), desc(hotels.id)],
    stars: [asc(hotels.stars), desc(hotels.id)],
    '-stars': [desc(hotels.stars), desc(hotels.id)],
  }[q.sort]

  const rows = await db
    .select({
      hotel: hotels,
      governorate: {
        id: governorates.id,
        ar_name: governorates.ar_name,
        en_name: governorates.en_name,
        kr_name: governorates.kr_name,
      },
      city: { id: cities.id, ar_name: cities.ar_name, en_name: cities.en_name, kr_name: cities.kr_name },
      nightly: offer.nightly,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(hotels)
    .innerJoin(offer, eq(offer.hotel_id, hotels.id))
    .innerJoin(governorates, eq(governorates.id, hotels.governorate_id))
    .leftJoin(cities, eq(cities.id, hotels.city_id))
    .where(and(...where))
    .orderBy(...order)
    .limit(q.take)
    .offset((q.page - 1) * q.take)

  const total = rows[0]?.total ?? (q.page > 1 ? await countMatching(db, offer, where) : 0)
  const ids = rows.map((r) => r.hotel.id)
  const [images, serviceRows] = await Promise.all([imagesOf(db, ids), servicesOf(db, ids)])

  const data: HotelSummary[] = rows.map(({ hotel: h, governorate, city, nightly }) => {
    const base = Math.round(nightly * stay.nights * stay.rooms * 100) / 100
    const hotelImagesList = images.get(h.id) ?? []
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
      image: hotelImagesList[0]?.image_path ?? null,
      images: hotelImagesList,
      is_faviorate: false,
      ar_description: h.ar_description,
      en_description: h.en_description,
      kr_description: h.kr_description,
      governorate_id: h.governorate_id,
      city_id: h.city_id,
      governorate,
      city: city?.id ? { ...city, id: city.id, governorate_id: h.governorate_id } : null,
      all_services: serviceRows.get(h.id) ?? [],
      lat: h.lat,
      lng: h.lng,
      long: h.lng,
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
      total_price: base,
      total_price_with_currency: convert(base, currency.rate, currency.decimals),
      currency: currency.code,
      nights: stay.nights,
    }
  })
  return {
    data,
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / q.take)),
    per_page: q.take,
    total,
  }
}

/** Only needed when a page past the end comes back empty but the caller still wants the total. */
async function countMatching(db: Db, offer: ReturnType<typeof cheapestOffer>, where: SQL[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(hotels)
    .innerJoin(offer, eq(offer.hotel_id, hotels.id))
    .where(and(...where))
  return row?.n ?? 0
}

async function imagesOf(db: Db, ids: number[]) {
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

async function servicesOf(db: Db, ids: number[]) {
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
