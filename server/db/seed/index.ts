import { sql } from 'drizzle-orm'
import { type Db, schema } from '../client'
import { applyChildPolicies } from './children'
import { discountCodeRows } from './discount-codes'
import { generateHotels } from './hotels'
import { insertAll, type Tx } from './insert'
import { checkProbeRooms, insertInventory } from './inventory'
import { generateMarketing } from './marketing'
import { applyHotelPolicies } from './policies'
import { Rng } from './prng'
import { insertReference, moveSequences } from './reference'
import { generateReviews } from './reviews'
import { DEMO_ACCOUNTS, demoUsers, MANAGER_CITY } from './users'

export { CLOSED_PROBE, INVENTORY_NIGHTS, OPEN_PROBE, SOLD_OUT_PROBE } from './inventory'
export { DEMO_ACCOUNTS, MANAGER_CITY } from './users'

export const DEFAULT_HOTELS = 160
export const DEFAULT_SEED = 1

/**
 * Tables whose ids the seed assigns itself (users: the reviewers; the demo accounts take theirs
 * from the sequence); their sequences are moved past those ids afterwards.
 */
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
  'comments',
  'users',
] as const

/** Every table the seed fills (all but `sessions`, `app_keys` and `favourites`). */
export const SEEDED_TABLES = [
  ...EXPLICIT_ID_TABLES,
  'hotel_services',
  'hotel_features',
  'room_services',
  'room_nights',
  'discount_codes',
  'hotel_managers',
] as const

/** What `db:seed --reset` empties: the seeded tables, and favourites (which point at them). */
export const RESET_TABLES = [...SEEDED_TABLES, 'favourites'] as const

export interface SeedOptions {
  /** How many hotels; 160 by default. Every governorate gets at least two from 38 up. */
  hotels?: number
  /** The random seed: the same number gives the same data. */
  seed?: number
  /**
   * Offers end relative to this day, inventory starts on it (its date in Baghdad) and reviews
   * reach back 18 months from it. Defaults to now.
   */
  today?: Date
}

export interface SeedResult {
  hotels: number
  rooms: number
  roomNights: number
  comments: number
  /** Milliseconds spent on each part. */
  timings: { generate: number; catalogue: number; inventory: number; reviews: number }
}

/** The demo hotel manager gets every demo hotel of MANAGER_CITY (issue 19). */
async function assignDemoManager(tx: Tx) {
  const manager = DEMO_ACCOUNTS.find((a) => a.role === 'hotel_manager')
  if (!manager) return
  await tx.execute(sql`
    INSERT INTO hotel_managers (user_id, hotel_id)
    SELECT u.id, h.id FROM users u, hotels h JOIN cities c ON c.id = h.city_id
    WHERE u.email = ${manager.email} AND c.en_name = ${MANAGER_CITY}`)
}

/**
 * Fills an empty, migrated database with the deterministic demo data, in one transaction.
 * Throws (and writes nothing) if governorates already exist.
 */
export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  let clock = performance.now()
  const lap = () => {
    const now = performance.now()
    const ms = Math.round(now - clock)
    clock = now
    return ms
  }
  const hotelCount = Math.max(0, Math.floor(opts.hotels ?? DEFAULT_HOTELS))
  const today = opts.today ?? new Date()
  const rng = new Rng(opts.seed ?? DEFAULT_SEED)
  // Each part draws from its own stream, so growing one does not reshuffle the others.
  const hotelRng = rng.fork('hotels')
  const marketingRng = rng.fork('marketing')
  const childRng = rng.fork('children')
  const reviewRng = rng.fork('reviews')
  const policyRng = rng.fork('policies')

  const hotels = generateHotels(hotelRng, hotelCount, today)
  checkProbeRooms(hotels.rooms)
  applyChildPolicies(childRng, hotels.hotels)
  applyHotelPolicies(policyRng, hotels.hotels)
  // The hotel generator's rate is the quality reviews gather around; the rate shown is their mean.
  const reviews = generateReviews(reviewRng, hotels.info, today)
  for (const hotel of hotels.hotels) hotel.rate = reviews.rates.get(hotel.id ?? 0) ?? 0
  for (const info of hotels.info) info.rate = reviews.rates.get(info.id) ?? 0
  const marketing = generateMarketing(marketingRng, hotels.info, today)
  const users = await demoUsers(today)
  let roomNights = 0
  const timings = { generate: lap(), catalogue: 0, inventory: 0, reviews: 0 }

  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(schema.governorates)
    if (existing?.n) throw new Error('seedDatabase: the database already holds data; reset it first')

    await insertReference(tx)

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
    await insertAll(tx, schema.discountCodes, discountCodeRows(today, hotels.hotels[0]?.id ?? 1))
    await insertAll(tx, schema.users, users)
    await assignDemoManager(tx)
    timings.catalogue = lap()

    // Inventory: generated by the database itself, a batch of rooms per statement.
    roomNights = await insertInventory(
      tx,
      today,
      hotels.rooms.map((r) => r.id ?? 0),
    )
    timings.inventory = lap()

    // Reviewers follow the demo accounts, whatever ids those got.
    const [top] = await tx
      .select({ id: sql<number>`coalesce(max(id), 0)`.mapWith(Number) })
      .from(schema.users)
    const firstReviewerId = (top?.id ?? 0) + 1
    await insertAll(
      tx,
      schema.users,
      reviews.reviewers.map((r, i) => ({ id: firstReviewerId + i, ...r })),
    )
    await insertAll(
      tx,
      schema.comments,
      reviews.comments.map(({ reviewer, ...c }, i) => ({
        id: i + 1,
        client_id: firstReviewerId + reviewer,
        ...c,
      })),
    )
    timings.reviews = lap()

    await moveSequences(tx, EXPLICIT_ID_TABLES)
  })
  return {
    hotels: hotelCount,
    rooms: hotels.rooms.length,
    roomNights,
    comments: reviews.comments.length,
    timings,
  }
}
