import * as v from 'valibot'
import { listOf, paged, queryId, queryInt } from './common'
import { CityRef, Governorate, GovernorateRef } from './governorate'

/** Home page sections (spec §2 Home sliders). */
export const SLIDER_TYPES = {
  offers: 0,
  exploreByCity: 1,
  discounts: 2,
  recommendedHotels: 3,
  placesNear: 4,
  perfectStay: 5,
} as const

export const SliderListQuery = v.object({
  take: queryInt({ min: 1, max: 50, fallback: 10 }),
  skip: queryInt({ min: 0, max: 100_000, fallback: 0 }),
  /** The spec's client sends `include=sliders`; children are always embedded, so it is accepted and unused. */
  include: v.optional(v.string()),
})
export type SliderListQuery = v.InferOutput<typeof SliderListQuery>

export const OfferListQuery = v.object({
  take: queryInt({ min: 1, max: 50, fallback: 15 }),
  page: queryInt({ min: 1, max: 100_000, fallback: 1 }),
  'filter[governorate_id]': queryId,
})
export type OfferListQuery = v.InferOutput<typeof OfferListQuery>

export const DiscountListQuery = v.object({
  take: queryInt({ min: 1, max: 50, fallback: 15 }),
  skip: queryInt({ min: 0, max: 100_000, fallback: 0 }),
})
export type DiscountListQuery = v.InferOutput<typeof DiscountListQuery>

export const Offer = v.object({
  id: v.number(),
  image_path: v.string(),
  alt: v.string(),
  ar_title: v.string(),
  en_title: v.string(),
  kr_title: v.string(),
  ar_description: v.nullable(v.string()),
  en_description: v.nullable(v.string()),
  kr_description: v.nullable(v.string()),
  /** Last day the offer holds (inclusive), YYYY-MM-DD in Iraq time. */
  end_date: v.pipe(v.string(), v.isoDate()),
  governorate_id: v.nullable(v.number()),
  hotel_id: v.nullable(v.number()),
  /**
   * The discount the offer takes off the room rates of the stays it covers (decision 33): booked
   * while it shows, of at least `min_nights` nights, starting `min_days_ahead` days from today
   * or later. Null for an offer that is not a price.
   */
  percentage: v.nullable(v.number()),
  min_nights: v.number(),
  min_days_ahead: v.number(),
})
export type Offer = v.InferOutput<typeof Offer>

export const OfferList = paged(Offer)
export type OfferList = v.InferOutput<typeof OfferList>

const hotelTitles = {
  id: v.number(),
  title: v.string(),
  ar_title: v.string(),
  en_title: v.string(),
  kr_title: v.string(),
  stars: v.number(),
  /** First image of the hotel's gallery, if it has one. */
  image: v.nullable(v.string()),
}

export const Discount = v.object({
  id: v.number(),
  hotel_id: v.number(),
  percentage: v.number(),
  ar_description: v.nullable(v.string()),
  en_description: v.nullable(v.string()),
  kr_description: v.nullable(v.string()),
  /**
   * The stay dates (decision 43): it covers stays whose nights all lie from `stay_from` to
   * `stay_to` (YYYY-MM-DD, both included); null is open on that side.
   */
  stay_from: v.nullable(v.string()),
  stay_to: v.nullable(v.string()),
  /** The last day (Iraq time) a booking gets it; null: any day. */
  book_by: v.nullable(v.string()),
  hotel: v.object({ ...hotelTitles, governorate_id: v.number() }),
})
export type Discount = v.InferOutput<typeof Discount>

export const DiscountList = listOf(Discount)
export type DiscountList = v.InferOutput<typeof DiscountList>

/** The compact hotel of the recommended and perfect-stay sections. */
export const HotelCard = v.object({
  ...hotelTitles,
  rate: v.number(),
  governorate: GovernorateRef,
  city: v.nullable(CityRef),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
})
export type HotelCard = v.InferOutput<typeof HotelCard>

function child<T extends string, S extends v.GenericSchema>(type: T, schema: S) {
  return v.object({
    id: v.number(),
    sort_order: v.number(),
    child_type: v.literal(type),
    child_id: v.number(),
    child: schema,
  })
}

export const SliderChild = v.variant('child_type', [
  child('offer', Offer),
  child('governorate', Governorate),
  child('discount', Discount),
  child('hotel', HotelCard),
])
export type SliderChild = v.InferOutput<typeof SliderChild>

export const Slider = v.object({
  id: v.number(),
  slider_type: v.picklist(Object.values(SLIDER_TYPES)),
  sort_order: v.number(),
  ar_title: v.string(),
  en_title: v.string(),
  kr_title: v.string(),
  ar_description: v.nullable(v.string()),
  en_description: v.nullable(v.string()),
  kr_description: v.nullable(v.string()),
  /** An uploaded picture the home slideshow shows in place of a drawn slide (decision 44); null: none. */
  image_path: v.nullable(v.string()),
  sliders: v.array(SliderChild),
})
export type Slider = v.InferOutput<typeof Slider>

export const SliderList = listOf(Slider)
export type SliderList = v.InferOutput<typeof SliderList>
