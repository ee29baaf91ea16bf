import * as v from 'valibot'
import { isoDate, paged, queryId, queryInt } from './common'
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

export const HOTEL_SORTS = ['-id', 'id', 'price', '-price', 'rate', '-rate', 'stars', '-stars'] as const

/** Stay parameters shared by the list and the detail call. */
const stayEntries = {
  checkin: v.optional(isoDate),
  checkout: v.optional(isoDate),
  room_number: queryInt({ min: 0, max: 10, fallback: 1 }),
  adult_number: queryInt({ min: 0, max: 40, fallback: 1 }),
  children_number: queryInt({ min: 0, max: 20, fallback: 0 }),
  currency: v.optional(v.pipe(v.string(), v.toUpperCase(), currencyCode), 'USD'),
}

function checkoutAfterCheckin(s: { checkin?: string; checkout?: string }) {
  return !s.checkin || !s.checkout || s.checkout > s.checkin
}

const HotelListEntries = v.object({
  ...stayEntries,
  take: queryInt({ min: 1, max: 50, fallback: 9 }),
  page: queryInt({ min: 1, max: 100_000, fallback: 1 }),
  'filter[governorate_id]': queryId,
  'filter[city_id]': queryId,
  start_price: queryInt({ min: 0, max: 10_000_000, fallback: 0 }),
  end_price: v.optional(queryInt({ min: 0, max: 10_000_000, fallback: 0 })),
  sort: v.optional(v.picklist(HOTEL_SORTS, m.invalidValue.id), '-id'),
  include: v.optional(v.string()),
})

export const HotelListQuery = v.pipe(
  HotelListEntries,
  v.forward(
    v.partialCheck([['checkin'], ['checkout']], (s) => checkoutAfterCheckin(s), m.checkoutAfterCheckin.id),
    ['checkout'],
  ),
)
export type HotelListQuery = v.InferOutput<typeof HotelListQuery>

const HotelDetailEntries = v.object({ ...stayEntries, include: v.optional(v.string()) })
export const HotelDetailQuery = v.pipe(
  HotelDetailEntries,
  v.forward(
    v.partialCheck([['checkin'], ['checkout']], (s) => checkoutAfterCheckin(s), m.checkoutAfterCheckin.id),
    ['checkout'],
  ),
)
export type HotelDetailQuery = v.InferOutput<typeof HotelDetailQuery>

export const HotelIdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, m.notFound.id), v.transform(Number)),
})

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
  reserve_without_credit: v.boolean(),
  is_active: v.boolean(),
  show_in_website: v.boolean(),
  smoking_policy: v.nullable(v.string()),
  ...flagEntries,
  /** Cheapest matching total for the stay in the chosen currency, and in the base currency. */
  total_price_with_currency: v.nullable(v.number()),
  total_price: v.nullable(v.number()),
  currency: v.string(),
  nights: v.number(),
})
export type HotelSummary = v.InferOutput<typeof HotelSummary>

export const HotelList = paged(HotelSummary)
export type HotelList = v.InferOutput<typeof HotelList>
