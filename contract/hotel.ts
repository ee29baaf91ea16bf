import * as v from 'valibot'
import { CancellationTerms } from './cancellation'
import { isoDate, paged, queryFlag, queryFloat, queryId, queryInt } from './common'
import { currencyCode } from './currency'
import { CityRef, GovernorateRef } from './governorate'
import { messages as m } from './messages'

/** Feature flags of §3, spelling kept (`has_brakfast`): the API is a published contract. */
export const HOTEL_FLAGS = [
  'has_pool',
  'has_gym',
  'has_restaurant',
  'has_bar',
  'has_brakfast',
  'has_sauna',
  'has_room_service',
  'has_sweet_rooms',
  'has_free_parking',
] as const
export type HotelFlag = (typeof HOTEL_FLAGS)[number]

export const HOTEL_SORTS = [
  '-id',
  'id',
  'price',
  '-price',
  'rate',
  '-rate',
  'stars',
  '-stars',
  'distance',
  'popularity',
] as const
export type HotelSort = (typeof HOTEL_SORTS)[number]

/** Longest stay one search or booking may cover. */
export const MAX_NIGHTS = 30
export const MAX_CHILD_AGE = 17

/**
 * Children's ages, comma separated (`7,12`): one per child, 1–17. The hotel's child policy
 * prices them; a child without a stated age is priced as an older child.
 */
const childAges = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,2}(,\d{1,2}){0,19}$/, m.invalidValue.id),
    v.transform((s) => s.split(',').map(Number)),
    v.check((ages) => ages.every((a) => a >= 1 && a <= MAX_CHILD_AGE), m.invalidValue.id),
  ),
)

/** Stay parameters shared by the list and the detail call (§7). */
const stayEntries = {
  checkin: v.optional(isoDate),
  checkout: v.optional(isoDate),
  room_number: queryInt({ min: 0, max: 10, fallback: 1 }),
  adult_number: queryInt({ min: 0, max: 40, fallback: 1 }),
  children_number: queryInt({ min: 0, max: 20, fallback: 0 }),
  children_ages: childAges,
  currency: v.optional(v.pipe(v.string(), v.toUpperCase(), currencyCode), 'USD'),
}

function checkoutAfterCheckin(s: { checkin?: string; checkout?: string }) {
  return !s.checkin || !s.checkout || s.checkout > s.checkin
}

function agesMatchChildren(s: { children_number: number; children_ages?: number[] }) {
  return !s.children_ages || s.children_ages.length === s.children_number
}

const flagFilters = Object.fromEntries(HOTEL_FLAGS.map((f) => [`filter[${f}]`, queryFlag])) as Record<
  `filter[${HotelFlag}]`,
  typeof queryFlag
>

const HotelListEntries = v.object({
  ...stayEntries,
  take: queryInt({ min: 1, max: 50, fallback: 9 }),
  page: queryInt({ min: 1, max: 100_000, fallback: 1 }),
  'filter[governorate_id]': queryId,
  'filter[city_id]': queryId,
  /** Minimum guest rating (0–5) and minimum stars (1–5). */
  'filter[rate]': v.optional(queryInt({ min: 0, max: 5, fallback: 0 })),
  'filter[stars]': v.optional(queryInt({ min: 0, max: 5, fallback: 0 })),
  /** Minimum number of page views (popularity). */
  'filter[total_views]': v.optional(queryInt({ min: 0, max: 1_000_000_000, fallback: 0 })),
  /** The visitor's position: adds `distance` (km) and sorts nearest first. */
  'filter[lat]': queryFloat({ min: -90, max: 90 }),
  'filter[long]': queryFloat({ min: -180, max: 180 }),
  ...flagFilters,
  /** Only hotels with a room type for the stay that is still free to cancel (decision 32). */
  'filter[free_cancellation]': queryFlag,
  /** Price range per night for all requested rooms, in the chosen currency. */
  start_price: queryInt({ min: 0, max: 10_000_000, fallback: 0 }),
  end_price: v.optional(queryInt({ min: 0, max: 10_000_000, fallback: 0 })),
  sort: v.optional(v.picklist(HOTEL_SORTS, m.invalidValue.id)),
  include: v.optional(v.pipe(v.string(), v.maxLength(100, m.tooLong.id))),
})

