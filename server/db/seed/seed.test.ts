import { createHash } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../../auth/password'
import { type Database, type Db, openPglite, schema } from '../client'
import {
  CLOSED_PROBE,
  DEMO_ACCOUNTS,
  INVENTORY_NIGHTS,
  OPEN_PROBE,
  SEEDED_TABLES,
  SOLD_OUT_PROBE,
  seedDatabase,
} from './index'
import { baghdadDate } from './inventory'
import { REVIEWERS } from './reviews'

const TODAY = new Date('2025-03-01T12:00:00Z')
/** TODAY's date in Baghdad: where the inventory starts. */
const START = '2025-03-01'
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

/**
 * SHA-256 of the hotel rows and their rooms and images, offers, reviews and reviewers, and a
 * sample of the inventory (every 37th room, and every room on one night), in key order.
 */
async function catalogueHash(db: Db): Promise<string> {
  const hotels = await db.select().from(schema.hotels).orderBy(asc(schema.hotels.id))
  const rooms = await db.select().from(schema.rooms).orderBy(asc(schema.rooms.id))
  const images = await db.select().from(schema.hotelImages).orderBy(asc(schema.hotelImages.id))
  const offers = await db.select().from(schema.offers).orderBy(asc(schema.offers.id))
  const comments = await db.select().from(schema.comments).orderBy(asc(schema.comments.id))
  // Demo accounts have salted password hashes; reviewers have none.
  const reviewers = await rows(
    db,
    sql`SELECT id, name, email, city, language, currency, created_at::text FROM users
        WHERE password_hash IS NULL ORDER BY id`,
  )
  const nights = await rows(
    db,
    sql`SELECT room_id, night::text, rooms_for_sale, rooms_held, rooms_booked, rate::text, closed
        FROM room_nights WHERE room_id % 37 = 1 OR night = DATE '2025-06-01' ORDER BY room_id, night`,
  )
  return createHash('sha256')
    .update(JSON.stringify({ hotels, rooms, images, offers, comments, reviewers, nights }))
    .digest('hex')
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

  it('takes the inventory start day in Baghdad', () => {
    expect(baghdadDate(new Date('2025-02-28T20:59:00Z'))).toBe('2025-02-28')
    expect(baghdadDate(new Date('2025-02-28T21:00:00Z'))).toBe('2025-03-01')
    expect(baghdadDate(TODAY)).toBe(START)
  })

  it('sells every room for exactly 365 nights from today', async () => {
    const [r] = await rows<{
      rooms: number
      missing: number
      min: number
      max: number
      first: string
      last: string
    }>(
      database.db,
      sql`SELECT count(*)::int AS rooms, min(n)::int AS min, max(n)::int AS max,
                 min(first)::text AS first, max(last)::text AS last,
                 (SELECT count(*)::int FROM rooms r WHERE NOT EXISTS
                   (SELECT 1 FROM room_nights rn WHERE rn.room_id = r.id)) AS missing
          FROM (SELECT room_id, count(DISTINCT night) AS n, min(night) AS first, max(night) AS last
                FROM room_nights GROUP BY room_id) AS per_room`,
    )
    const [roomCount] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM rooms`)
    expect(r?.rooms).toBe(roomCount?.n)
    expect(r?.missing).toBe(0)
    expect([r?.min, r?.max]).toEqual([INVENTORY_NIGHTS, INVENTORY_NIGHTS])
    expect([r?.first, r?.last]).toEqual([START, '2026-02-28'])
  })

  it('keeps the inventory consistent, with varied availability and prices', async () => {
    const [bad] = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM room_nights rn JOIN rooms r ON r.id = rn.room_id
          WHERE rn.rooms_held < 0 OR rn.rooms_booked < 0 OR rn.rooms_held + rn.rooms_booked > rn.rooms_for_sale
             OR rn.rooms_for_sale <> r.room_count OR rn.rate <= 0 OR (rn.closed AND rn.rooms_booked > 0)
             OR rn.rate < r.base_rate * 0.84 OR rn.rate > r.base_rate * 1.95`,
    )
    expect(bad?.n).toBe(0)
    const [share] = await rows<{ closed: number; sold_out: number; partial: number; empty: number }>(
      database.db,
      sql`SELECT avg(closed::int)::float8 AS closed,
                 avg((NOT closed AND rooms_booked = rooms_for_sale)::int)::float8 AS sold_out,
                 avg((NOT closed AND rooms_booked BETWEEN 1 AND rooms_for_sale - 1)::int)::float8 AS partial,
                 avg((NOT closed AND rooms_booked = 0)::int)::float8 AS empty
          FROM room_nights`,
    )
    expect(share?.closed).toBeGreaterThan(0.005)
    expect(share?.closed).toBeLessThan(0.02)
    expect(share?.sold_out).toBeGreaterThan(0.015)
    expect(share?.sold_out).toBeLessThan(0.05)
    expect(share?.partial).toBeGreaterThan(0.5)
    expect(share?.empty).toBeGreaterThan(0.01)
    // Thursday and Friday nights (the Iraqi weekend) cost 12 % more than the night before.
    const [weekend] = await rows<{ ratio: number }>(
      database.db,
      sql`SELECT avg(thu.rate / wed.rate)::float8 AS ratio FROM room_nights thu
          JOIN room_nights wed ON wed.room_id = thu.room_id AND wed.night = thu.night - 1
          WHERE extract(isodow FROM thu.night) = 4`,
    )
    expect(weekend?.ratio).toBeGreaterThan(1.1)
    expect(weekend?.ratio).toBeLessThan(1.14)
  })

  it("keeps hotel 1's first room open with two rooms free for 30 nights", async () => {
    const [first] = await rows<{ id: number }>(
      database.db,
      sql`SELECT min(id)::int AS id FROM rooms WHERE hotel_id = ${OPEN_PROBE.hotelId}`,
    )
    expect(first?.id).toBe(OPEN_PROBE.roomId)
    const nights = await rows<{ night: string; free: number; closed: boolean }>(
      database.db,
      sql`SELECT night::text, rooms_for_sale - rooms_held - rooms_booked AS free, closed FROM room_nights
          WHERE room_id = ${OPEN_PROBE.roomId} AND night < DATE '2025-03-01' + ${OPEN_PROBE.nights}::int
          ORDER BY night`,
    )
    expect(nights).toHaveLength(OPEN_PROBE.nights)
    for (const n of nights) {
      expect(n.closed, n.night).toBe(false)
      expect(n.free, n.night).toBeGreaterThanOrEqual(OPEN_PROBE.minFree)
    }
  })

  it('has the documented sold-out and closed nights', async () => {
    const week = async (roomId: number, offset: number) =>
      rows<{ d: number; free: number; closed: boolean; hotel: number }>(
        database.db,
        sql`SELECT rn.night - DATE '2025-03-01' AS d, rooms_for_sale - rooms_held - rooms_booked AS free,
                   closed, r.hotel_id AS hotel
            FROM room_nights rn JOIN rooms r ON r.id = rn.room_id
            WHERE room_id = ${roomId} AND night BETWEEN DATE '2025-03-01' + ${offset - 3}::int
                                                  AND DATE '2025-03-01' + ${offset + 3}::int
            ORDER BY night`,
      )
    const sold = await week(SOLD_OUT_PROBE.roomId, SOLD_OUT_PROBE.nightOffset)
    expect(sold).toHaveLength(7)
    for (const n of sold) {
      expect(n.hotel).toBe(SOLD_OUT_PROBE.hotelId)
      expect(n.closed, `night ${n.d}`).toBe(false)
      if (n.d === SOLD_OUT_PROBE.nightOffset) expect(n.free).toBe(0)
      else expect(n.free, `night ${n.d}`).toBeGreaterThanOrEqual(1)
    }
    const closed = await week(CLOSED_PROBE.roomId, CLOSED_PROBE.nightOffset)
    expect(closed).toHaveLength(7)
    for (const n of closed) {
      expect(n.hotel).toBe(CLOSED_PROBE.hotelId)
      expect(n.closed, `night ${n.d}`).toBe(n.d === CLOSED_PROBE.nightOffset)
      if (n.d !== CLOSED_PROBE.nightOffset) expect(n.free, `night ${n.d}`).toBeGreaterThanOrEqual(1)
    }
  })

  it('sets a child policy on every hotel', async () => {
    const hotels = await database.db
      .select({ age: schema.hotels.child_free_age, rate: schema.hotels.child_night_rate })
      .from(schema.hotels)
    for (const h of hotels) {
      expect([2, 4, 6, 8, 12]).toContain(h.age)
      if (h.rate !== 0) expect(h.rate).toBeGreaterThanOrEqual(5)
      expect(h.rate).toBeLessThanOrEqual(35)
    }
    const free = hotels.filter((h) => h.rate === 0).length / hotels.length
    expect(free).toBeGreaterThan(0.1)
    expect(free).toBeLessThan(0.4)
    expect(hotels.filter((h) => h.age === 6).length).toBeGreaterThan(hotels.length / 3)
  })

  it('rates each hotel with the mean of its reviews', async () => {
    const mismatches = await rows<{ id: number }>(
      database.db,
      sql`SELECT h.id FROM hotels h
          WHERE h.rate <> coalesce((SELECT round(avg(c.rate), 1) FROM comments c WHERE c.hotel_id = h.id), 0)`,
    )
    expect(mismatches).toEqual([])
    const [counts] = await rows<{ none: number; most: number; max: number }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE n = 0)::int AS none, count(*) FILTER (WHERE n BETWEEN 5 AND 25)::int AS most,
                 max(n)::int AS max
          FROM (SELECT h.id, count(c.id) AS n FROM hotels h LEFT JOIN comments c ON c.hotel_id = h.id GROUP BY h.id) x`,
    )
    expect(counts?.none).toBeGreaterThan(0)
    expect(counts?.most).toBeGreaterThan(160 * 0.7)
    expect(counts?.max).toBeLessThanOrEqual(30)
  })

  it('writes reviews by named reviewers, each in one language, over 18 months', async () => {
    const reviewers = await rows<{ id: number; name: string; email: string | null; is_guest: boolean }>(
      database.db,
      sql`SELECT DISTINCT u.id, u.name, u.email, u.is_guest FROM comments c JOIN users u ON u.id = c.client_id`,
    )
    expect(reviewers.length).toBeLessThanOrEqual(REVIEWERS.length)
    expect(reviewers.length).toBeGreaterThan(30)
    for (const r of reviewers) {
      expect(r.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/)
      expect(r.email).toBeNull()
      expect(r.is_guest).toBe(false)
    }
    const comments = await database.db.select().from(schema.comments)
    const since = TODAY.getTime() - 549 * 86_400_000
    for (const c of comments) {
      expect(c.created_at.getTime()).toBeLessThan(TODAY.getTime())
      expect(c.created_at.getTime()).toBeGreaterThan(since)
    }
    const texts = comments.flatMap((c) => (c.comment === null ? [] : [c.comment]))
    const silent = 1 - texts.length / comments.length
    expect(silent).toBeGreaterThan(0.08)
    expect(silent).toBeLessThan(0.25)
    const latin = /[A-Za-z]/
    const arabicScript = /[\u0600-\u06FF]/
    const sorani = /[ەێۆڵڕڤ]/
    const arabicOnly = /[ةذضظ]/
    const english = texts.filter((t) => latin.test(t))
    const kurdish = texts.filter((t) => sorani.test(t))
    const arabic = texts.filter((t) => arabicScript.test(t) && !sorani.test(t))
    for (const t of english) expect(arabicScript.test(t), t).toBe(false)
    for (const t of kurdish) expect(arabicOnly.test(t), t).toBe(false)
    for (const part of [english, kurdish, arabic]) expect(part.length).toBeGreaterThan(texts.length * 0.1)
    // A single rating is enough to sway a hotel with few reviews; most reviews are good ones.
    const mean = comments.reduce((s, c) => s + c.rate, 0) / comments.length
    expect(mean).toBeGreaterThan(3.3)
    expect(mean).toBeLessThan(4.5)
  })

  it('creates the demo accounts with working passwords', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await database.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, account.email))
      expect(user?.role).toBe(account.role)
      expect(user?.verified_at).not.toBeNull()
      expect(await verifyPassword(account.password, user?.password_hash ?? '')).toBe(true)
    }
  })

  it('gives the demo hotel manager every demo hotel of Erbil city and nothing else', async () => {
    const managed = await rows<{ city: string }>(
      database.db,
      sql`SELECT c.en_name AS city FROM hotel_managers m
          JOIN users u ON u.id = m.user_id JOIN hotels h ON h.id = m.hotel_id JOIN cities c ON c.id = h.city_id
          WHERE u.email = 'manager@funduq.test'`,
    )
    const [erbil] = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM hotels h JOIN cities c ON c.id = h.city_id WHERE c.en_name = 'Erbil'`,
    )
    expect(managed.length).toBeGreaterThan(0)
    expect(managed.length).toBe(erbil?.n)
    expect(new Set(managed.map((m) => m.city))).toEqual(new Set(['Erbil']))
  })

  it('moves the id sequences past the seeded rows', async () => {
    const [row] = await database.db
      .insert(schema.services)
      .values({ icon: 'test', ar_name: 'x', en_name: 'x', kr_name: 'x' })
      .returning({ id: schema.services.id })
    expect(row?.id).toBeGreaterThan(20)
    await database.db.delete(schema.services).where(eq(schema.services.icon, 'test'))
    const [user] = await database.db
      .insert(schema.users)
      .values({ name: 'Test T.', is_guest: true })
      .returning({ id: schema.users.id })
    expect(user?.id).toBe(DEMO_ACCOUNTS.length + REVIEWERS.length + 1)
    const [seeded] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM comments`)
    const [comment] = await database.db
      .insert(schema.comments)
      .values({ hotel_id: 1, client_id: user?.id ?? 0, rate: 5 })
      .returning({ id: schema.comments.id })
    expect(comment?.id).toBe((seeded?.n ?? 0) + 1)
    await database.db.delete(schema.comments).where(eq(schema.comments.id, comment?.id ?? 0))
    await database.db.delete(schema.users).where(eq(schema.users.id, user?.id ?? 0))
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
