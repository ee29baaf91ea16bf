import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/support/test-app'
import {
  cities,
  governorates,
  hotelImages,
  hotelServices,
  hotelSummaries,
  hotels,
  services,
} from '../db/schema'
import { cityNames, governorateNames } from '../services/hotel-cards'
import { hotelSummary, imagesOf, JsonText, servicesOf, summaryWith } from '../services/hotel-view'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** The fields of hotelSummary that depend on the request, not on the hotel. */
const PER_REQUEST = [
  'is_faviorate',
  'governorate',
  'city',
  'distance',
  'total_price',
  'total_price_with_currency',
  'original_price',
  'original_price_with_currency',
  'discount_percentage',
  'decimals',
  'currency',
  'nights',
] as const

/** What hotelSummary (the detail page's and the favourites' way) says of these hotels. */
async function expected(ids: number[]) {
  const db = t.deps.db
  const rows = await db.select().from(hotels).where(inArray(hotels.id, ids))
  const images = await imagesOf(db, ids)
  const chips = await servicesOf(db, ids)
  const places = new Map((await db.select(governorateNames).from(governorates)).map((g) => [g.id, g]))
  const towns = new Map(
    (await db.select({ ...cityNames, governorate_id: cities.governorate_id }).from(cities)).map((c) => [
      c.id,
      c,
    ]),
  )
  const out = new Map<number, Record<string, unknown>>()
  for (const h of rows) {
    const full: Record<string, unknown> = hotelSummary(h, {
      images: images.get(h.id) ?? [],
      services: chips.get(h.id) ?? [],
      isFavourite: false,
      distance: null,
      price: null,
      discountPercentage: 0,
      currency: 'USD',
      nights: 1,
    })
    for (const key of PER_REQUEST) delete full[key]
    out.set(h.id, {
      fields: full,
      governorate: places.get(h.governorate_id),
      city: (h.city_id && towns.get(h.city_id)) ?? null,
    })
  }
  return out
}

/** The stored summaries, parsed from the text the search sends. */
async function stored(ids: number[]) {
  const rows = await t.deps.db
    .select({
      id: hotelSummaries.hotel_id,
      fields: sql<string>`${hotelSummaries.fields}::text`,
      governorate: sql<string>`${hotelSummaries.governorate}::text`,
      city: sql<string | null>`${hotelSummaries.city}::text`,
    })
    .from(hotelSummaries)
    .where(inArray(hotelSummaries.hotel_id, ids))
  return new Map(
    rows.map((r) => [
      r.id,
      {
        fields: JSON.parse(r.fields),
        governorate: JSON.parse(r.governorate),
        city: r.city && JSON.parse(r.city),
      },
    ]),
  )
}

async function expectInStep(ids: number[]) {
  const want = await expected(ids)
  const have = await stored(ids)
  expect(have.size).toBe(ids.length)
  for (const id of ids) expect(have.get(id), `hotel ${id}`).toEqual(want.get(id))
}

describe('hotel summaries (decision 22)', () => {
  it("hold every hotel's §3 fields exactly as hotelSummary gives them", async () => {
    const ids = (await t.deps.db.select({ id: hotels.id }).from(hotels)).map((r) => r.id)
    expect(ids.length).toBeGreaterThan(100)
    await expectInStep(ids)
  })

  it('follow every change to a hotel, its images, its services and the names it shows', async () => {
    const db = t.deps.db
    const [h] = await db.select().from(hotels).where(sql`${hotels.city_id} IS NOT NULL`).limit(1)
    if (!h?.city_id) throw new Error('no hotel with a city')
    const [chip] = await db.select().from(hotelServices).where(eq(hotelServices.hotel_id, h.id)).limit(1)
    if (!chip) throw new Error('no service')
    const neighbours = (
      await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.governorate_id, h.governorate_id))
    ).map((r) => r.id)

    await db
      .update(hotels)
      .set({ en_title: 'Renamed "Hotel" \\ Test', rate: 4.4, has_pool: true })
      .where(eq(hotels.id, h.id))
    await db
      .insert(hotelImages)
      .values({ hotel_id: h.id, image_path: '/media/hotel/new-first.webp', sort_order: -1 })
    await db.delete(hotelServices).where(eq(hotelServices.hotel_id, h.id))
    await db.insert(hotelServices).values({ hotel_id: h.id, service_id: chip.service_id })
    await db.update(services).set({ en_name: 'Renamed service' }).where(eq(services.id, chip.service_id))
    await db.update(governorates).set({ kr_name: 'ناوی نوێ' }).where(eq(governorates.id, h.governorate_id))
    await db.update(cities).set({ en_name: 'New City' }).where(eq(cities.id, h.city_id))
    await expectInStep(neighbours)

    const [mine] = (await stored([h.id])).values()
    expect(mine?.fields).toMatchObject({
      en_title: 'Renamed "Hotel" \\ Test',
      title: 'Renamed "Hotel" \\ Test',
      rate: 4.4,
      has_pool: true,
      image: '/media/hotel/new-first.webp',
    })
    expect(mine?.fields.all_services).toEqual([expect.objectContaining({ en_name: 'Renamed service' })])
    expect(mine?.governorate.kr_name).toBe('ناوی نوێ')
    expect(mine?.city.en_name).toBe('New City')

    // …and the search answers with them.
    const res = await t.app.request(
      `/api/hotel?filter[city_id]=${h.city_id}&take=50&include=city,governorate`,
      { headers: { 'Accept-Language': 'en' } },
    )
    const page = (await res.json()) as { data: Record<string, unknown>[] }
    expect(page.data.find((x) => x.id === h.id)).toMatchObject({
      en_title: 'Renamed "Hotel" \\ Test',
      city: { en_name: 'New City' },
      governorate: { kr_name: 'ناوی نوێ' },
    })
  })

  it('come with a new hotel and go with it', async () => {
    const db = t.deps.db
    const [g] = await db.select({ id: governorates.id }).from(governorates).limit(1)
    if (!g) throw new Error('no governorate')
    const [h] = await db
      .insert(hotels)
      .values({ governorate_id: g.id, en_title: 'New', ar_title: 'جديد', kr_title: 'نوێ', stars: 3 })
      .returning({ id: hotels.id })
    if (!h) throw new Error('not inserted')
    await expectInStep([h.id])
    expect((await stored([h.id])).get(h.id)?.fields).toMatchObject({
      images: [],
      all_services: [],
      image: null,
    })
    await db.delete(hotels).where(eq(hotels.id, h.id))
    expect((await stored([h.id])).size).toBe(0)
  })
})

describe('summaryWith', () => {
  it('puts the request fields in front of the stored text, which stays as it is', () => {
    const text = summaryWith('{"id":7,"title":"A \\"B\\""}', {
      is_faviorate: true,
      distance: null,
      total_price: 12.5,
      currency: 'IQD',
      city: new JsonText('{"id":1}'),
    })
    expect(text).toBe(
      '{"is_faviorate":true,"distance":null,"total_price":12.5,"currency":"IQD","city":{"id":1},"id":7,"title":"A \\"B\\""}',
    )
    expect(JSON.parse(text)).toEqual({
      is_faviorate: true,
      distance: null,
      total_price: 12.5,
      currency: 'IQD',
      city: { id: 1 },
      id: 7,
      title: 'A "B"',
    })
  })
})
