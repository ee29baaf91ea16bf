import { doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'

export const governorates = pgTable('governorates', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ar_name: text('ar_name').notNull(),
  en_name: text('en_name').notNull(),
  kr_name: text('kr_name').notNull(),
  image_path: text('image_path'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  sort_order: integer('sort_order').notNull().default(0),
})

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    governorate_id: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    ar_name: text('ar_name').notNull(),
    en_name: text('en_name').notNull(),
    kr_name: text('kr_name').notNull(),
    /** Other spellings people type (Hawler for Erbil, Slemani for Sulaymaniyah). */
    aliases: text('aliases').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [index('cities_governorate_idx').on(t.governorate_id)],
)
