import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { hotels, roomNights, rooms } from '../db/schema'
import type { Stay } from './stay'

/** Rooms of a type still free on a night. */
export const freeRooms = sql<number>`(${roomNights.rooms_for_sale} - ${roomNights.rooms_held} - ${roomNights.rooms_booked})`

/** Room types that can take the whole party in `stay.rooms` rooms. */
export function fitsParty(stay: Stay): SQL {
  return and(
    gte(sql`${rooms.adult_number} * ${stay.rooms}`, stay.adults),
    gte(sql`(${rooms.adult_number} + ${rooms.children_number}) * ${stay.rooms}`, stay.adults + stay.children),
  ) as SQL
}

/**
 * Per hotel, the cheapest room type that is open and has `stay.rooms` rooms free on every
 * night of the stay and fits the party. A night without a row (past the sale horizon) or a
 * closed night disqualifies the room type.
 *
 * The nights are aggregated per room type first, on `room_nights` alone (a hash aggregate over
 * the stay's nights), and only the qualifying room types are joined to rooms and hotels: for an
 * all-Iraq search that is a few thousand rows instead of tens of thousands. `hotelFilter`
 * narrows the room types scanned, so a governorate search reads only its hotels' nights.
 */
export function cheapestStayOffer(db: Db, stay: Stay, hotelFilter: SQL[], selective: boolean) {
  // A selective filter (a governorate, a city) makes index lookups per room type cheapest; for
  // the whole country one range scan of the stay's nights beats thousands of lookups.
  const candidateRooms = db
    .select({ id: rooms.id })
    .from(rooms)
    .innerJoin(hotels, eq(hotels.id, rooms.hotel_id))
    .where(and(...hotelFilter, fitsParty(stay)))
  const stayNights = db
    .select({
      room_id: roomNights.room_id,
      stay_rate: sql<number>`sum(${roomNights.rate})`.as('stay_rate'),
    })
    .from(roomNights)
    .where(
      and(
        selective ? inArray(roomNights.room_id, candidateRooms) : undefined,
        gte(roomNights.night, stay.checkin),
        lt(roomNights.night, stay.checkout),
        eq(roomNights.closed, false),
      ),
    )
    .groupBy(roomNights.room_id)
    .having(and(eq(sql`count(*)`, stay.nights), gte(sql`min(${freeRooms})`, stay.rooms)))
    .as('stay_nights')
  return db
    .select({
      hotel_id: rooms.hotel_id,
      stay_rate: sql<number>`min(${stayNights.stay_rate})`.mapWith(Number).as('best_stay_rate'),
    })
    .from(stayNights)
    .innerJoin(rooms, eq(rooms.id, stayNights.room_id))
    .where(selective ? undefined : fitsParty(stay))
    .groupBy(rooms.hotel_id)
    .as('offer')
}

/**
 * How many of the party's children pay under each hotel's policy: a stated age at or above
 * `child_free_age` pays; a child without a stated age is priced as paying.
 */
export function payingChildren(stay: Stay): SQL<number> {
  const unknown = Math.max(0, stay.children - stay.childAges.length)
  if (stay.childAges.length === 0) return sql<number>`${unknown}::int`
  const stated = sql.join(
    stay.childAges.map((age) => sql`(CASE WHEN ${age}::int >= ${hotels.child_free_age} THEN 1 ELSE 0 END)`),
    sql` + `,
  )
  return sql<number>`(${stated} + ${unknown}::int)`
}

/** The child supplement in JS, for one hotel's policy (detail page, booking). */
export function childSupplement(
  stay: Stay,
  policy: { child_free_age: number; child_night_rate: number },
): number {
  const unknown = Math.max(0, stay.children - stay.childAges.length)
  const paying = stay.childAges.filter((a) => a >= policy.child_free_age).length + unknown
  return Math.round(paying * policy.child_night_rate * stay.nights * 100) / 100
}
