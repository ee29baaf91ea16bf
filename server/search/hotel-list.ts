import { sql } from 'drizzle-orm'
import { todayInIraq } from '../../contract/dates'
import { HOTEL_FLAGS, HOTEL_SORTS, type HotelListQuery, type HotelSort } from '../../contract/hotel'
import { messages } from '../../contract/messages'
import type { Db } from '../db/client'
import type { Caller } from '../http/context'
import { HttpError } from '../http/errors'
import { convert } from '../services/currencies'
import { includes, JsonText, summaryWith } from '../services/hotel-view'
import {
  bookableRoomTypes,
  childNightRateSql,
  fromCents,
  Params,
  stayPrice,
  stayTotal,
  supplementSql,
} from './availability'
import { columns, sqlText, statementsByKey } from './prepared'
import {
  afterPromotion,
  afterPromotionSql,
  childFreeAgeSql,
  familyByHotelSql,
  promotionsByHotelSql,
} from './promotions'
import { validStay } from './stay'

/** One row of the search statement: the currency, the count, and one hotel of the page. */
interface SearchRow {
  ex_price: string
  decimals: number
  total: number
  /** Null on the one row of a page past the end (or of no match). */
  id: number | null
  /**
   * One room's stay rate of the cheapest room type that fits, the promotion's percentage
   * (decision 33) and the children's supplement: the totals are made of them as the quote does.
   */
  stay_rate: string | null
  pct: number | null
  supplement: string | null
  distance: number | null
  /** `hotel_summaries.fields` (decision 22): JSON text of the hotel's §3 fields no search changes. */
  summary: string | null
  governorate: string | null
  city: string | null
  is_favourite: boolean | null
  free_cancellation: boolean | null
}

const searchStatement = statementsByKey<SearchRow>('hotel_search')

/** Hotel-level filters of §7, on `hotels` as `h`. */
function hotelFilters(p: Params, q: HotelListQuery): string {
  const where = ['h.is_active', 'h.show_in_website']
  if (q['filter[governorate_id]'])
    where.push(`h.governorate_id = ${p.add('governorate', q['filter[governorate_id]'], 'int')}`)
  if (q['filter[city_id]']) where.push(`h.city_id = ${p.add('city', q['filter[city_id]'], 'int')}`)
  if (q['filter[stars]']) where.push(`h.stars >= ${p.add('stars', q['filter[stars]'], 'int')}`)
  if (q['filter[rate]']) where.push(`h.rate >= ${p.add('rate', q['filter[rate]'], 'numeric')}`)
  if (q['filter[total_views]'])
    where.push(`h.total_views >= ${p.add('views', q['filter[total_views]'], 'int')}`)
  // The flag names are the contract's own list, never the caller's text.
  for (const flag of HOTEL_FLAGS) if (q[`filter[${flag}]`]) where.push(`h.${flag}`)
  return where.join(' AND ')
}

/** Kilometres on a flat projection: exact enough inside one country, and cheap per row. */
function distanceKm(p: Params, lat: number, lng: number): string {
  const cosLat = Math.cos((lat * Math.PI) / 180)
  return `(111.32 * sqrt(power(h.lat - ${p.add('lat', lat, 'float8')}, 2) + power((h.lng - ${p.add('lng', lng, 'float8')}) * ${p.add('cos_lat', cosLat, 'float8')}, 2)))`
}

/**
 * ORDER BY of `sort`, on rows of `matching` (aliased `m`, or `p` once paged). The sort is a
 * parameter, not the statement's text: one statement serves every sort, where each sort made a
 * statement of its own, prepared and planned on every pooled connection (decision 29). A sort
 * orders on one column, ascending or descending (the other CASE is null on every row), then by
 * id descending: `rate DESC, id DESC` and so on, as when each was written out. `price` only
 * where the statement prices every match (`total_base`); `distance` only with a position
 * (without one it is `-id`), and on its own: as numeric a float8 would be rounded.
 */
function orderOf(p: Params, sort: HotelSort, here: boolean, priced: boolean, m: string): string {
  const code = p.add('sort', HOTEL_SORTS.indexOf(sort === 'distance' && !here ? '-id' : sort), 'int')
  const when = (s: HotelSort, column: string, used = true) =>
    used ? ` WHEN ${HOTEL_SORTS.indexOf(s)} THEN ${m}.${column}::numeric` : ''
  const ascending = `${when('id', 'id')}${when('price', 'total_base', priced)}${when('rate', 'rate')}${when('stars', 'stars')}`
  const descending = `${when('-price', 'total_base', priced)}${when('-rate', 'rate')}${when('-stars', 'stars')}${when('popularity', 'total_views')}`
  const nearest = here
    ? `CASE WHEN ${code} = ${HOTEL_SORTS.indexOf('distance')} THEN ${m}.distance END ASC NULLS LAST, `
    : ''
  return `${nearest}CASE ${code}${ascending} END ASC, CASE ${code}${descending} END DESC, ${m}.id DESC`
}

