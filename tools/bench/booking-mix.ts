/**
 * The stays bench:booking and booking-cpu.ts book: the same bodies, from the same seed, on
 * bench:booking's database.
 */
import { addDays, prng, todayInBaghdad } from './requests'

export interface RoomType {
  id: number
  hotel_id: number
  adults: number
}

/** Room types of the hotels on sale, as the site would offer them. */
export const ROOM_TYPES_SQL = `SELECT r.id, r.hotel_id, r.adult_number AS adults FROM rooms r
  JOIN hotels h ON h.id = r.hotel_id WHERE h.is_active AND h.show_in_website ORDER BY r.id`

/** The hotel and room types everyone wants: hotel 1's first two, over a few nights. */
export const HOT = { hotelId: 1, roomTypes: 2, firstNight: 21, lastCheckin: 25 }

/**
 * `count` JSON bodies for make-reservation, the same on every run (seeded PRNG): a stay of
 * 1–4 nights within 90 days at a random hotel, one or two room types, one or two rooms each,
 * a party that fits; one in five on the HOT rooms instead.
 */
export function bookingMix(rooms: readonly RoomType[], count = 5_000, seed = 20_250_302): string[] {
  const rand = prng(seed)
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T
  const byHotel = new Map<number, RoomType[]>()
  for (const r of rooms) byHotel.set(r.hotel_id, [...(byHotel.get(r.hotel_id) ?? []), r])
  const hotels = [...byHotel.keys()]
  if (hotels.length === 0) throw new Error('no hotel on sale: is the database seeded?')
  const hot = (byHotel.get(HOT.hotelId) ?? []).slice(0, HOT.roomTypes)
  const today = todayInBaghdad()

  const bodies: string[] = []
  for (let i = 0; i < count; i++) {
    const isHot = hot.length > 0 && rand() < 0.2
    const hotelId = isHot ? HOT.hotelId : pick(hotels)
    const offered = isHot ? hot : (byHotel.get(hotelId) ?? [])
    const checkin = addDays(today, isHot ? int(HOT.firstNight, HOT.lastCheckin) : int(1, 90))
    const nights = isHot ? int(1, 2) : int(1, 4)
    const first = pick(offered)
    const second = offered.length > 1 && rand() < 0.25 ? pick(offered.filter((r) => r !== first)) : null
    const lines = [first, second]
      .filter((r): r is RoomType => r !== null)
      .map((r) => ({ room: r, n: int(1, 2) }))
    const beds = lines.reduce((sum, l) => sum + l.room.adults * l.n, 0)
    bodies.push(
      JSON.stringify({
        hotel_id: hotelId,
        checkin,
        checkout: addDays(checkin, nights),
        adults: int(1, Math.min(4, beds)),
        children: 0,
        currency: rand() < 0.3 ? 'IQD' : 'USD',
        country: 'Iraq',
        rooms: lines.map((l) => ({ room_id: l.room.id, number_of_rooms: l.n })),
      }),
    )
  }
  return bodies
}