export const HotelListQuery = v.pipe(
  HotelListEntries,
  v.forward(
    v.partialCheck([['checkin'], ['checkout']], (s) => checkoutAfterCheckin(s), m.checkoutAfterCheckin.id),
    ['checkout'],
  ),
  v.forward(
    v.partialCheck([['children_number'], ['children_ages']], (s) => agesMatchChildren(s), m.invalidValue.id),
    ['children_ages'],
  ),
  v.forward(
    v.partialCheck(
      [['filter[lat]'], ['filter[long]']],
      (s) => (s['filter[lat]'] === undefined) === (s['filter[long]'] === undefined),
      m.required.id,
    ),
    ['filter[long]'],
  ),
)
export type HotelListQuery = v.InferOutput<typeof HotelListQuery>

const HotelDetailEntries = v.object({
  ...stayEntries,
  include: v.optional(v.pipe(v.string(), v.maxLength(100))),
})
export const HotelDetailQuery = v.pipe(
  HotelDetailEntries,
  v.forward(
    v.partialCheck([['checkin'], ['checkout']], (s) => checkoutAfterCheckin(s), m.checkoutAfterCheckin.id),
    ['checkout'],
  ),
  v.forward(
    v.partialCheck([['children_number'], ['children_ages']], (s) => agesMatchChildren(s), m.invalidValue.id),
    ['children_ages'],
  ),
)
export type HotelDetailQuery = v.InferOutput<typeof HotelDetailQuery>

/** How a hotel takes what is paid there (extras): cash only, card only, or either. */
export const HOTEL_PAYMENTS = ['cash', 'card', 'cash_and_card'] as const
/** What `smoking_policy` holds; null is "ask the hotel" (decision 33). */
export const SMOKING_POLICIES = ['no_smoking', 'designated_areas', 'smoking_rooms_available'] as const

export const ServiceRef = v.object({
  id: v.number(),
  icon: v.string(),
  ar_name: v.string(),
  en_name: v.string(),
  kr_name: v.string(),
})

export const ImageRef = v.object({ id: v.number(), image_path: v.string() })

const flagEntries = Object.fromEntries(HOTEL_FLAGS.map((f) => [f, v.boolean()])) as Record<
  HotelFlag,
  v.BooleanSchema<undefined>
>

/**
 * An advertised discount or a priced offer that covers the stay (decision 33): already taken
 * off every price of the answer. Titles are the offer's; a hotel's discount has none.
 */
export const Promotion = v.object({
  kind: v.picklist(['discount', 'offer']),
  id: v.number(),
  percentage: v.number(),
  ar_title: v.nullable(v.string()),
  en_title: v.nullable(v.string()),
  kr_title: v.nullable(v.string()),
  /** The offer's last day of booking (YYYY-MM-DD, Iraq time); null for a hotel's discount. */
  end_date: v.nullable(v.string()),
})
export type Promotion = v.InferOutput<typeof Promotion>

/** A discount code meant for the public that the stay may use (the summary applies it). */
export const PublicCode = v.object({
  code: v.string(),
  kind: v.picklist(['percent', 'amount']),
  /** Percent, or an amount in the base currency (USD). */
  value: v.number(),
  /** Last day it can be used (YYYY-MM-DD, Iraq time). */
  valid_until: v.string(),
})
export type PublicCode = v.InferOutput<typeof PublicCode>

