import { sql } from 'drizzle-orm'
import type { CancellationPolicy, CancellationTerms } from '../../../contract/cancellation'
import type { Db } from '../../db/client'
import { arrayParam, columns, sqlText, statement } from '../../search'
import { cancellationTerms } from './cancellation-terms'

const firstNightStatement = statement('first_night_rates', (qb) =>
  qb
    .select(columns({ room_id: sql<number>`rn.room_id`, rate: sql<number | string>`rn.rate` }))
    .from(sql`room_nights rn`)
    .where(sqlText('rn.room_id = ANY(:room_ids::int[]) AND rn.night = :checkin::date')),
)

/** Each room type's rate for the stay's first night (what a late cancellation keeps per room). */
export async function firstNightRates(db: Db, roomIds: number[], checkin: string) {
  if (roomIds.length === 0) return new Map<number, number>()
  const rows = await firstNightStatement.run(db, { room_ids: arrayParam(roomIds), checkin })
  return new Map(rows.map((r) => [r.room_id, Number(r.rate)]))
}

interface PricedRoom {
  room: { cancellation_policy: CancellationPolicy; free_cancel_days: number }
  /** The stay for `rooms` rooms of this type, in the base currency. */
  priceBase: number
  firstNightRate: number
  rooms: number
}

/** The terms of a stay not booked yet (hotel page, booking summary), as of `now`. */
export function stayTerms(
  lines: PricedRoom[],
  totalBase: number,
  checkin: string,
  now: Date,
  toShown: (base: number) => number,
): CancellationTerms {
  return cancellationTerms(
    lines.map((l) => ({
      cancellation_policy: l.room.cancellation_policy,
      free_cancel_days: l.room.free_cancel_days,
      first_night_base: Math.round(l.firstNightRate * l.rooms * 100) / 100,
      price_base: l.priceBase,
    })),
    totalBase,
    checkin,
    now,
    toShown,
  )
}
