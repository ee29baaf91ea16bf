import { sql } from 'drizzle-orm'
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import { type Db, schema } from '../client'
import { catalogueRows } from './catalogue'
import { FAQ } from './faq'
import { generateHotels } from './hotels'
import { generateMarketing } from './marketing'
import { Rng } from './prng'
import { demoUsers } from './users'

export { DEMO_ACCOUNTS } from './users'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const DEFAULT_HOTELS = 160
export const DEFAULT_SEED = 1
/** Multi-row inserts stay well under PostgreSQL's 65,535 bind parameters. */
const BATCH = 500

/** Tables whose ids the seed assigns itself; their sequences are moved past those ids afterwards. */
const EXPLICIT_ID_TABLES = [
  'governorates',
  'cities',
  'services',
  'feature_groups',
  'features',
  'currencies',
  'hotels',
  'hotel_images',
  'rooms',
  'room_images',
  'offers',
  'discounts',
  'faqs',
  'sliders',
  'slider_items',
] as const

/** Every table the seed fills (all but `sessions` and `app_keys`). */
export const SEEDED_TABLES = [
  ...EXPLICIT_ID_TABLES,
  'hotel_services',
  'hotel_features',
  'room_services',
  'users',
] as const

export interface SeedOptions {
  /** How many hotels; 160 by default. Every governorate gets at least two from 38 up. */
  hotels?: number
  /** The random seed: the same number gives the same data. */
  seed?: number
  /** Offers end relative to this day; nothing else moves with it. Defaults to now. */
  today?: Date
}

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(table).values(rows.slice(i, i + BATCH))
}

function faqRows() {
  return Object.entries(FAQ).flatMap(([department, items]) =>
    items.map((f, i) => ({
      department_type: Number(department),
      sort_order: i,
      en_question: f.question[0],
      ar_question: f.question[1],
      kr_question: f.question[2],
      en_answer: f.answer[0],
      ar_answer: f.answer[1],
      kr_answer: f.answer[2],
    })),
  )
}

/**
 * Fills an empty, migrated database with the deterministic demo data, in one transaction.
 * Throws (and writes nothing) if governorates already exist.
 */
export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<{ hotels: number }> {
  const hotelCount = Math.max(0, Math.floor(opts.hotels ?? DEFAULT_HOTELS))
  const today = opts.today ?? new Date()
  const rng = new Rng(opts.seed ?? DEFAULT_SEED)
  // Each part draws from its own stream, so growing one does not reshuffle the others.
  const hotelRng = rng.fork('hotels')
  const marketingRng = rng.fork('marketing')

  const catalogue = catalogueRows()
  const hotels = generateHotels(hotelRng, hotelCount, today)
  const marketing = generateMarketing(marketingRng, hotels.info, today)
  const faqs = faqRows().map((f, i) => ({ id: i + 1, ...f }))
  const users = await demoUsers(today)

  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(schema.governorates)
    if (existing?.n) throw new Error('seedDatabase: the database already holds data; reset it first')

    await insertAll(tx, schema.governorates, catalogue.governorates)
    await insertAll(tx, schema.cities, catalogue.cities)
    await insertAll(tx, schema.services, catalogue.services)
    await insertAll(tx, schema.featureGroups, catalogue.featureGroups)
    await insertAll(tx, schema.features, catalogue.features)
    await insertAll(tx, schema.currencies, catalogue.currencies)

    await insertAll(tx, schema.hotels, hotels.hotels)
    await insertAll(tx, schema.hotelImages, hotels.hotelImages)
    await insertAll(tx, schema.hotelServices, hotels.hotelServices)
    await insertAll(tx, schema.hotelFeatures, hotels.hotelFeatures)
    await insertAll(tx, schema.rooms, hotels.rooms)
    await insertAll(tx, schema.roomImages, hotels.roomImages)
    await insertAll(tx, schema.roomServices, hotels.roomServices)

    await insertAll(tx, schema.offers, marketing.offers)
    await insertAll(tx, schema.discounts, marketing.discounts)
    await insertAll(tx, schema.sliders, marketing.sliders)
    await insertAll(tx, schema.sliderItems, marketing.sliderItems)
    await insertAll(tx, schema.faqs, faqs)
    await insertAll(tx, schema.users, users)

    for (const table of EXPLICIT_ID_TABLES) {
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce((SELECT max(id) FROM ${sql.identifier(table)}), 0) + 1, false)`,
      )
    }
  })
  return { hotels: hotelCount }
}