export const HotelSummary = v.object({
  id: v.number(),
  title: v.string(),
  ar_title: v.string(),
  en_title: v.string(),
  kr_title: v.string(),
  address: v.nullable(v.string()),
  ar_address: v.nullable(v.string()),
  kr_address: v.nullable(v.string()),
  stars: v.number(),
  rate: v.number(),
  total_views: v.number(),
  image: v.nullable(v.string()),
  images: v.array(ImageRef),
  is_faviorate: v.boolean(),
  ar_description: v.nullable(v.string()),
  en_description: v.nullable(v.string()),
  kr_description: v.nullable(v.string()),
  governorate_id: v.number(),
  city_id: v.nullable(v.number()),
  governorate: v.optional(GovernorateRef),
  city: v.optional(v.nullable(CityRef)),
  all_services: v.array(ServiceRef),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
  long: v.nullable(v.number()),
  /** Kilometres from `filter[lat]`/`filter[long]`, when given. */
  distance: v.nullable(v.number()),
  reserve_without_credit: v.boolean(),
  is_active: v.boolean(),
  show_in_website: v.boolean(),
  smoking_policy: v.nullable(v.string()),
  ...flagEntries,
  /** Children younger than this stay free; older ones add `child_night_rate` (USD) per night. */
  child_free_age: v.number(),
  child_night_rate: v.number(),
  /**
   * Cheapest way to host the whole party for the stay: room price × rooms plus the child
   * supplement, taxes included; in the chosen currency and in the base currency (USD).
   */
  total_price_with_currency: v.nullable(v.number()),
  total_price: v.nullable(v.number()),
  /**
   * The same before the promotion covering the stay (decision 33): equal to the totals above
   * when `discount_percentage` is 0. Shown struck through beside them.
   */
  original_price_with_currency: v.nullable(v.number()),
  original_price: v.nullable(v.number()),
  discount_percentage: v.number(),
  currency: v.string(),
  /** Minor digits of `currency` (IQD 0, USD 2): a price per night is rounded to them. */
  decimals: v.number(),
  nights: v.number(),
  /**
   * In search results: a room type bookable for the stay can still be cancelled free of
   * charge (decision 32). Absent in answers that are not for a stay.
   */
  free_cancellation: v.optional(v.boolean()),
})
export type HotelSummary = v.InferOutput<typeof HotelSummary>

export const HotelList = paged(HotelSummary)
export type HotelList = v.InferOutput<typeof HotelList>

export const FeatureGroup = v.object({
  id: v.number(),
  icon: v.string(),
  ar_name: v.string(),
  en_name: v.string(),
  kr_name: v.string(),
  features: v.array(
    v.object({ id: v.number(), ar_name: v.string(), en_name: v.string(), kr_name: v.string() }),
  ),
})

export const Room = v.object({
  id: v.number(),
  name: v.string(),
  ar_name: v.string(),
  en_name: v.string(),
  kr_name: v.string(),
  image_url: v.nullable(v.string()),
  images: v.array(ImageRef),
  services: v.array(ServiceRef),
  bathroom_number: v.number(),
  adult_number: v.number(),
  children_number: v.number(),
  /** Rooms of this type free on every night of the stay; 0 when any night is sold out or closed. */
  available_room_number: v.number(),
  /**
   * One room for the whole stay, taxes included, after the stay's promotion; null when the
   * hotel has no rate for a night.
   */
  total_price_with_currency: v.nullable(v.number()),
  total_price: v.nullable(v.number()),
  /** The same before the promotion. */
  original_price_with_currency: v.nullable(v.number()),
  original_price: v.nullable(v.number()),
  /**
   * What an older child adds per night in a room of this type (decision 42): the room type's
   * own rate, or else the hotel's `child_night_rate`; in the answer's currency.
   */
  child_night_rate_with_currency: v.number(),
  /** What the party's children add to a stay in rooms of this type (base currency, then converted). */
  children_supplement: v.number(),
  children_supplement_with_currency: v.number(),
  /** Cancelling one room of this type for the stay, as of now (decision 32); null when not priced. */
  cancellation: v.nullable(CancellationTerms),
})
export type Room = v.InferOutput<typeof Room>

export const HotelDetail = v.object({
  data: v.object({
    ...HotelSummary.entries,
    features: v.array(FeatureGroup),
    rooms: v.array(Room),
    /**
     * What the party's children add to the stay under the hotel's child policy: in a room type
     * without its own child rate (each room says its own: `rooms[].children_supplement`).
     */
    children_supplement: v.number(),
    children_supplement_with_currency: v.number(),
    /** House rules (decision 33): check-in from, check-out until (HH:MM, Iraq time). */
    checkin_from: v.string(),
    checkout_until: v.string(),
    /** How what is paid at the hotel (extras) may be paid. */
    hotel_payment: v.picklist(HOTEL_PAYMENTS),
    /** The reception's phone, international form; null when the hotel gave none. */
    phone: v.nullable(v.string()),
    /** `child_night_rate` in the answer's currency: what an older child adds per night. */
    child_night_rate_with_currency: v.number(),
    /** The promotion taken off this stay's prices, if one covers it. */
    promotion: v.nullable(Promotion),
    /** Public discount codes the stay may use today. */
    public_codes: v.array(PublicCode),
    checkin: v.string(),
    checkout: v.string(),
  }),
})
export type HotelDetail = v.InferOutput<typeof HotelDetail>['data']
