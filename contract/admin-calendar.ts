import * as v from 'valibot'
import { adminMessages, money, whole } from './admin-hotels'
import { isoDate } from './common'
import { messages as m } from './messages'

/** A room type's nights in the operator console (issue 19 item 3). */

/** One night of a room type's calendar. */
export const CalendarNight = v.object({
  night: v.string(),
  rate: v.number(),
  /** Rooms to sell. */
  rooms: v.number(),
  /** Rooms held by unpaid reservations plus rooms booked: never above `rooms`. */
  sold: v.number(),
  closed: v.boolean(),
  min_nights: v.number(),
})
export type CalendarNight = v.InferOutput<typeof CalendarNight>

export const CalendarQuery = v.object({ from: isoDate, to: isoDate })

/** The longest range one calendar call reads or changes. */
export const CALENDAR_MAX_RANGE = 366

/** `PUT /api/admin/room-types/{id}/calendar`: what to set on every night from `from` to `to`. */
export const CalendarChange = v.pipe(
  v.object({
    from: isoDate,
    to: isoDate,
    rate: v.optional(money(1_000_000)),
    rooms: v.optional(whole(0, 10_000)),
    closed: v.optional(v.boolean(m.invalidValue.id)),
    min_nights: v.optional(whole(1, 30)),
  }),
  v.forward(
    v.check((b) => b.to >= b.from, adminMessages.rangeOrder.id),
    ['to'],
  ),
  v.forward(
    v.check((b) => nightsBetween(b.from, b.to) <= CALENDAR_MAX_RANGE, adminMessages.rangeTooLong.id),
    ['to'],
  ),
  v.forward(
    v.check(
      (b) =>
        b.rate !== undefined || b.rooms !== undefined || b.closed !== undefined || b.min_nights !== undefined,
      adminMessages.nothingToChange.id,
    ),
    ['rate'],
  ),
)
export type CalendarChange = v.InferOutput<typeof CalendarChange>

/** Nights from `from` to `to`, both included. */
export function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}