/**
 * `GET /api/hotel`: hotels that can host the party for every night of the stay, with the
 * cheapest total for it, filtered, sorted and paged — with the currency, the count and
 * everything the page shows (images, services, places, favourites) — in one statement.
 *
 * Which hotels match comes from the room types' calendars, one short row each (decision 18),
 * not from their nights. Prices are sums of nightly rates: read for every bookable room type
 * only when they sort or filter the list, otherwise for the page's hotels alone.
 */
export async function listHotels(
  db: Db,
  q: HotelListQuery,
  caller: Caller | null,
  now = new Date(),
): Promise<string> {
  const stay = validStay(q, now)
  const p = new Params()
  const currency = p.add('currency', q.currency, 'text')
  const filters = hotelFilters(p, q)
  const bookable = bookableRoomTypes(p, stay)
  // A bookable room type of hotel `h` that can still be cancelled for nothing: free until
  // midnight (Iraq) `free_cancel_days` before check-in, and today in Iraq is before that day.
  // The room's terms are read by its key, one room type at a time: written as a join, the generic
  // plan hashed every room of the country for each hotel of the page (PGlite: 12 ms a search).
  const freeCancel = `EXISTS (SELECT 1 FROM room_calendars fc
      WHERE fc.hotel_id = h.id AND ${bookableRoomTypes(p, stay, 'fc')}
        AND (SELECT fr.cancellation_policy = 'free_until'
               AND ${p.add('today_iraq', todayInIraq(), 'date')} < ${p.add('checkin', stay.checkin, 'date')} - fr.free_cancel_days
             FROM rooms fr WHERE fr.id = fc.room_id))`
  const allFilters = q['filter[free_cancellation]'] ? `${filters} AND ${freeCancel}` : filters
  const here = q['filter[lat]'] !== undefined && q['filter[long]'] !== undefined
  const distance = here
    ? distanceKm(p, q['filter[lat]'] as number, q['filter[long]'] as number)
    : 'NULL::float8'
  const sort = q.sort ?? (here ? 'distance' : '-id')
  // Prices rank or filter the list: needed for every match. Otherwise for the page only.
  const priced = sort === 'price' || sort === '-price' || q.start_price > 0 || Boolean(q.end_price)

  // A governorate or a city: each hotel's room types are looked up by hotel (a few hundred
  // index reads). The whole country: one pass over all room types' calendars is cheaper.
  const selective = Boolean(q['filter[governorate_id]'] || q['filter[city_id]'])
  const price = stayPrice(p, stay)
  // Children in the party: a room type with its own child rate (decision 42) may make another
  // room type the cheapest stay, so the stay is priced per child rate, supplement included.
  // Without children every room type's supplement is 0 and the cheapest rate is enough.
  const withChildren = stay.children > 0
  // Children free under the hotel's age, or a family offer's for a stay it covers (the
  // statement's `family`, familyByHotelSql; only with children, where the age matters).
  const childFreeAge = withChildren
    ? childFreeAgeSql('(SELECT fm.under FROM family fm WHERE fm.hotel_id = h.id)')
    : 'h.child_free_age'
  // The bookable room types of hotel `h`, with their prices.
  const pricedHere = `FROM room_calendars c ${price.join} WHERE c.hotel_id = h.id AND ${bookable}`
  // With children, the promotion and the free age are worked out once per hotel (OFFSET 0 keeps
  // the planner from copying their subqueries into every expression that reads them).
  const perHotel = (pctSql: string, freeAgeSql = childFreeAge) =>
    `(SELECT ${pctSql} AS pct, ${freeAgeSql} AS free_age OFFSET 0)`
  // The promotion of hotel `h`, from the statement's `promos` (promotionsByHotelSql), read once.
  const promotionPct = `coalesce((SELECT pm.pct FROM promos pm WHERE pm.hotel_id = h.id), 0)`
  let matching: string
  let pageRate: string
  let pagePct: string
  let pageSupplement = supplementSql(p, stay, 'h', childFreeAge)
  // Joined to each hotel of the page, for the columns above to read (none: '').
  let pageJoin = ''
  if (priced) {
    // The price range reads the chosen currency, per night, for all requested rooms, after the
    // promotion: the price the card shows. Its bounds are parameters, 0 for none (the query's own
    // default), so that a search with a range is the same statement as one sorted by price.
    const range = (totalSql: string) => {
      const nightly = `${totalSql} / ${p.add('nights', stay.nights, 'int')} * cur.ex_price`
      const start = p.add('start_price', q.start_price, 'numeric')
      const end = p.add('end_price', q.end_price ?? 0, 'numeric')
      return ` AND (${start} <= 0 OR ${nightly} >= ${start}) AND (${end} = 0 OR ${nightly} <= ${end})`
    }
    // With children: one row per hotel and child rate (`child_rate`, null: the hotel's).
    const byRate = withChildren ? ', c.child_night_rate AS child_rate' : ''
    let offers: string
    if (selective) {
      offers = `hotels h CROSS JOIN LATERAL (SELECT ${fromCents(`min(${price.cents})`)} AS stay_rate${byRate} ${pricedHere}${withChildren ? ' GROUP BY c.child_night_rate' : ''}) o`
    } else {
      // The whole country: the cheapest stay per hotel over every bookable room type, priced
      // first (narrow rows: hotel and cents) and then grouped; OFFSET 0 keeps it in that order.
      const everyPrice = stayPrice(p, stay, 'c', true)
      const rateKey = withChildren ? ', x.child_rate' : ''
      offers = `hotels h JOIN (
           SELECT x.hotel_id${rateKey}, ${fromCents('min(x.cents)')} AS stay_rate
           FROM (SELECT c.hotel_id${byRate}, ${everyPrice.cents} AS cents FROM room_calendars c ${everyPrice.join}
                 WHERE ${bookable} OFFSET 0) x
           GROUP BY x.hotel_id${rateKey}) o ON o.hotel_id = h.id`
    }
    if (withChildren) {
      // Each hotel's cheapest row after the promotion (ties: the lower price before it), and
      // only then the price range, as without children.
      const nightRate = childNightRateSql('o.child_rate')
      const supplement = supplementSql(p, stay, 'h', 'pr.free_age', nightRate)
      const total = stayTotal(
        p,
        stay,
        afterPromotionSql('o.stay_rate', 'pr.pct'),
        'h',
        'pr.free_age',
        nightRate,
      )
      const original = stayTotal(p, stay, 'o.stay_rate', 'h', 'pr.free_age', nightRate)
      matching = `SELECT m0.* FROM (
          SELECT DISTINCT ON (y.id) y.* FROM (
            SELECT h.id, h.rate, h.stars, h.total_views, ${distance} AS distance, o.stay_rate, pr.pct,
              ${supplement} AS supplement, ${total} AS total_base, ${original} AS original_base
            FROM ${offers} LEFT JOIN promos pm ON pm.hotel_id = h.id LEFT JOIN family fm ON fm.hotel_id = h.id
              CROSS JOIN LATERAL ${perHotel('coalesce(pm.pct, 0)', childFreeAgeSql('fm.under'))} pr
            WHERE ${allFilters} AND o.stay_rate IS NOT NULL OFFSET 0) y
          ORDER BY y.id, y.total_base, y.original_base) m0 CROSS JOIN cur
        WHERE true${range('m0.total_base')}`
      pageSupplement = 'p.supplement'
    } else {
      const total = stayTotal(p, stay, afterPromotionSql('o.stay_rate', 'pr.pct'), 'h', childFreeAge)
      matching = `SELECT h.id, h.rate, h.stars, h.total_views, ${distance} AS distance, o.stay_rate, pr.pct,
          ${total} AS total_base
        FROM ${offers} CROSS JOIN cur
          LEFT JOIN promos pm ON pm.hotel_id = h.id
          CROSS JOIN LATERAL (SELECT coalesce(pm.pct, 0) AS pct) pr
        WHERE ${allFilters} AND o.stay_rate IS NOT NULL${range(total)}`
    }
    pageRate = 'p.stay_rate'
    pagePct = 'p.pct'
  } else {
    const bookableHere = `FROM room_calendars c WHERE c.hotel_id = h.id AND ${bookable}`
    const hasRoom = selective
      ? `(SELECT true ${bookableHere} LIMIT 1)` // a subplan per hotel, stopping at its first room type
      : `EXISTS (SELECT 1 ${bookableHere})` // a semi-join over all calendars
    matching = `SELECT h.id, h.rate, h.stars, h.total_views, ${distance} AS distance
        FROM hotels h
        WHERE ${allFilters} AND ${hasRoom}`
    pageRate = `(SELECT ${fromCents(`min(${price.cents})`)} ${pricedHere})`
    pagePct = promotionPct
    if (withChildren) {
      // The page's hotels' cheapest room type with its own supplement, chosen as the priced
      // list chooses it: one lateral row per hotel of the page gives both (as two subqueries
      // each hotel's room types were read and priced twice).
      const rooms = p.add('rooms', stay.rooms, 'int')
      const supplement = supplementSql(p, stay, 'h', 'k.free_age', childNightRateSql('c.child_night_rate'))
      const perRoomType = `SELECT c.room_id, ${fromCents(price.cents)} AS stay_rate, ${supplement} AS supplement, k.pct
          FROM ${perHotel(pagePct)} k CROSS JOIN room_calendars c ${price.join}
          WHERE c.hotel_id = h.id AND ${bookable}`
      pageJoin = ` LEFT JOIN LATERAL (SELECT y.stay_rate, y.supplement FROM (${perRoomType}) y
          ORDER BY ${afterPromotionSql('y.stay_rate', 'y.pct')} * ${rooms} + y.supplement,
            y.stay_rate * ${rooms} + y.supplement, y.room_id LIMIT 1) ch ON true`
      pageRate = 'ch.stay_rate'
      pageSupplement = 'ch.supplement'
    }
  }
  const favourite = caller
    ? `EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = ${p.add('user_id', caller.userId, 'int')} AND f.hotel_id = h.id)`
    : 'false'
  // The statement's parts, as Drizzle's query builder puts them together; the key names it.
  const parts = {
    cur: `SELECT ex_price, decimals FROM currencies WHERE currency_name = ${currency}`,
    promos: promotionsByHotelSql(p, stay, now),
    family: withChildren ? familyByHotelSql(p, stay, now) : null,
    matching,
    page: `SELECT m.* FROM matching m
      ORDER BY ${orderOf(p, sort, here, priced, 'm')} LIMIT ${p.add('take', q.take, 'int')} OFFSET ${p.add('skip', (q.page - 1) * q.take, 'int')}`,
    stayRate: `(${pageRate})::text`,
    pct: `(${pagePct})::int`,
    supplement: `(${pageSupplement})::text`,
    favourite,
    freeCancel,
    pageJoin,
    order: orderOf(p, sort, here, priced, 'p'),
  }
  const search = searchStatement(JSON.stringify(parts), (qb) => {
    const cte = (name: string, text: string) => qb.$with(name, {}).as(sqlText(text))
    return qb
      .with(
        cte('cur', parts.cur),
        cte('promos', parts.promos),
        ...(parts.family === null ? [] : [cte('family', parts.family)]),
        cte('matching', parts.matching),
        cte('page', parts.page),
      )
      .select(
        columns({
          ex_price: sql<string>`cur.ex_price::text`,
          decimals: sql<number>`cur.decimals`,
          total: sql<number>`(SELECT count(*)::int FROM matching)`,
          id: sql<number | null>`p.id`,
          stay_rate: sqlText<string | null>(parts.stayRate),
          pct: sqlText<number | null>(parts.pct),
          supplement: sqlText<string | null>(parts.supplement),
          distance: sql<number | null>`p.distance`,
          is_favourite: sqlText<boolean | null>(parts.favourite),
          free_cancellation: sqlText<boolean | null>(parts.freeCancel),
          summary: sql<string | null>`hs.fields::text`,
          governorate: sql<string | null>`hs.governorate::text`,
          city: sql<string | null>`hs.city::text`,
        }),
      )
      .from(
        sqlText(
          `cur LEFT JOIN (page p JOIN hotels h ON h.id = p.id JOIN hotel_summaries hs ON hs.hotel_id = p.id${parts.pageJoin}) ON true`,
        ),
      )
      .orderBy(sqlText(parts.order))
  })
  const rows = await search.run(db, p.values)
  const first = rows[0]
  // No currency row: an unknown currency is the caller's mistake (as currencyRate says).
  if (!first) throw new HttpError(422, messages.invalidRequest.id, { currency: [messages.invalidValue.id] })
  const rate = Number(first.ex_price)
  const include = includes(q.include)
  const items: string[] = []
  for (const r of rows) {
    if (r.id === null || !r.summary) continue
    const oneRoom = Number(r.stay_rate)
    const pct = Number(r.pct ?? 0)
    const headline = (one: number) => Math.round((one * stay.rooms + Number(r.supplement)) * 100) / 100
    const original = headline(oneRoom)
    const base = headline(afterPromotion(oneRoom, pct))
    items.push(
      summaryWith(r.summary, {
        is_faviorate: r.is_favourite === true,
        free_cancellation: r.free_cancellation === true,
        distance: r.distance === null ? null : Math.round(Number(r.distance) * 10) / 10,
        total_price: base,
        total_price_with_currency: convert(base, rate, first.decimals),
        original_price: original,
        original_price_with_currency: convert(original, rate, first.decimals),
        discount_percentage: pct,
        currency: q.currency,
        decimals: first.decimals,
        nights: stay.nights,
        ...(include.governorate ? { governorate: new JsonText(r.governorate ?? 'null') } : {}),
        ...(include.city ? { city: new JsonText(r.city ?? 'null') } : {}),
      }),
    )
  }
  const rest = {
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(first.total / q.take)),
    per_page: q.take,
    total: first.total,
  }
  return `{"data":[${items.join(',')}],${JSON.stringify(rest).slice(1)}`
}
