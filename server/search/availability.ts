import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { roomNights, rooms } from '../db/schema'
import { CALENDAR_MAX_ROOMS, PRICE_BLOCK, PRICE_EPOCH } from './constants'
import { arrayParam } from './prepared'
import type { Stay } from './stay'

/** Rooms of a type still free on a night. */
export const freeRooms = sql<number>`(${roomNights.rooms_for_sale} - ${roomNights.rooms_held} - ${roomNights.rooms_booked})`

/**
 * Each room type of a hotel over a stay, from its nights: how many nights have a row, whether
 * any is closed, the fewest rooms free on any night and the sum of the nightly rates. The hotel
 * page and the booking quote read availability the same way. `only` narrows to some room ids.
 */
export function roomStays(db: Db, hotelId: number, stay: Stay, only?: number[]) {
  const shortArrival = sql`${roomNights.night} = ${stay.checkin}::date AND ${roomNights.min_nights} > ${stay.nights}::int`
  const where: SQL[] = [eq(rooms.hotel_id, hotelId)]
  if (only) where.push(inArray(rooms.id, only))
  return db
    .select({
      room: rooms,
      nights: sql<number>`count(${roomNights.night})`.mapWith(Number),
      // A closed night, or an arrival night asking for a longer stay, makes the stay unbookable.
      closed: sql<boolean>`coalesce(bool_or(${roomNights.closed} OR (${shortArrival})), false)`.mapWith(
        Boolean,
      ),
      free: sql<number>`coalesce(min(${freeRooms}), 0)`.mapWith(Number),
      stayRate: sql<number>`coalesce(sum(${roomNights.rate}), 0)`.mapWith(Number),
    })
    .from(rooms)
    .leftJoin(
      roomNights,
      and(
        eq(roomNights.room_id, rooms.id),
        gte(roomNights.night, stay.checkin),
        lt(roomNights.night, stay.checkout),
      ),
    )
    .where(and(...where))
    .groupBy(rooms.id)
    .orderBy(asc(rooms.id))
}

/** Named parameters of a statement being written (server/search/prepared.ts). */
export class Params {
  readonly values: Record<string, unknown> = {}
  /**
   * `:name::type` standing for `value`; a name always carries one value. Typed at every use:
   * PostgreSQL infers a parameter's type once, and `/` on a numeric is not integer division.
   */
  add(name: string, value: unknown, type: 'int' | 'int[]' | 'date' | 'numeric' | 'float8' | 'text'): string {
    this.values[name] = value
    return `:${name}::${type}`
  }
}

/**
 * Room types (`room_calendars` as `c`) that can take the party in `stay.rooms` rooms and have
 * that many rooms free on every night of the stay: no closed, sold-out or missing night. The
 * calendar answers with one byte, the run of bookable nights from check-in (decision 18); above
 * CALENDAR_MAX_ROOMS rooms it only says "at least that many", and the stay's nights are checked
 * for the rest. A minimum stay set on the arrival night is checked too.
 */
export function bookableRoomTypes(p: Params, stay: Stay, c = 'c'): string {
  const rooms = p.add('rooms', stay.rooms, 'int')
  const checkin = p.add('checkin', stay.checkin, 'date')
  // Three bytes per night: the runs for 1, 2 and 3 rooms (more rooms: the run for 3).
  const column = p.add('run_column', Math.min(stay.rooms, CALENDAR_MAX_ROOMS) - 1, 'int')
  const conditions = [
    `${c}.adult_number * ${rooms} >= ${p.add('adults', stay.adults, 'int')}`,
    `(${c}.adult_number + ${c}.children_number) * ${rooms} >= ${p.add('party', stay.adults + stay.children, 'int')}`,
    `CASE WHEN ${checkin} BETWEEN ${c}.first_night AND ${c}.last_night
       THEN get_byte(${c}.runs, 3 * (${checkin} - ${c}.first_night) + ${column}) ELSE 0 END
       >= ${p.add('nights', stay.nights, 'int')}`,
  ]
  // A minimum stay on the arrival night (the console's calendar). `min_nights > 1` is written
  // out so the planner reads the small partial index of such nights, even with generic plans.
  conditions.push(
    `NOT EXISTS (SELECT 1 FROM room_nights ms WHERE ms.room_id = ${c}.room_id AND ms.night = ${checkin}
       AND ms.min_nights > 1 AND ms.min_nights > ${p.add('nights', stay.nights, 'int')})`,
  )
  if (stay.rooms > CALENDAR_MAX_ROOMS) {
    conditions.push(
      `NOT EXISTS (SELECT 1 FROM room_nights n WHERE n.room_id = ${c}.room_id
         AND n.night >= ${checkin} AND n.night < ${p.add('checkout', stay.checkout, 'date')}
         AND n.rooms_for_sale - n.rooms_held - n.rooms_booked < ${rooms})`,
    )
  }
  return conditions.join(' AND ')
}

/**
 * The stay's rate for one room of a bookable room type `c`, from its price blocks (decision 18):
 * `join` adds the one or two `room_prices` rows the stay lies in, `cents` is the sum of its
 * nightly rates in cents (a bigint: compare and aggregate it, then `fromCents`). The blocks are the same for every room type, so where the stay starts in its
 * block, and whether it runs into the next, is known before the statement is written.
 *
 * `everyRoomType`: the statement prices all room types of the country, so the block's rows are
 * read once and hash-joined rather than looked up one room type at a time (a search of all of
 * Iraq sorted by price: 27 → 16 ms of PostgreSQL time on the 2,000-hotel data).
 */
