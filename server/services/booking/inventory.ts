import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { messages } from '../../../contract/messages'
import type { Db } from '../../db/client'
import { reservationRooms, roomNights } from '../../db/schema'
import { HttpError } from '../../http/errors'
import { freeRooms } from '../../search'

/** A database handle inside a transaction (same query API as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

interface Span {
  roomId: number
  checkin: string
  checkout: string
  nights: number
  rooms: number
}

const spanNights = (s: Span) =>
  and(eq(roomNights.room_id, s.roomId), gte(roomNights.night, s.checkin), lt(roomNights.night, s.checkout))

// Holding rooms for a new reservation is one statement with the reservation's insert:
// `reserveAndHold` in reserve.ts.

async function eachRoom(tx: Tx, reservationId: number, fn: (roomId: number, rooms: number) => Promise<void>) {
  const lines = await tx
    .select({ room_id: reservationRooms.room_id, n: reservationRooms.number_of_rooms })
    .from(reservationRooms)
    .where(eq(reservationRooms.reservation_id, reservationId))
    .orderBy(reservationRooms.room_id)
  for (const line of lines) await fn(line.room_id, line.n)
}

/** Gives a held reservation's rooms back (expiry, declined payment). */
export async function releaseHold(tx: Tx, r: { id: number; checkin: string; checkout: string }) {
  await eachRoom(tx, r.id, async (roomId, rooms) => {
    await tx
      .update(roomNights)
      .set({ rooms_held: sql`${roomNights.rooms_held} - ${rooms}` })
      .where(spanNights({ roomId, rooms, nights: 0, checkin: r.checkin, checkout: r.checkout }))
  })
}

/** Turns a held reservation's rooms into booked ones (payment, agent confirmation). */
export async function commitHold(tx: Tx, r: { id: number; checkin: string; checkout: string }) {
  await eachRoom(tx, r.id, async (roomId, rooms) => {
    await tx
      .update(roomNights)
      .set({
        rooms_held: sql`${roomNights.rooms_held} - ${rooms}`,
        rooms_booked: sql`${roomNights.rooms_booked} + ${rooms}`,
      })
      .where(spanNights({ roomId, rooms, nights: 0, checkin: r.checkin, checkout: r.checkout }))
  })
}

/**
 * Books the rooms of a reservation whose hold has already lapsed (a payment that arrived
 * late): only if they are still free on every night. Answers false, changing nothing, if not.
 */
export async function bookAgain(
  tx: Tx,
  r: { id: number; checkin: string; checkout: string; nights: number },
): Promise<boolean> {
  try {
    await tx.transaction(async (inner) => {
      await eachRoom(inner, r.id, async (roomId, rooms) => {
        const rows = await inner
          .update(roomNights)
          .set({ rooms_booked: sql`${roomNights.rooms_booked} + ${rooms}` })
          .where(
            and(
              spanNights({ roomId, rooms, nights: r.nights, checkin: r.checkin, checkout: r.checkout }),
              eq(roomNights.closed, false),
              gte(freeRooms, rooms),
            ),
          )
          .returning({ night: roomNights.night })
        if (rows.length !== r.nights) throw new HttpError(409, messages.roomsUnavailable.id)
      })
    })
    return true
  } catch (err) {
    if (err instanceof HttpError) return false
    throw err
  }
}
