import { messages } from '../../../contract/messages'
import { HttpError } from '../../http/errors'
import type { HoldLimits } from './hold-limits-setting'

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
 * One row: the live holds of the account (`:user_id`) and of the address (`:client_ip`), how
 * many, their room-nights and the first to end (`Usage`), counted by `hold_usage`
 * (server/search/sql/holds.ts) after it takes their locks, which the transaction keeps until it
 * ends. For the statement that then writes the hold (reserve.ts), which must run it before it
 * writes. `:count_holds` 0 (no limits) locks and reads nothing.
 */
export const holdUsageSql =
  'SELECT * FROM hold_usage(:count_holds::int = 1, :user_id::int, :client_ip::text, :now::timestamptz)'

interface Ask {
  userId: number
  ip: string | null
  roomNights: number
  now: Date
}

/**
 * Refuses a stay larger than an account's allowance before anything is written: it never fits,
 * however long the guest waits.
 */
export function refuseTooLarge(limits: HoldLimits | null, ask: Ask) {
  if (limits && ask.roomNights > limits.account.roomNights)
    throw new HttpError(422, messages.holdTooLarge.id, { rooms: [messages.holdTooLarge.id] }, undefined, {
      nights: limits.account.roomNights,
    })
}

/**
 * Refuses a new hold that would take an account or an address over its limits, with a 429
 * that says when the first of its holds runs out (Retry-After, and in words). `usage` is what
 * `holdUsageSql` counted in the transaction that wrote the hold: throwing here rolls it back.
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
