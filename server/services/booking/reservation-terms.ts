import { sql } from 'drizzle-orm'
import type { CancellationPolicy, CancellationTerms } from '../../../contract/cancellation'
import { todayInIraq } from '../../../contract/dates'
import { arrayParam, columns, sqlText, statement } from '../../search'
import { convert } from '../currencies'
import { cancellationTerms, type TermsLine } from './cancellation-terms'
import type { Tx } from './inventory'

interface Written {
  room_id: number
  cancellation_policy: CancellationPolicy
  free_cancel_days: number
  first_night_base: number | string
}

/** A room line as the booking priced it from the nights it held. */
export interface RoomLineToWrite {
  room_id: number
  number_of_rooms: number
  /** The line's price (all its nights and rooms, after a promotion). */
  price_base: number
  /** The first night's rate and the sum of the stay's rates, as the holding statement read them. */
  first_rate: number | string
  rate_sum: number | string
}

/**
 * Writes a new reservation's room lines, every one in one statement, with each room type's
 * cancellation terms copied on: the policy, and the price of the first night for the rooms taken
 * (its share of the line's price, so a promotion applies to it as to every night). The terms the
 * guest saw and accepted stay theirs even if the hotel changes its policy or rates later. Runs in
 * the reservation's transaction, after the hold (bench:booking: one round trip, where one insert
 * per line and then an update of them all took two or three).
 *
 * Exported as a statement for server/services/booking/reliability.test.ts, whose killed booking
 * stops just before it.
 */
export const roomLines = statement<Written>('booking_lines', (qb) => {
  const written = qb.$with('written', {}).as(
    sqlText(`INSERT INTO reservation_rooms (reservation_id, room_id, number_of_rooms, price_base,
      cancellation_policy, free_cancel_days, first_night_base)
    SELECT :reservation_id::int, ro.id, w.n, w.price, ro.cancellation_policy, ro.free_cancel_days,
      coalesce(round(w.first_rate * w.price / NULLIF(w.rate_sum, 0), 2), 0)
    FROM unnest(:room_ids::int[], :counts::int[], :prices::numeric[], :first_rates::numeric[],
                :rate_sums::numeric[]) AS w(room_id, n, price, first_rate, rate_sum)
    JOIN rooms ro ON ro.id = w.room_id
    RETURNING room_id, cancellation_policy, free_cancel_days, first_night_base`),
  )
  return qb
    .with(written)
    .select(
      columns({
        room_id: sql<number>`room_id`,
        cancellation_policy: sql<CancellationPolicy>`cancellation_policy`,
        free_cancel_days: sql<number>`free_cancel_days`,
        first_night_base: sql<number | string>`first_night_base`,
      }),
    )
    .from(sql`written`)
})

/** Writes the lines (see `roomLines`) and answers the terms each got, by room type. */
export async function writeRoomLines(tx: Tx, reservationId: number, lines: RoomLineToWrite[]) {
  const rows = await roomLines.run(tx, {
    reservation_id: reservationId,
    room_ids: arrayParam(lines.map((l) => l.room_id)),
    counts: arrayParam(lines.map((l) => l.number_of_rooms)),
    prices: arrayParam(lines.map((l) => l.price_base)),
    first_rates: arrayParam(lines.map((l) => l.first_rate)),
    rate_sums: arrayParam(lines.map((l) => l.rate_sum)),
  })
  if (rows.length !== lines.length) throw new Error(`wrote ${rows.length} of ${lines.length} room lines`)
  return new Map(
    rows.map((r) => [
      r.room_id,
      {
        cancellation_policy: r.cancellation_policy,
        free_cancel_days: r.free_cancel_days,
        first_night_base: Number(r.first_night_base),
      },
    ]),
  )
}

interface TermsRow {
  status: string
  checkin: string
  total_base: number
  ex_price: number
  decimals: number
  penalty_base: number | null
}

/**
 * A reservation's terms in its own currency: for a cancelled one, what its cancellation kept
 * (nothing more can be refunded); otherwise what cancelling at `now` would keep.
 */
export function reservationTerms(r: TermsRow, lines: TermsLine[], now: Date): CancellationTerms {
  const toShown = (base: number) => convert(base, r.ex_price, r.decimals)
  const terms = cancellationTerms(lines, r.total_base, r.checkin, now, toShown)
  if (r.status !== 'cancelled') return terms
  return { refundable: false, free_until: terms.free_until, penalty: toShown(r.penalty_base ?? 0) }
}

/** A held hold or a firm booking whose check-in day (Iraq) has not come yet. */
export function canCancel(r: { status: string; checkin: string; hold_expires_at: Date }, now: Date) {
  if (r.status === 'held') return r.hold_expires_at > now
  return (r.status === 'paid' || r.status === 'confirmed') && todayInIraq(now) < r.checkin
}