export function stayPrice(
  p: Params,
  stay: Stay,
  c = 'c',
  everyRoomType = false,
): { join: string; cents: string } {
  const day = Math.round(
    (Date.parse(`${stay.checkin}T00:00:00Z`) - Date.parse(`${PRICE_EPOCH}T00:00:00Z`)) / 86_400_000,
  )
  const offset = day % PRICE_BLOCK
  const block = p.add('price_block', Math.floor(day / PRICE_BLOCK), 'int')
  const end = p.add('price_end', offset + stay.nights, 'int')
  const start = offset === 0 ? '0' : `p1.sums[${p.add('price_start', offset, 'int')}]`
  const prices = (alias: string, blockSql: string) =>
    everyRoomType
      ? `JOIN (SELECT room_id, sums FROM room_prices WHERE block = ${blockSql} OFFSET 0) ${alias} ON ${alias}.room_id = ${c}.room_id`
      : `JOIN room_prices ${alias} ON ${alias}.block = ${blockSql} AND ${alias}.room_id = ${c}.room_id`
  const first = prices('p1', block)
  if (offset + stay.nights <= PRICE_BLOCK) return { join: first, cents: `(p1.sums[${end}] - ${start})` }
  return {
    join: `${first} ${prices('p2', `${block} + 1`)}`,
    cents: `(p1.sums[${PRICE_BLOCK}] - ${start} + p2.sums[${end} - ${PRICE_BLOCK}])`,
  }
}

/** An amount in cents as the base currency's numeric (exact: what summing the rates gives). */
export const fromCents = (cents: string) => `(${cents}::numeric / 100)`

/**
 * How many of the party's children pay under the hotel `h`'s policy: a stated age at or above
 * `child_free_age` pays; a child without a stated age is priced as paying.
 */
export function payingChildren(p: Params, stay: Stay, freeAgeSql: string): string {
  const unknown = p.add('unknown_children', Math.max(0, stay.children - stay.childAges.length), 'int')
  // The stated ages as one sorted array, so that every party is the same statement whatever its
  // number of children (one CASE per age made each count a statement of its own, prepared and
  // planned again on every connection). `width_bucket(x, sorted)` is how many ages are ≤ x, so
  // the stated ages at or above the free age are all of them but those ≤ free age − 1.
  const ages = [...stay.childAges].sort((a, b) => a - b)
  const stated = p.add('stated_children', ages.length, 'int')
  const sorted = p.add('child_ages', arrayParam(ages), 'int[]')
  return `(${stated} - width_bucket(${freeAgeSql} - 1, ${sorted}) + ${unknown})`
}

/**
 * What the party's children add to the stay at hotel `h` (base currency), as SQL. `freeAgeSql`:
 * the age from which a child pays (the hotel's, or a family offer's: `childFreeAgeSql`);
 * `nightRateSql`: what a paying child adds per night (the hotel's, or a room type's own:
 * `childNightRateSql`).
 */
export function supplementSql(
  p: Params,
  stay: Stay,
  h = 'h',
  freeAgeSql = `${h}.child_free_age`,
  nightRateSql = `${h}.child_night_rate`,
): string {
  return `(${payingChildren(p, stay, freeAgeSql)} * ${nightRateSql} * ${p.add('nights', stay.nights, 'int')})`
}

/** A room type's child rate per night: its own (`c.child_night_rate`) or else hotel `h`'s. */
export const childNightRateSql = (ownSql: string, h = 'h') => `coalesce(${ownSql}, ${h}.child_night_rate)`

/** The stay's total in the base currency for hotel `h`, from the cheapest room type's stay rate. */
export function stayTotal(
  p: Params,
  stay: Stay,
  stayRateSql: string,
  h = 'h',
  freeAgeSql?: string,
  nightRateSql?: string,
): string {
  return `(${stayRateSql} * ${p.add('rooms', stay.rooms, 'int')} + ${supplementSql(p, stay, h, freeAgeSql, nightRateSql)})`
}

/** The child supplement in JS, for one policy (detail page, booking). */
export function childSupplement(
  stay: Stay,
  policy: { child_free_age: number; child_night_rate: number },
): number {
  const unknown = Math.max(0, stay.children - stay.childAges.length)
  const paying = stay.childAges.filter((a) => a >= policy.child_free_age).length + unknown
  return Math.round(paying * policy.child_night_rate * stay.nights * 100) / 100
}

/**
 * The child rate per night of a stay in `rooms` (decision 42): a room type's own rate, or the
 * hotel's when it has none. A booking of several room types charges the children at the lowest
 * of theirs: which room a child sleeps in is the party's choice, and the cheapest is open to it.
 */
export function childNightRate(
  hotelRate: number | string,
  rooms: readonly { child_night_rate: number | string | null }[],
): number {
  const rates = rooms.map((r) => Number(r.child_night_rate ?? hotelRate))
  return rates.length ? Math.min(...rates) : Number(hotelRate)
}
