import * as v from 'valibot'
import { HOTEL_FLAGS, HOTEL_SORTS } from '../../../contract/hotel'

/**
 * URL search params of /hotels (spec §2): a hand-edited or stale URL never throws; each bad
 * value falls back to its default on its own.
 */
const count = (min: number, max: number, fallback: number) =>
  v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max)), fallback),
    fallback,
  )
const isoDate = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined)

export const StaySearch = v.object({
  governorate: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  city: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  checkin: isoDate,
  checkout: isoDate,
  room_no: count(0, 10, 1),
  adult_no: count(0, 40, 1),
  children_no: count(0, 20, 0),
  /** One age (1–17) per child. */
  ages: v.fallback(
    v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(17)))),
    undefined,
  ),
})
export type StaySearch = v.InferOutput<typeof StaySearch>

/** The price slider's scale, in US dollars per night (spec §5: 0–1000, step 1, 0–500 at first). */
export const PRICE_SCALE = { min: 0, max: 1000, from: 0, to: 500 } as const

export const HotelsSearch = v.object({
  ...StaySearch.entries,
  page: count(1, 100_000, 1),
  sort: v.fallback(v.optional(v.picklist(HOTEL_SORTS)), undefined),
  min_price: count(PRICE_SCALE.min, PRICE_SCALE.max, PRICE_SCALE.from),
  max_price: count(PRICE_SCALE.min, PRICE_SCALE.max, PRICE_SCALE.to),
  /** Minimum stars and minimum guest rating (0 = any). */
  stars: count(0, 5, 0),
  rate: count(0, 5, 0),
  /** Feature flags the hotel must have. */
  features: v.fallback(v.optional(v.array(v.picklist(HOTEL_FLAGS))), undefined),
  /** Only hotels still free to cancel for the stay (decision 32). */
  free_cancel: v.fallback(v.optional(v.boolean()), undefined),
  view: v.fallback(v.optional(v.picklist(['list', 'grid'])), undefined),
})
export type HotelsSearch = v.InferOutput<typeof HotelsSearch>

/** What the Hotels navigation entry opens with (spec §2: 1 room, 1 adult, 0 children). */
export const DEFAULT_STAY: Pick<StaySearch, 'room_no' | 'adult_no' | 'children_no'> = {
  room_no: 1,
  adult_no: 1,
  children_no: 0,
}

/** URL search params of /hotel (spec §2): the hotel id plus the stay being searched. */
export const HotelSearch = v.object({
  ...StaySearch.entries,
  id: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 0), 0),
})
export type HotelSearch = v.InferOutput<typeof HotelSearch>
