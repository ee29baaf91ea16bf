import type { schema } from '../client'
import type { Rng } from './prng'

type HotelInsert = (typeof schema.hotels)['$inferInsert']

/** Check-in from and check-out until, as Iraqi hotels set them (14:00 and 12:00 are the usual). */
const CHECKIN = [
  { time: '14:00', weight: 6 },
  { time: '15:00', weight: 2 },
  { time: '13:00', weight: 1 },
  { time: '12:00', weight: 1 },
] as const
const CHECKOUT = [
  { time: '12:00', weight: 6 },
  { time: '11:00', weight: 2 },
  { time: '13:00', weight: 1 },
] as const

/** Mobile prefixes of the three operators (Asiacell 77x, Zain 78x/79x, Korek 75x). */
const PREFIXES = ['750', '751', '770', '771', '780', '781', '790'] as const

/**
 * House rules of every hotel (decision 33): check-in and check-out hours, how extras are paid at
 * the hotel (card more often at more stars) and the reception's phone. Draws from its own
 * stream, so the rest of the hotel data does not move.
 */
export function applyHotelPolicies(rng: Rng, hotels: HotelInsert[]): void {
  for (const hotel of hotels) {
    const stars = hotel.stars ?? 3
    hotel.checkin_from = rng.weighted(CHECKIN, (c) => c.weight).time
    hotel.checkout_until = rng.weighted(CHECKOUT, (c) => c.weight).time
    hotel.hotel_payment =
      stars >= 4 ? 'cash_and_card' : rng.chance(stars === 3 ? 0.5 : 0.15) ? 'cash_and_card' : 'cash'
    const digits = String(rng.int(0, 9_999_999)).padStart(7, '0')
    hotel.phone = `+964 ${rng.pick(PREFIXES)} ${digits.slice(0, 3)} ${digits.slice(3)}`
  }
}
