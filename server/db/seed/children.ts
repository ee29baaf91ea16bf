import type { schema } from '../client'
import { at, type Rng } from './prng'

type HotelInsert = (typeof schema.hotels)['$inferInsert']

/** Ages under which children stay free, and how often hotels choose each (6 is the usual). */
const FREE_AGES = [
  { age: 2, weight: 1 },
  { age: 4, weight: 2 },
  { age: 6, weight: 6 },
  { age: 8, weight: 2 },
  { age: 12, weight: 1 },
] as const

/** USD per night for an older child, by stars: a guesthouse asks little, a five-star more. */
const CHILD_RATE_BY_STARS: readonly (readonly [number, number])[] = [
  [5, 10],
  [7, 14],
  [10, 20],
  [15, 27],
  [22, 35],
]

/** Share of hotels that never charge for children. */
const ALWAYS_FREE = 0.25

/**
 * Sets each hotel's child policy: children under `child_free_age` stay free, older ones add
 * `child_night_rate` USD per night (0 at about a quarter of hotels: children always free).
 * Draws from its own stream, so the rest of the hotel data does not move.
 */
export function applyChildPolicies(rng: Rng, hotels: HotelInsert[]): void {
  for (const hotel of hotels) {
    const age = rng.weighted(FREE_AGES, (a) => a.weight).age
    const free = rng.chance(ALWAYS_FREE)
    const [lo, hi] = at(CHILD_RATE_BY_STARS, Math.min(5, Math.max(1, hotel.stars)) - 1)
    const rate = rng.int(lo, hi)
    hotel.child_free_age = age
    hotel.child_night_rate = free ? 0 : rate
  }
}
