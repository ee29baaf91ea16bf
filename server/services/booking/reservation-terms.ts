import { sql } from 'drizzle-orm'
import type { CancellationPolicy, CancellationTerms } from '../../../contract/cancellation'
import { todayInIraq } from '../../../contract/dates'
import { columns, sqlText, statement } from '../../search'
import { convert } from '../currencies'
import { cancellationTerms, type TermsLine } from './cancellation-terms'
import type { Tx } from './inventory'

interface Snapshot {
  room_id: number
  cancellation_policy: CancellationPolicy
  free_cancel_days: number
  first_night_base: number | string
}

/**
 * Copies each room type's cancellation policy, and the price of the first night for the rooms
 * taken (its share of the line's price, so a promotion applies to it as to every night), onto
 * the reservation's lines: the terms the guest saw and accepted stay theirs even
 * if the hotel changes its policy or rates later. Runs in the reservation's transaction.
 */
const snapshot = statement<Snapshot>('booking_terms', (qb) => {
  const copied = qb.$with('copied', {}).as(
    sqlText(`UPDATE reservation_rooms rr SET cancellation_policy = ro.cancellation_policy,
      free_cancel_days = ro.free_cancel_days,
      first_night_base = round(rn.rate * rr.price_base / NULLIF((SELECT sum(x.rate) FROM room_nights x
        WHERE x.room_id = rr.room_id AND x.night >= :checkin::date AND x.night < :checkout::date), 0), 2)
    FROM rooms ro, room_nights rn
    WHERE rr.reservation_id = :reservation_id AND ro.id = rr.room_id
      AND rn.room_id = rr.room_id AND rn.night = :checkin::date
    RETURNING rr.room_id, rr.cancellation_policy, rr.free_cancel_days, rr.first_night_base`),
  )
  return qb
    .with(copied)
    .select(
      columns({
        room_id: sql<number>`room_id`,
        cancellation_policy: sql<CancellationPolicy>`cancellation_policy`,
        free_cancel_days: sql<number>`free_cancel_days`,
        first_night_base: sql<number | string>`first_night_base`,
      }),
    )
    .from(sql`copied`)
})

export async function snapshotTerms(tx: Tx, reservationId: number, checkin: string, checkout: string) {
  const rows = await snapshot.run(tx, { reservation_id: reservationId, checkin, checkout })
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
