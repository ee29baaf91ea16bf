import { createHash } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../../auth/password'
import { type Database, type Db, openPglite, schema } from '../client'
import { DEMO_ACCOUNTS, SEEDED_TABLES, seedDatabase } from './index'

const TODAY = new Date('2025-03-01T12:00:00Z')
const TIMEOUT = 120_000

let database: Database

beforeAll(async () => {
  database = await openPglite({ dir: 'memory://' })
  await database.migrate()
  await seedDatabase(database.db, { today: TODAY })
}, TIMEOUT)

afterAll(async () => {
  await database?.close()
})

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

/** SHA-256 of the hotel rows and their rooms and images, in id order. */
async function catalogueHash(db: Db): Promise<string> {
  const hotels = await db.select().from(schema.hotels).orderBy(asc(schema.hotels.id))
  const rooms = await db.select().from(schema.rooms).orderBy(asc(schema.rooms.id))
  const images = await db.select().from(schema.hotelImages).orderBy(asc(schema.hotelImages.id))
  const offers = await db.select().from(schema.offers).orderBy(asc(schema.offers.id))
  return createHash('sha256').update(JSON.stringify({ hotels, rooms, images, offers })).digest('hex')
}

async function reset(db: Db): Promise<void> {
  const tables = sql.join(
    SEEDED_TABLES.map((t) => sql.identifier(t)),
    sql`, `,
  )
  await db.execute(sql`TRUNCATE TABLE ${tables} RESTART IDENTITY CASCADE`)
}

