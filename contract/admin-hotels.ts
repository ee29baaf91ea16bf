import * as v from 'valibot'
import { CANCELLATION_POLICIES } from './cancellation'
import { queryInt, singleLine, toLatinDigits } from './common'
import { HOTEL_FLAGS, HOTEL_PAYMENTS, SMOKING_POLICIES } from './hotel'
import { messages as m } from './messages'

/**
 * The operator console's calls (`/api/admin/…`, issue 19): hotels, room types, their nightly
 * calendar and the audit log. Shared by the server's routes and the console's forms, so a field
 * is refused with the same words in both.
 */

/** Messages of the console (server and client translate them from the same catalogs). */
export const adminMessages = {
  roomsBelowSold: /*i18n*/ {
    id: 'admin.rooms_below_sold',
    message: 'Rooms to sell cannot go below the rooms already sold on these nights',
  },
  rangeOrder: /*i18n*/ { id: 'admin.range_order', message: 'The last night must not be before the first' },
  rangeTooLong: /*i18n*/ { id: 'admin.range_too_long', message: 'Change at most 366 nights at once' },
  nothingToChange: /*i18n*/ { id: 'admin.nothing_to_change', message: 'Choose at least one thing to change' },
  cityOutsideGovernorate: /*i18n*/ {
    id: 'admin.city_outside_governorate',
    message: 'This city is not in the chosen governorate',
  },
  unknownOption: /*i18n*/ { id: 'admin.unknown_option', message: 'One of the chosen items does not exist' },
  timeOfDay: /*i18n*/ {
    id: 'admin.time_of_day',
    message: 'Enter a time as hours and minutes, such as 14:00',
  },
  hotelPhone: /*i18n*/ {
    id: 'admin.hotel_phone',
    message: 'Enter the phone number in international form, such as +964 750 123 4567',
  },
} as const

const text = (max: number) =>
  v.pipe(
    v.string(m.required.id),
    v.trim(),
    v.nonEmpty(m.required.id),
    singleLine,
    v.maxLength(max, m.tooLong.id),
  )
const optionalText = (max: number) =>
  v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(max, m.tooLong.id)), null)
export const whole = (min: number, max: number) =>
  v.pipe(
    v.number(m.wholeNumber.id),
    v.integer(m.wholeNumber.id),
    v.minValue(min, m.tooSmall.id),
    v.maxValue(max, m.tooLarge.id),
  )
/** Money in the base currency (USD): at most two decimals. */
export const money = (max: number) =>
  v.pipe(
    v.number(m.invalidValue.id),
    v.minValue(0, m.tooSmall.id),
    v.maxValue(max, m.tooLarge.id),
    v.check((n) => Math.round(n * 100) === n * 100, m.invalidValue.id),
  )
const flag = v.optional(v.boolean(), false)
/** HH:MM on a 24-hour clock, as the hotels table checks it (migration 0013). */
const timeOfDay = v.pipe(
  v.string(adminMessages.timeOfDay.id),
  v.trim(),
  v.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, adminMessages.timeOfDay.id),
)
/**
 * The reception's phone, international form: a plus, then 7 to 15 digits in groups. Any country:
 * the guest calls it from wherever they are, so the mobile-only rule of accounts does not apply.
 */
const hotelPhone = v.nullish(
  v.pipe(
    v.string(adminMessages.hotelPhone.id),
    v.trim(),
    v.transform(toLatinDigits),
    v.transform((s) => s || null),
    v.nullable(v.pipe(v.string(), v.regex(/^\+[1-9](?: ?[0-9]){6,14}$/, adminMessages.hotelPhone.id))),
  ),
  null,
)
const ids = v.pipe(v.array(whole(1, 1e9)), v.maxLength(200, m.tooLong.id))

/** The flags a hotel shows as amenities (the search filters on them too). */
export const HOTEL_AMENITIES = HOTEL_FLAGS

/** Everything the console edits on a hotel (publishing has its own call). */
export const HotelFields = v.object({
  ar_title: text(200),
  en_title: text(200),
  kr_title: text(200),
  ar_description: optionalText(5000),
  en_description: optionalText(5000),
  kr_description: optionalText(5000),
  address: optionalText(300),
  ar_address: optionalText(300),
  kr_address: optionalText(300),
  governorate_id: whole(1, 1e9),
  city_id: v.nullish(whole(1, 1e9), null),
  lat: v.nullish(
    v.pipe(v.number(m.invalidValue.id), v.minValue(-90, m.tooSmall.id), v.maxValue(90, m.tooLarge.id)),
    null,
  ),
  lng: v.nullish(
    v.pipe(v.number(m.invalidValue.id), v.minValue(-180, m.tooSmall.id), v.maxValue(180, m.tooLarge.id)),
    null,
  ),
  stars: whole(1, 5),
  smoking_policy: v.nullish(v.picklist(SMOKING_POLICIES, m.invalidValue.id), null),
  /**
   * The policies of decision 33. Optional so that a call written before they joined the form
   * leaves them as they are; the console always sends them.
   */
  checkin_from: v.optional(timeOfDay),
  checkout_until: v.optional(timeOfDay),
  hotel_payment: v.optional(v.picklist(HOTEL_PAYMENTS, m.invalidValue.id)),
  phone: v.optional(hotelPhone),
  reserve_without_credit: flag,
  child_free_age: whole(0, 17),
  child_night_rate: money(10_000),
  has_pool: flag,
  has_gym: flag,
  has_restaurant: flag,
  has_bar: flag,
  has_brakfast: flag,
  has_sauna: flag,
  has_room_service: flag,
  has_sweet_rooms: flag,
  has_free_parking: flag,
  service_ids: v.optional(ids, []),
  feature_ids: v.optional(ids, []),
})
export type HotelFields = v.InferOutput<typeof HotelFields>

