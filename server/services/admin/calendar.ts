import { and, asc, between, eq, sql } from 'drizzle-orm'
import type { CalendarChange, CalendarNight } from '../../../contract/admin-calendar'
import { todayInIraq } from '../../../contract/dates'
import { messages } from '../../../contract/messages'
import type { Db } from '../../db/client'
import { roomNights, rooms } from '../../db/schema'
import { HttpError } from '../../http/errors'
import type { Tx } from '../booking/inventory'
import { recordChange } from './audit'
import { roomTypeHotel } from './room-types'
import type { HotelScope } from './scope'

const nightColumns = {
  night: roomNights.night,
  rate: roomNights.rate,
  rooms: roomNights.rooms_for_sale,
  sold: sql<number>`${roomNights.rooms_held} + ${roomNights.rooms_booked}`.mapWith(Number),
  closed: roomNights.closed,
  min_nights: roomNights.min_nights,
}

const nightsOf = (handle: Db | Tx, id: number, from: string, to: string) =>
  handle
    .select(nightColumns)
    .from(roomNights)
    .where(and(eq(roomNights.room_id, id), between(roomNights.night, from, to)))
    .orderBy(asc(roomNights.night))

const plain = (n: CalendarNight): CalendarNight => ({ ...n, rate: Number(n.rate) })

/** The nights of a room type from `from` to `to` that are on sale (a night without a row is not). */
export async function readCalendar(
  db: Db,
  scope: HotelScope,
  id: number,
  range: { from: string; to: string },
): Promise<CalendarNight[]> {
  await roomTypeHotel(db, scope, id)
  return (await nightsOf(db, id, range.from, range.to)).map(plain)
}

/** A calendar change refused: rooms to sell below the rooms sold on these nights. */
export class BelowSold extends Error {
  constructor(readonly nights: { night: string; sold: number }[]) {
    super('rooms below sold')
  }
}

/**
 * Sets rate, rooms to sell, closed and minimum stay on every night of a range, creating the
 * nights that have no row yet (from the room type's base rate and room count), and answers the
 * nights as they now are. The range's rows are locked first, so a booking racing this change
 * waits for it, and rooms to sell are compared with what is sold under that lock: never below
 * (the check constraint on room_nights would refuse it anyway; this names the nights). The
 * search's calendars and prices follow through room_nights' triggers in the same transaction.
 */
export async function changeCalendar(
  db: Db,
  scope: HotelScope,
  userId: number,
  id: number,
  change: CalendarChange,
): Promise<CalendarNight[]> {
  if (change.from < todayInIraq())
    throw new HttpError(422, messages.invalidRequest.id, { from: [messages.pastDate.id] })
  return db.transaction(async (tx) => {
    const hotelId = await roomTypeHotel(tx, scope, id)
    // The room type first, then its nights: the order every writer of nights keeps.
    const [room] = await tx
      .select({ room_count: rooms.room_count, base_rate: rooms.base_rate })
      .from(rooms)
      .where(eq(rooms.id, id))
      .for('update')
    if (!room) throw new HttpError(404, messages.notFound.id)
    const before = (await nightsOf(tx, id, change.from, change.to).for('update')).map(plain)
    if (change.rooms !== undefined) {
      const rooms = change.rooms
      const short = before.filter((n) => n.sold > rooms).map((n) => ({ night: n.night, sold: n.sold }))
      if (short.length) throw new BelowSold(short)
    }
    const keep = (column: string, value: unknown) =>
      value === undefined ? sql.raw(`room_nights.${column}`) : sql`EXCLUDED.${sql.raw(column)}`
    await tx.execute(sql`
      INSERT INTO room_nights (room_id, night, rooms_for_sale, rate, closed, min_nights)
      SELECT ${id}::int, ${change.from}::date + d, ${change.rooms ?? room.room_count}::int,
        ${change.rate ?? room.base_rate}::numeric, ${change.closed ?? false}::boolean,
        ${change.min_nights ?? 1}::int
      FROM generate_series(0, ${change.to}::date - ${change.from}::date) AS d
      ON CONFLICT (room_id, night) DO UPDATE SET
        rooms_for_sale = ${keep('rooms_for_sale', change.rooms)},
        rate = ${keep('rate', change.rate)},
        closed = ${keep('closed', change.closed)},
        min_nights = ${keep('min_nights', change.min_nights)}`)
    const after = (await nightsOf(tx, id, change.from, change.to)).map(plain)
    await recordChange(tx, userId, {
      entity: 'room_type',
      entityId: id,
      hotelId,
      action: 'calendar',
      before: { nights: before },
      after: { change, nights: after.length },
    })
    return after
  })
}
