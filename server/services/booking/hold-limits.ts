import { messages } from '../../../contract/messages'
import { HttpError } from '../../http/errors'
import { columns, ONE_ROW, sqlText, statement } from '../../search'
import type { HoldLimits } from './hold-limits-setting'
import type { Tx } from './inventory'

export type { HoldLimits }

export interface Usage {
  user_holds: number
  user_room_nights: number
  user_first_free_ms: number | null
  ip_holds: number
  ip_room_nights: number
  ip_first_free_ms: number | null
}

/**
 * Serialises the holds of one account and of one address: transaction-scoped advisory locks,
 * always account first, then address, so two of them never wait on each other in a circle.
 * A statement of its own: a statement's snapshot is taken when it starts, so the count must
 * start after the lock is granted to see the holds committed while it waited.
 */
const lock = statement<{ a: unknown; b: unknown }>('hold_lock', (qb) =>
  qb
    .select(
      columns({
        a: sqlText(`pg_advisory_xact_lock(hashtext('hold-user-' || :user_id::int::text))`),
        b: sqlText(`CASE WHEN :ip::text IS NULL THEN NULL
        ELSE pg_advisory_xact_lock(hashtext('hold-ip-' || :ip::text)) END`),
      }),
    )
    .from(ONE_ROW),
)

/** The live holds that `whose` admits, with the room-nights each takes (none when not counting). */
const liveHolds = (whose: string) => `SELECT r.user_id, r.client_ip, r.hold_expires_at,
      r.nights * (SELECT coalesce(sum(rr.number_of_rooms), 0) FROM reservation_rooms rr
                  WHERE rr.reservation_id = r.id) AS room_nights
    FROM reservations r
    WHERE :count_holds::int = 1 AND ${whose} AND r.status = 'held' AND r.hold_expires_at > :now::timestamptz`

/**
 * One row: the live holds of the account (`:user_id`) and of the address (`:client_ip`), how
 * many, their room-nights and the first to end (`Usage`). For the statement that then writes the
 * hold (reserve.ts), which runs after `lockForHold` in the same transaction: its snapshot is
 * taken after the lock was granted, so it sees every hold committed while the lock was waited
 * for. `:count_holds` 0 (no limits) reads nothing.
 *
 * The account's holds, then the address's that are not the account's: each read by its own
 * index. Written as one OR, the generic plan read every live hold of the site (bench:booking,
 * 1.8 ms a booking with 2,300 live holds, and growing with them).
 */
export const holdUsageSql = `SELECT
    (count(*) FILTER (WHERE user_id = :user_id::int))::int AS user_holds,
    (coalesce(sum(room_nights) FILTER (WHERE user_id = :user_id::int), 0))::int AS user_room_nights,
    (extract(epoch FROM min(hold_expires_at) FILTER (WHERE user_id = :user_id::int)) * 1000)::float8
      AS user_first_free_ms,
    (count(*) FILTER (WHERE client_ip = :client_ip::text))::int AS ip_holds,
    (coalesce(sum(room_nights) FILTER (WHERE client_ip = :client_ip::text), 0))::int AS ip_room_nights,
    (extract(epoch FROM min(hold_expires_at) FILTER (WHERE client_ip = :client_ip::text)) * 1000)::float8
      AS ip_first_free_ms
  FROM (
    ${liveHolds('r.user_id = :user_id::int')}
    UNION ALL
    ${liveHolds('r.client_ip = :client_ip::text AND r.user_id IS DISTINCT FROM :user_id::int')}
  ) live`

interface Ask {
  userId: number
  ip: string | null
  roomNights: number
  now: Date
}

/**
 * Before a hold is written: refuses a stay larger than an account's allowance (it never fits,
 * however long the guest waits), and takes the locks `refuseOverLimits`' count needs. No limits
 * (agents, HOLD_LIMITS=off): nothing to do.
 */
export async function lockForHold(tx: Tx, limits: HoldLimits | null, ask: Ask) {
  if (!limits) return
  if (ask.roomNights > limits.account.roomNights)
    throw new HttpError(422, messages.holdTooLarge.id, { rooms: [messages.holdTooLarge.id] }, undefined, {
      nights: limits.account.roomNights,
    })
  await lock.run(tx, { user_id: ask.userId, ip: ask.ip })
}

/**
 * Refuses a new hold that would take an account or an address over its limits, with a 429
 * that says when the first of its holds runs out (Retry-After, and in words). `usage` is what
 * `holdUsageSql` counted in the transaction that wrote the hold, after `lockForHold`: throwing
 * here rolls the hold back.
 */
export function refuseOverLimits(usage: Usage | undefined, limits: HoldLimits | null, ask: Ask) {
  if (!limits || !usage) return
  const u = usage
  const over = (holds: number, nights: number, limit: { holds: number; roomNights: number }) =>
    holds + 1 > limit.holds || nights + ask.roomNights > limit.roomNights
  const userOver = over(u.user_holds, u.user_room_nights, limits.account)
  const ipOver = ask.ip !== null && over(u.ip_holds, u.ip_room_nights, limits.ip)
  if (!userOver && !ipOver) return
  const firstFree = Math.max(
    userOver ? (u.user_first_free_ms ?? 0) : 0,
    ipOver ? (u.ip_first_free_ms ?? 0) : 0,
  )
  const waitS = Math.max(1, Math.ceil((firstFree - ask.now.getTime()) / 1000))
  const minutes = Math.max(1, Math.ceil(waitS / 60))
  throw new HttpError(429, messages.tooManyHolds.id, undefined, { 'Retry-After': String(waitS) }, { minutes })
}
