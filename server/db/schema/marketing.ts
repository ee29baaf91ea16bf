import { sql } from 'drizzle-orm'
import { check, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { hotels } from './hotels'
import { governorates } from './places'

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  currency_name: text('currency_name').notNull().unique(),
  real_name: text('real_name').notNull(),
  ar_name: text('ar_name').notNull(),
  kr_name: text('kr_name').notNull(),
  image: text('image'),
  /** Units per one US dollar. */
  ex_price: numeric('ex_price', { precision: 14, scale: 6, mode: 'number' }).notNull(),
  decimals: integer('decimals').notNull().default(2),
  sort_order: integer('sort_order').notNull().default(0),
})

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    governorate_id: integer('governorate_id').references(() => governorates.id),
    hotel_id: integer('hotel_id').references(() => hotels.id),
    image_path: text('image_path').notNull(),
    alt: text('alt').notNull(),
    ar_title: text('ar_title').notNull(),
    en_title: text('en_title').notNull(),
    kr_title: text('kr_title').notNull(),
    ar_description: text('ar_description'),
    en_description: text('en_description'),
    kr_description: text('kr_description'),
    end_date: date('end_date').notNull(),
    /**
     * The discount the offer gives on the stays it covers (decision 33), or null for an offer
     * that is not a price (free breakfast, a package). It covers stays booked at its hotel while
     * it shows (until `end_date`) of at least `min_nights` nights, starting at least
     * `min_days_ahead` days after the day of booking (Iraq time).
     */
    percentage: integer('percentage'),
    min_nights: integer('min_nights').notNull().default(1),
    min_days_ahead: integer('min_days_ahead').notNull().default(0),
    /**
     * A family offer: children under this age stay free (no children's supplement) on the
     * stays it covers, for a party of two adults per room (decision 41); null for other offers.
     */
    children_free_under: integer('children_free_under'),
  },
  (t) => [
    index('offers_governorate_idx').on(t.governorate_id, t.end_date),
    index('offers_hotel_idx').on(t.hotel_id),
    check('offers_percentage_ck', sql`${t.percentage} BETWEEN 1 AND 90`),
    check('offers_terms_ck', sql`${t.min_nights} >= 1 AND ${t.min_days_ahead} >= 0`),
    check('offers_children_free_ck', sql`${t.children_free_under} BETWEEN 1 AND 17`),
  ],
)

/**
 * A hotel's advertised discount (decision 33): applied to the stays at the hotel whose nights
 * all lie from `stay_from` to `stay_to` (its first and last night; null is open on that side,
 * both null is every stay), booked on or before `book_by` (Iraq time; null: any day), decision 43.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    percentage: integer('percentage').notNull(),
    ar_description: text('ar_description'),
    en_description: text('en_description'),
    kr_description: text('kr_description'),
    stay_from: date('stay_from'),
    stay_to: date('stay_to'),
    book_by: date('book_by'),
  },
  (t) => [
    index('discounts_hotel_idx').on(t.hotel_id),
    check('discounts_percentage_ck', sql`${t.percentage} BETWEEN 1 AND 90`),
    check('discounts_stay_ck', sql`${t.stay_from} <= ${t.stay_to}`),
  ],
)

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    department_type: integer('department_type').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
    ar_question: text('ar_question').notNull(),
    en_question: text('en_question').notNull(),
    kr_question: text('kr_question').notNull(),
    ar_answer: text('ar_answer').notNull(),
    en_answer: text('en_answer').notNull(),
    kr_answer: text('kr_answer').notNull(),
  },
  (t) => [index('faqs_department_idx').on(t.department_type, t.sort_order)],
)

/** Home page sections (§2 Home sliders): 0 offers … 5 perfect stay. */
export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  slider_type: integer('slider_type').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
  ar_title: text('ar_title').notNull(),
  en_title: text('en_title').notNull(),
  kr_title: text('kr_title').notNull(),
  ar_description: text('ar_description'),
  en_description: text('en_description'),
  kr_description: text('kr_description'),
  /** An uploaded picture (`/uploads/photos/<key>.webp`) the home slideshow shows instead of a drawn one. */
  image_path: text('image_path'),
})

/** A child of a slider: points at the offer, governorate, discount or hotel it shows. */
export const sliderItems = pgTable(
  'slider_items',
  {
    id: serial('id').primaryKey(),
    slider_id: integer('slider_id')
      .notNull()
      .references(() => sliders.id, { onDelete: 'cascade' }),
    sort_order: integer('sort_order').notNull().default(0),
    child_type: text('child_type', { enum: ['offer', 'governorate', 'discount', 'hotel'] }).notNull(),
    child_id: integer('child_id').notNull(),
  },
  (t) => [index('slider_items_slider_idx').on(t.slider_id, t.sort_order)],
)
