import * as v from 'valibot'
import type { Room } from '../../../contract/hotel'

/**
 * The rooms picked on the hotel page (spec §4), mirrored into the URL as `selectedRooms`:
 * `[{ "room": roomId, "count": 2 }]`. A hand-edited value falls back to no selection.
 */
export const SelectedRooms = v.fallback(
  v.optional(
    v.pipe(
      v.array(
        v.object({
          room: v.pipe(v.number(), v.integer(), v.minValue(1)),
          count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
        }),
      ),
      v.maxLength(30),
      // One entry per room type (the first wins); an empty list is no parameter at all.
      v.transform((list) => {
        const unique = list.filter((s, i) => list.findIndex((o) => o.room === s.room) === i)
        return unique.length ? unique : undefined
      }),
    ),
  ),
  undefined,
)
export type SelectedRoom = { room: number; count: number }

export const isBookable = (room: Room) =>
  room.available_room_number > 0 && room.total_price_with_currency !== null

/** Toggling adds the room with the count shown (default 1) or removes it. */
export function toggleRoom(list: SelectedRoom[], roomId: number, count = 1): SelectedRoom[] {
  return list.some((s) => s.room === roomId)
    ? list.filter((s) => s.room !== roomId)
    : [...list, { room: roomId, count }]
}

/** Changing the count of a room that is not selected selects it (spec §4). */
export function setRoomCount(list: SelectedRoom[], roomId: number, count: number): SelectedRoom[] {
  return list.some((s) => s.room === roomId)
    ? list.map((s) => (s.room === roomId ? { ...s, count } : s))
    : [...list, { room: roomId, count }]
}

/**
 * The selection as the hotel offers it now: rooms that vanished or sold out are dropped and
 * counts are capped at what is still free, so the total never promises more than exists.
 */
export function effectiveSelection(list: SelectedRoom[], rooms: Room[]) {
  return list.flatMap((s) => {
    const room = rooms.find((r) => r.id === s.room)
    if (!room || !isBookable(room)) return []
    return [{ room, count: Math.min(s.count, room.available_room_number) }]
  })
}

/**
 * What the party's children add to the selection (decision 42): each room type says its own;
 * several room types charge the lowest, as the server's quote does. Nothing selected: the hotel's.
 */
export function selectionSupplement(selection: { room: Room }[], hotelSupplement: number) {
  return selection.length
    ? Math.min(...selection.map((s) => s.room.children_supplement_with_currency))
    : hotelSupplement
}

/** Selected rooms × their stay price, plus what the party's children add. */
export function selectionTotal(
  selection: { room: Room; count: number }[],
  childrenSupplement: number,
  which: 'total' | 'original' = 'total',
) {
  const price = (room: Room) =>
    (which === 'total' ? room.total_price_with_currency : room.original_price_with_currency) ?? 0
  const rooms = selection.reduce((sum, s) => sum + s.count * price(s.room), 0)
  return Math.round((rooms + childrenSupplement) * 100) / 100
}
