import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  json,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { CANCELLATION_POLICIES } from '../../../contract/cancellation'
import { cities, governorates } from './places'

/** Services shown as chips (§3 all_services). */
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  icon: text('icon').notNull(),
  ar_name: text('ar_name').notNull(),
  en_name: text('en_name').notNull(),
  kr_name: text('kr_name').notNull(),
})

export const featureGroups = pgTable('feature_groups', {
  id: serial('id').primaryKey(),
  icon: text('icon').notNull(),
  ar_name: text('ar_name').notNull(),
  en_name: text('en_name').notNull(),
  kr_name: text('kr_name').notNull(),
})

export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  group_id: integer('group_id')
    .notNull()
    .references(() => featureGroups.id),
  ar_name: text('ar_name').notNull(),
  en_name: text('en_name').notNull(),
  kr_name: text('kr_name').notNull(),
})

export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    governorate_id: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    city_id: integer('city_id').references(() => cities.id),
    en_title: text('en_title').notNull(),
    ar_title: text('ar_title').notNull(),
    kr_title: text('kr_title').notNull(),
    address: text('address'),
    ar_address: text('ar_address'),
    kr_address: text('kr_address'),
    en_description: text('en_description'),
    ar_description: text('ar_description'),
    kr_description: text('kr_description'),
    stars: integer('stars').notNull(),
    rate: numeric('rate', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    total_views: integer('total_views').notNull().default(0),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    reserve_without_credit: boolean('reserve_without_credit').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    show_in_website: boolean('show_in_website').notNull().default(true),
    smoking_policy: text('smoking_policy'),
    has_pool: boolean('has_pool').notNull().default(false),
    has_gym: boolean('has_gym').notNull().default(false),
    has_restaurant: boolean('has_restaurant').notNull().default(false),
    has_bar: boolean('has_bar').notNull().default(false),
    has_brakfast: boolean('has_brakfast').notNull().default(false),
    has_sauna: boolean('has_sauna').notNull().default(false),
    has_room_service: boolean('has_room_service').notNull().default(false),
    has_sweet_rooms: boolean('has_sweet_rooms').notNull().default(false),
    has_free_parking: boolean('has_free_parking').notNull().default(false),
    /** Child policy: children younger than this stay free… */
    child_free_age: integer('child_free_age').notNull().default(6),
    /** …older ones add this much per night (USD, taxes included) to the stay. */
    child_night_rate: numeric('child_night_rate', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** House rules shown on the hotel page (decision 33): check-in from, check-out until (HH:MM, Iraq time). */
    checkin_from: text('checkin_from').notNull().default('14:00'),
    checkout_until: text('checkout_until').notNull().default('12:00'),
    /** How the guest pays what is paid at the hotel (extras, taxes of the city…). */
    hotel_payment: text('hotel_payment', { enum: ['cash', 'card', 'cash_and_card'] })
      .notNull()
      .default('cash'),
    /** The reception's phone, international form (+964 …): on the hotel page and the voucher. */
    phone: text('phone'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hotels_governorate_idx').on(t.governorate_id, t.id),
    index('hotels_city_idx').on(t.city_id),
    // Every column the hotel search filters, ranks or prices on (decision 18): the search reads
    // this narrow index, not the wide rows (descriptions in three languages).
    index('hotels_search_idx').on(
      t.governorate_id,
      t.id,
      t.city_id,
      t.is_active,
      t.show_in_website,
      t.stars,
      t.rate,
      t.total_views,
      t.lat,
      t.lng,
      t.child_free_age,
      t.child_night_rate,
      t.has_pool,
      t.has_gym,
      t.has_restaurant,
      t.has_bar,
      t.has_brakfast,
      t.has_sauna,
      t.has_room_service,
      t.has_sweet_rooms,
      t.has_free_parking,
    ),
    check('hotels_stars_ck', sql`${t.stars} BETWEEN 1 AND 5`),
    check('hotels_payment_ck', sql`${t.hotel_payment} IN ('cash', 'card', 'cash_and_card')`),
    check(
      'hotels_hours_ck',
      sql`${t.checkin_from} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.checkout_until} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check('hotels_rate_ck', sql`${t.rate} BETWEEN 0 AND 5`),
  ],
)

/**
 * Each hotel's §3 fields that no search changes (names, descriptions, flags, images, services)
 * as JSON text, with its governorate and city: the search puts the nine of a page into its
 * answer as they are (decision 22). Written only by triggers, in the same transaction as any
 * change to the hotel, its images, its services or the names it shows (migration 0007).
 */
export const hotelSummaries = pgTable('hotel_summaries', {
  hotel_id: integer('hotel_id')
    .primaryKey()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  fields: json('fields').notNull(),
  governorate: json('governorate').notNull(),
  city: json('city'),
})

export const hotelImages = pgTable(
  'hotel_images',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    image_path: text('image_path').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('hotel_images_hotel_idx').on(t.hotel_id, t.sort_order)],
)

export const hotelServices = pgTable(
  'hotel_services',
  {
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id),
  },
  (t) => [primaryKey({ columns: [t.hotel_id, t.service_id] })],
)

export const hotelFeatures = pgTable(
  'hotel_features',
  {
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    feature_id: integer('feature_id')
      .notNull()
      .references(() => features.id),
  },
  (t) => [primaryKey({ columns: [t.hotel_id, t.feature_id] })],
)

/** A room type of a hotel. Nightly inventory and rates arrive with the availability model. */
export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    en_name: text('en_name').notNull(),
    ar_name: text('ar_name').notNull(),
    kr_name: text('kr_name').notNull(),
    image_url: text('image_url'),
    bathroom_number: integer('bathroom_number').notNull().default(1),
    adult_number: integer('adult_number').notNull(),
    children_number: integer('children_number').notNull().default(0),
    /** Beds in one room, and its floor area in m² (shown to guests; set in the console). */
    bed_number: integer('bed_number').notNull().default(1),
    size_m2: integer('size_m2'),
    /** Rooms of this type the hotel sells. */
    room_count: integer('room_count').notNull(),
    /** Nightly rate in the base currency (USD), taxes included. */
    base_rate: numeric('base_rate', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /**
     * Cancellation terms (decision 32): `free_until` — free until `free_cancel_days` days
     * before check-in (Iraq time), the first night kept after that; `first_night` — the first
     * night is always kept; `non_refundable` — nothing comes back.
     */
    cancellation_policy: text('cancellation_policy', { enum: CANCELLATION_POLICIES })
      .notNull()
      .default('free_until'),
    free_cancel_days: integer('free_cancel_days').notNull().default(1),
    /**
     * What an older child adds per night in a room of this type (USD, taxes included); null:
     * the hotel's `child_night_rate`. Copied into room_calendars for the search (decision 42).
     */
    child_night_rate: numeric('child_night_rate', { precision: 10, scale: 2, mode: 'number' }),
  },
  (t) => [
    index('rooms_hotel_idx').on(t.hotel_id),
    check('rooms_free_cancel_days_ck', sql`${t.free_cancel_days} BETWEEN 0 AND 60`),
  ],
)

export const roomImages = pgTable(
  'room_images',
  {
    id: serial('id').primaryKey(),
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    image_path: text('image_path').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('room_images_room_idx').on(t.room_id)],
)

export const roomServices = pgTable(
  'room_services',
  {
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id),
  },
  (t) => [primaryKey({ columns: [t.room_id, t.service_id] })],
)