describe('seedDatabase', { timeout: TIMEOUT }, () => {
  it('has the 19 governorates with Arabic, English and Sorani names and images', async () => {
    const governorates = await database.db.select().from(schema.governorates)
    expect(governorates).toHaveLength(19)
    for (const g of governorates) {
      expect(g.ar_name.trim()).not.toBe('')
      expect(g.en_name.trim()).not.toBe('')
      expect(g.kr_name.trim()).not.toBe('')
      expect(g.image_path).toBe(`/media/governorate/${g.slug}.webp`)
    }
    const names = governorates.map((g) => g.kr_name)
    for (const kurdish of ['هەولێر', 'سلێمانی', 'دهۆک', 'هەڵەبجە', 'کەرکووک', 'بەغدا']) {
      expect(names).toContain(kurdish)
    }
  })

  it('gives every governorate at least two hotels', async () => {
    const counts = await rows<{ id: number; n: number }>(
      database.db,
      sql`SELECT g.id, count(h.id)::int AS n FROM governorates g LEFT JOIN hotels h ON h.governorate_id = g.id GROUP BY g.id`,
    )
    expect(counts).toHaveLength(19)
    for (const c of counts) expect(c.n, `governorate ${c.id}`).toBeGreaterThanOrEqual(2)
    const [total] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM hotels`)
    expect(total?.n).toBe(160)
  })

  it('gives every hotel at least two rooms and five images', async () => {
    const [worst] = await rows<{ rooms: number; images: number }>(
      database.db,
      sql`SELECT min((SELECT count(*) FROM rooms r WHERE r.hotel_id = h.id))::int AS rooms,
                 min((SELECT count(*) FROM hotel_images i WHERE i.hotel_id = h.id))::int AS images
          FROM hotels h`,
    )
    expect(worst?.rooms).toBeGreaterThanOrEqual(2)
    expect(worst?.images).toBeGreaterThanOrEqual(5)
  })

  it('keeps hotel flags in step with the services linked', async () => {
    const mismatches = await rows<{ id: number }>(
      database.db,
      sql`SELECT h.id FROM hotels h WHERE
            h.has_pool <> EXISTS (SELECT 1 FROM hotel_services hs JOIN services s ON s.id = hs.service_id
                                  WHERE hs.hotel_id = h.id AND s.icon = 'pool')
         OR h.has_free_parking <> EXISTS (SELECT 1 FROM hotel_services hs JOIN services s ON s.id = hs.service_id
                                  WHERE hs.hotel_id = h.id AND s.icon = 'parking')
         OR h.has_sweet_rooms <> EXISTS (SELECT 1 FROM rooms r WHERE r.hotel_id = h.id AND r.en_name LIKE '%Suite%')`,
    )
    expect(mismatches).toEqual([])
  })

  it('lists USD first among the currencies', async () => {
    const currencies = await database.db
      .select()
      .from(schema.currencies)
      .orderBy(asc(schema.currencies.sort_order), asc(schema.currencies.id))
    expect(currencies[0]?.currency_name).toBe('USD')
    expect(currencies[0]?.ex_price).toBe(1)
    expect(currencies.find((c) => c.currency_name === 'IQD')?.decimals).toBe(0)
    expect(currencies.find((c) => c.currency_name === 'AED')?.ex_price).toBe(3.6725)
  })

  it('has all four FAQ departments in three languages', async () => {
    const faqs = await database.db.select().from(schema.faqs)
    expect(new Set(faqs.map((f) => f.department_type))).toEqual(new Set([1, 2, 3, 4]))
    for (const f of faqs) {
      for (const text of [
        f.ar_question,
        f.en_question,
        f.kr_question,
        f.ar_answer,
        f.en_answer,
        f.kr_answer,
      ]) {
        expect(text.trim()).not.toBe('')
      }
    }
  })

  it('never repeats a hotel title', async () => {
    const [r] = await rows<{ n: number; en: number; ar: number; kr: number }>(
      database.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT lower(en_title))::int AS en,
                 count(DISTINCT ar_title)::int AS ar, count(DISTINCT kr_title)::int AS kr FROM hotels`,
    )
    expect(r?.en).toBe(r?.n)
    expect(r?.ar).toBe(r?.n)
    expect(r?.kr).toBe(r?.n)
  })

  it('places every hotel within 0.1° of its city', async () => {
    const far = await rows<{ id: number }>(
      database.db,
      sql`SELECT h.id FROM hotels h JOIN cities c ON c.id = h.city_id
          WHERE c.governorate_id <> h.governorate_id OR abs(h.lat - c.lat) > 0.1 OR abs(h.lng - c.lng) > 0.1`,
    )
    expect(far).toEqual([])
    const [orphans] = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM hotels WHERE city_id IS NULL`,
    )
    expect(orphans?.n).toBe(0)
  })

  it('builds the six home sliders, each with children that exist', async () => {
    const sliders = await database.db.select().from(schema.sliders).orderBy(asc(schema.sliders.sort_order))
    expect(sliders.map((s) => s.slider_type)).toEqual([0, 1, 2, 3, 4, 5])
    const dangling = await rows<{ id: number }>(
      database.db,
      sql`SELECT i.id FROM slider_items i WHERE NOT CASE i.child_type
            WHEN 'offer' THEN EXISTS (SELECT 1 FROM offers o WHERE o.id = i.child_id)
            WHEN 'governorate' THEN EXISTS (SELECT 1 FROM governorates g WHERE g.id = i.child_id)
            WHEN 'discount' THEN EXISTS (SELECT 1 FROM discounts d WHERE d.id = i.child_id)
            ELSE EXISTS (SELECT 1 FROM hotels h WHERE h.id = i.child_id AND h.is_active AND h.show_in_website) END`,
    )
    expect(dangling).toEqual([])
    for (const s of sliders) {
      const items = await database.db
        .select()
        .from(schema.sliderItems)
        .where(eq(schema.sliderItems.slider_id, s.id))
      expect(items.length, `slider type ${s.slider_type}`).toBeGreaterThan(0)
    }
  })

  it('ends offers relative to today, two of them already', async () => {
    const offers = await database.db.select().from(schema.offers)
    expect(offers.length).toBeGreaterThanOrEqual(10)
    const today = TODAY.toISOString().slice(0, 10)
    expect(offers.filter((o) => o.end_date < today)).toHaveLength(2)
    expect(offers.some((o) => (o.en_description ?? '').length > 255)).toBe(true)
  })

  it('creates the demo accounts with working passwords', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await database.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, account.email))
      expect(user?.is_agent).toBe(account.is_agent)
      expect(user?.verified_at).not.toBeNull()
      expect(await verifyPassword(account.password, user?.password_hash ?? '')).toBe(true)
    }
  })

  it('moves the id sequences past the seeded rows', async () => {
    const [row] = await database.db
      .insert(schema.services)
      .values({ icon: 'test', ar_name: 'x', en_name: 'x', kr_name: 'x' })
      .returning({ id: schema.services.id })
    expect(row?.id).toBeGreaterThan(20)
    await database.db.delete(schema.services).where(eq(schema.services.icon, 'test'))
  })

  it('refuses to seed a database that already holds data', async () => {
    await expect(seedDatabase(database.db, { hotels: 5, today: TODAY })).rejects.toThrow(/already holds data/)
  })

  it('gives identical rows for the same seed, and other rows for another seed', async () => {
    const first = await catalogueHash(database.db)
    await reset(database.db)
    await seedDatabase(database.db, { today: TODAY })
    expect(await catalogueHash(database.db)).toBe(first)
    await reset(database.db)
    await seedDatabase(database.db, { seed: 2, today: TODAY })
    expect(await catalogueHash(database.db)).not.toBe(first)
  })
})
