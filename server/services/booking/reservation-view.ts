import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type Reservation, reservationNo } from '../../../contract/booking'
import { todayInIraq } from '../../../contract/dates'
import type { Db } from '../../db/client'
import { refunds, reservationRooms, reservations, rooms } from '../../db/schema'
import { convert } from '../currencies'
import type { TermsLine } from './cancellation-terms'
import { type HotelBrief, hotelBriefs } from './hotel-brief'
import type { Tx } from './inventory'
import { canCancel, reservationTerms } from './reservation-terms'

export type ReservationRow = typeof reservations.$inferSelect

export const isPaid = (r: Pick<ReservationRow, 'status'>) => r.status === 'paid' || r.status === 'confirmed'

/** Paid or confirmed, and the stay has not ended (Iraq's calendar). */
export function isCurrent(r: Pick<ReservationRow, 'status' | 'checkout'>, now = new Date()) {
  return isPaid(r) && r.checkout >= todayInIraq(now)
}

/** SQL twins of isPaid / isCurrent, for the my-reservations filters. */
export const paidSql = sql`${reservations.status} in ('paid', 'confirmed')`
/**
 * The `is_paid` filter: firm bookings, and those cancelled after being booked (they keep a
 * penalty, even 0) so that "previous" shows them with their refund. A hold cancelled before
 * payment (penalty null) is in neither: it simply disappears from "incomplete".
 */
const wasPaidSql = sql`(${paidSql} or (${reservations.status} = 'cancelled' and ${reservations.penalty_base} is not null))`
const unpaidSql = sql`${reservations.status} not in ('paid', 'confirmed', 'cancelled')`
export const currentSql = (now = new Date()) =>
  sql`(${paidSql} and ${reservations.checkout} >= ${todayInIraq(now)})`

/** A reservation's room line with the room type's names, as presentReservations reads it. */
export interface PresentedLine extends TermsLine {
  reservation_id: number
  room_id: number
  ar_name: string
  en_name: string
  kr_name: string
  number_of_rooms: number
  price_base: number
}

/**
 * Reservations as the API shows them, in the order of `rows`. `knownLines`: all their room
 * lines (ordered by room id) when the caller has them — a reservation just made — so they are
 * not read back; `knownBriefs` likewise for their hotels.
 */
export async function presentReservations(
  db: Db | Tx,
  rows: ReservationRow[],
  now = new Date(),
  knownLines?: PresentedLine[],
  knownBriefs?: Map<number, HotelBrief>,
): Promise<Reservation[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [briefs, lines, refundRows] = await Promise.all([
    knownBriefs ?? hotelBriefs(db, [...new Set(rows.map((r) => r.hotel_id))]),
    knownLines ??
      db
        .select({
          reservation_id: reservationRooms.reservation_id,
          room_id: rooms.id,
          ar_name: rooms.ar_name,
          en_name: rooms.en_name,
          kr_name: rooms.kr_name,
          number_of_rooms: reservationRooms.number_of_rooms,
          price_base: reservationRooms.price_base,
          cancellation_policy: reservationRooms.cancellation_policy,
          free_cancel_days: reservationRooms.free_cancel_days,
          first_night_base: reservationRooms.first_night_base,
        })
        .from(reservationRooms)
        .innerJoin(rooms, eq(rooms.id, reservationRooms.room_id))
        .where(inArray(reservationRooms.reservation_id, ids))
        .orderBy(asc(rooms.id)),
    // Only a booking that was paid can have money going back.
    rows.some((r) => r.status !== 'held')
      ? db.select().from(refunds).where(inArray(refunds.reservation_id, ids)).orderBy(asc(refunds.created_at))
      : [],
  ])
  return rows.map((r) => {
    const hotel = briefs.get(r.hotel_id)
    if (!hotel) throw new Error(`hotel ${r.hotel_id} of reservation ${r.id} is missing`)
    const held = r.status === 'held'
    const own = lines.filter((l) => l.reservation_id === r.id)
    // The cancellation's refund first; else one for a payment that came when it was not due.
    const refund =
      refundRows.find((f) => f.reservation_id === r.id && f.reason === 'cancelled') ??
      refundRows.find((f) => f.reservation_id === r.id)
    const original = convert(r.original_base, r.ex_price, r.decimals)
    const factor = 10 ** r.decimals
    return {
      id: r.id,
      reservation_no: reservationNo(r.id),
      status: r.status,
      is_paid: isPaid(r),
      is_current: isCurrent(r, now),
      hold_expires_at: held ? r.hold_expires_at.toISOString() : null,
      can_pay: held && r.hold_expires_at > now,
      checkin: r.checkin,
      checkout: r.checkout,
      nights: r.nights,
      adults: r.adults,
      children: r.children,
      currency: r.currency,
      decimals: r.decimals,
      original_price: original,
      discount: Math.round((original - r.total_converted) * factor) / factor,
      total_price_with_currency: r.total_converted,
      total_price: r.total_base,
      total_aed: convert(r.total_base, r.aed_rate, 2),
      discount_code: null,
      hotel,
      rooms: own.map((l) => ({
        room_id: l.room_id,
        ar_name: l.ar_name,
        en_name: l.en_name,
        kr_name: l.kr_name,
        number_of_rooms: l.number_of_rooms,
        total_price: l.price_base,
        total_price_with_currency: convert(l.price_base, r.ex_price, r.decimals),
      })),
      cancellation: reservationTerms(r, own, now),
      can_cancel: canCancel(r, now),
      cancelled_at: r.cancelled_at?.toISOString() ?? null,
      refund: refund
        ? {
            amount: refund.amount,
            currency: refund.currency,
            status:
              refund.status === 'refunded'
                ? ('refunded' as const)
                : refund.status === 'refund_pending' || refund.status === 'failed'
                  ? ('refund_pending' as const)
                  : ('pending' as const),
          }
        : null,
      guest:
        r.full_name && r.email && r.phone && r.guest_country && r.arrival_time
          ? {
              full_name: r.full_name,
              email: r.email,
              phone: r.phone,
              country: r.guest_country,
              arrival_time: r.arrival_time,
            }
          : null,
      created_at: r.created_at.toISOString(),
    }
  })
}

/** One reservation of its owner; anyone else's id is simply not found. */
export async function ownReservationRow(db: Db | Tx, id: number, userId: number) {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.user_id, userId)))
  return row ?? null
}

export async function listReservationRows(
  db: Db,
  userId: number,
  q: { take: number; skip: number; sort: '-id' | 'id'; current?: boolean; paid?: boolean },
  now = new Date(),
) {
  const where: SQL[] = [eq(reservations.user_id, userId)]
  if (q.current !== undefined) where.push(q.current ? currentSql(now) : sql`not ${currentSql(now)}`)
  if (q.paid !== undefined) where.push(q.paid ? wasPaidSql : unpaidSql)
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(reservations)
      .where(and(...where))
      .orderBy(q.sort === 'id' ? asc(reservations.id) : desc(reservations.id))
      .limit(q.take)
      .offset(q.skip),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(reservations)
      .where(and(...where)),
  ])
  return { rows, total: count?.n ?? 0 }
}
