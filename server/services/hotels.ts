import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { HOTEL_FLAGS, type HotelList, type HotelListQuery } from '../../contract/hotel'
import type { Db } from '../db/client'
import { cities, favourites, governorates, hotels } from '../db/schema'
import type { Caller } from '../http/context'
import { cheapestStayOffer, payingChildren } from './availability'
import { convert, currencyRate } from './currencies'
import { hotelSummary, imagesOf, includes, servicesOf } from './hotel-view'
import { validStay } from './stay'

/** Hotel-level filters of §7, applied inside the availability scan as well as outside. */
function hotelFilters(q: HotelListQuery): SQL[] {
  const where: SQL[] = [eq(hotels.is_active, true), eq(hotels.show_in_website, true)]
  if (q['filter[governorate_id]']) where.push(eq(hotels.governorate_id, q['filter[governorate_id]']))
  if (q['filter[city_id]']) where.push(eq(hotels.city_id, q['filter[city_id]']))
  if (q['filter[stars]']) where.push(gte(hotels.stars, q['filter[stars]']))
  if (q['filter[rate]']) where.push(gte(hotels.rate, q['filter[rate]']))
  if (q['filter[total_views]']) where.push(gte(hotels.total_views, q['filter[total_views]']))
  for (const flag of HOTEL_FLAGS) if (q[`filter[${flag}]`]) where.push(eq(hotels[flag], true))
  return where
}

/** Kilometres on a flat projection: exact enough inside one country, and cheap per row. */
function distanceKm(lat: number, lng: number): SQL<number> {
  const cosLat = Math.cos((lat * Math.PI) / 180)
  return sql<number>`(111.32 * sqrt(power(${hotels.lat} - ${lat}, 2) + power((${hotels.lng} - ${lng}) * ${cosLat}, 2)))`
}

/**
 * `GET /api/hotel`: hotels that can host the party for every night of the stay, with the
 * cheapest total for it, filtered, sorted and paged in one query (plus one each for the page's
 * images and services).
 */
export async function listHotels(db: Db, q: HotelListQuery, caller: Caller | null): Promise<HotelList> {
  const stay = validStay(q)
  const currency = await currencyRate(db, q.currency)
  const filters = hotelFilters(q)
  const selective = Boolean(q['filter[governorate_id]'] || q['filter[city_id]'])
  const offer = cheapestStayOffer(db, stay, filters, selective)
  const totalBase = sql<number>`(${offer.stay_rate} * ${stay.rooms} + ${payingChildren(stay)} * ${hotels.child_night_rate} * ${stay.nights})`
  const where = [...filters]
  // The price range reads the chosen currency, per night, for all requested rooms.
  const nightly = sql`${totalBase} / ${stay.nights} * ${currency.rate}`
  if (q.start_price > 0) where.push(gte(nightly, q.start_price))
  if (q.end_price) where.push(lte(nightly, q.end_price))

  const here = q['filter[lat]'] !== undefined && q['filter[long]'] !== undefined
  const distance = here
    ? distanceKm(q['filter[lat]'] as number, q['filter[long]'] as number)
    : sql<null>`null`
  const sort = q.sort ?? (here ? 'distance' : '-id')
  const order = {
    '-id': [desc(hotels.id)],
    id: [asc(hotels.id)],
    price: [asc(totalBase), desc(hotels.id)],
    '-price': [desc(totalBase), desc(hotels.id)],
    rate: [asc(hotels.rate), desc(hotels.id)],
    '-rate': [desc(hotels.rate), desc(hotels.id)],
    stars: [asc(hotels.stars), desc(hotels.id)],
    '-stars': [desc(hotels.stars), desc(hotels.id)],
    distance: here ? [sql`${distance} asc nulls last`, desc(hotels.id)] : [desc(hotels.id)],
    popularity: [desc(hotels.total_views), desc(hotels.id)],
  }[sort]

  const isFavourite = caller
    ? sql<boolean>`exists (select 1 from ${favourites} where ${favourites.user_id} = ${caller.userId} and ${favourites.hotel_id} = ${hotels.id})`
    : sql<boolean>`false`

  // Rank and count on narrow columns; wide hotel rows are read for the page only.
  const ranked = await db
    .select({
      id: hotels.id,
      totalBase: totalBase.mapWith(Number),
      distance: sql<number | null>`${distance}`.mapWith((d) =>
        d === null ? null : Math.round(Number(d) * 10) / 10,
      ),
      isFavourite: isFavourite.mapWith(Boolean),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(hotels)
    .innerJoin(offer, eq(offer.hotel_id, hotels.id))
    .where(and(...where))
    .orderBy(...order)
    .limit(q.take)
    .offset((q.page - 1) * q.take)

  const total = ranked[0]?.total ?? (q.page > 1 ? await countMatching(db, offer, where) : 0)
  const ids = ranked.map((r) => r.id)
  const [pageRows, images, serviceRows] = await Promise.all([
    ids.length
      ? db
          .select({
            hotel: hotels,
            governorate: {
              id: governorates.id,
              ar_name: governorates.ar_name,
              en_name: governorates.en_name,
              kr_name: governorates.kr_name,
            },
            city: {
              id: cities.id,
              ar_name: cities.ar_name,
              en_name: cities.en_name,
              kr_name: cities.kr_name,
            },
          })
          .from(hotels)
          .innerJoin(governorates, eq(governorates.id, hotels.governorate_id))
          .leftJoin(cities, eq(cities.id, hotels.city_id))
          .where(inArray(hotels.id, ids))
      : [],
    imagesOf(db, ids),
    servicesOf(db, ids),
  ])
  const byId = new Map(pageRows.map((r) => [r.hotel.id, r]))
  const rows = ranked.flatMap((r) => {
    const row = byId.get(r.id)
    return row ? [{ ...row, ...r }] : []
  })
  const include = includes(q.include)

  return {
    data: rows.map((r) => {
      const base = Math.round(r.totalBase * 100) / 100
      return hotelSummary(r.hotel, {
        images: images.get(r.hotel.id) ?? [],
        services: serviceRows.get(r.hotel.id) ?? [],
        governorate: include.governorate ? r.governorate : undefined,
        city: include.city
          ? r.city
            ? { ...r.city, governorate_id: r.hotel.governorate_id }
            : null
          : undefined,
        isFavourite: r.isFavourite,
        distance: r.distance,
        price: { base, converted: convert(base, currency.rate, currency.decimals), currency: currency.code },
        currency: currency.code,
        nights: stay.nights,
      })
    }),
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / q.take)),
    per_page: q.take,
    total,
  }
}

/** Only needed for a page past the end, to still report how many hotels match. */
async function countMatching(db: Db, offer: ReturnType<typeof cheapestStayOffer>, where: SQL[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(hotels)
    .innerJoin(offer, eq(offer.hotel_id, hotels.id))
    .where(and(...where))
  return row?.n ?? 0
}