/** A hotel as the console shows it: its fields, publication, photos and room types. */
export const AdminHotel = v.object({
  ...v.omit(HotelFields, ['service_ids', 'feature_ids']).entries,
  id: v.number(),
  ar_description: v.nullable(v.string()),
  en_description: v.nullable(v.string()),
  kr_description: v.nullable(v.string()),
  address: v.nullable(v.string()),
  ar_address: v.nullable(v.string()),
  kr_address: v.nullable(v.string()),
  smoking_policy: v.nullable(v.string()),
  city_id: v.nullable(v.number()),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
  child_night_rate: v.number(),
  checkin_from: v.string(),
  checkout_until: v.string(),
  hotel_payment: v.picklist(HOTEL_PAYMENTS),
  phone: v.nullable(v.string()),
  is_active: v.boolean(),
  /** Published: shown in search, on its page and bookable. */
  show_in_website: v.boolean(),
  service_ids: v.array(v.number()),
  feature_ids: v.array(v.number()),
  images: v.array(v.object({ id: v.number(), image_path: v.string() })),
  room_types: v.array(
    v.object({
      id: v.number(),
      ar_name: v.string(),
      en_name: v.string(),
      kr_name: v.string(),
      room_count: v.number(),
      base_rate: v.number(),
    }),
  ),
})
export type AdminHotel = v.InferOutput<typeof AdminHotel>

/** One row of the console's hotel list. */
export const AdminHotelRow = v.object({
  id: v.number(),
  ar_title: v.string(),
  en_title: v.string(),
  kr_title: v.string(),
  stars: v.number(),
  governorate_id: v.number(),
  city_id: v.nullable(v.number()),
  show_in_website: v.boolean(),
  is_active: v.boolean(),
  room_types: v.number(),
})
export type AdminHotelRow = v.InferOutput<typeof AdminHotelRow>

/** `{ data, total, last_page }`, as the list calls answer. */
export function adminPage<T extends v.GenericSchema>(item: T) {
  return v.object({ data: v.array(item), total: v.number(), last_page: v.number() })
}

export const AdminHotelListQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, m.tooLong.id)), ''),
  page: queryInt({ min: 1, max: 100_000, fallback: 1 }),
})

export const PublishBody = v.object({ published: v.boolean(m.invalidValue.id) })

/** Everything the console edits on a room type. */
export const RoomTypeFields = v.object({
  ar_name: text(200),
  en_name: text(200),
  kr_name: text(200),
  adult_number: whole(1, 20),
  children_number: whole(0, 20),
  bed_number: whole(1, 20),
  bathroom_number: whole(0, 10),
  size_m2: v.nullish(whole(1, 10_000), null),
  /** Rooms of this type: what a new night offers until the calendar says otherwise. */
  room_count: whole(0, 10_000),
  base_rate: money(1_000_000),
  /**
   * Cancellation terms (decision 32): free until `free_cancel_days` days before arrival, the
   * first night kept, or nothing refunded. Optional like the hotel's policies above.
   */
  cancellation_policy: v.optional(v.picklist(CANCELLATION_POLICIES, m.invalidValue.id)),
  free_cancel_days: v.optional(whole(0, 60)),
  /**
   * What an older child adds per night in a room of this type (USD, decision 42); null: the
   * hotel's rate. Optional like the terms above: left out, it stays as it is.
   */
  child_night_rate: v.optional(v.nullable(money(10_000))),
  service_ids: v.optional(ids, []),
})
export type RoomTypeFields = v.InferOutput<typeof RoomTypeFields>

export const AdminRoomType = v.object({
  ...v.omit(RoomTypeFields, ['service_ids', 'size_m2']).entries,
  id: v.number(),
  hotel_id: v.number(),
  size_m2: v.nullable(v.number()),
  base_rate: v.number(),
  cancellation_policy: v.picklist(CANCELLATION_POLICIES),
  free_cancel_days: v.number(),
  child_night_rate: v.nullable(v.number()),
  service_ids: v.array(v.number()),
  images: v.array(v.object({ id: v.number(), image_path: v.string() })),
})
export type AdminRoomType = v.InferOutput<typeof AdminRoomType>

/** What the console's forms choose from. */
export const AdminOptions = v.object({
  governorates: v.array(
    v.object({ id: v.number(), ar_name: v.string(), en_name: v.string(), kr_name: v.string() }),
  ),
  cities: v.array(
    v.object({
      id: v.number(),
      governorate_id: v.number(),
      ar_name: v.string(),
      en_name: v.string(),
      kr_name: v.string(),
    }),
  ),
  services: v.array(
    v.object({ id: v.number(), ar_name: v.string(), en_name: v.string(), kr_name: v.string() }),
  ),
  features: v.array(
    v.object({
      id: v.number(),
      group_id: v.number(),
      ar_name: v.string(),
      en_name: v.string(),
      kr_name: v.string(),
    }),
  ),
})
export type AdminOptions = v.InferOutput<typeof AdminOptions>
