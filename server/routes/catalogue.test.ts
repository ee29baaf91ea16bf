import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOf } from '../../contract/common'
import { Currency } from '../../contract/currency'
import { addDays, todayInIraq } from '../../contract/dates'
import { Governorate } from '../../contract/governorate'
import { HotelList } from '../../contract/hotel'
import { Suggestion } from '../../contract/search'
import { createTestApp, guestHeaders, type TestApp } from '../../tests/support/test-app'

const day = (n: number) => addDays(todayInIraq(), n)

let t: TestApp
let auth: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  auth = await guestHeaders(t.app)
})
afterAll(() => t.close())

async function get<S extends v.GenericSchema>(schema: S, path: string, lang = 'en') {
  const res = await t.app.request(path, { headers: { ...auth, 'Accept-Language': lang } })
  expect(res.status, `${path} → ${res.status}`).toBe(200)
  return v.parse(schema, await res.json())
}

async function errorOf(path: string, lang = 'en') {
  const res = await t.app.request(path, { headers: { ...auth, 'Accept-Language': lang } })
  return {
    status: res.status,
    body: (await res.json()) as { message: string; errors?: Record<string, string[]> },
  }
}

describe('GET /api/governorates', () => {
  it('lists all 19 governorates with names in three languages and hotel counts', async () => {
    const { data } = await get(listOf(Governorate), '/api/governorates?take=30')
    expect(data).toHaveLength(19)
    for (const g of data) {
      expect(g.ar_name && g.en_name && g.kr_name).toBeTruthy()
      expect(g.hotelsCount).toBeGreaterThan(0)
    }
    expect(data.map((g) => g.en_name)).toEqual(
      expect.arrayContaining(['Baghdad', 'Erbil', 'Basra', 'Halabja']),
    )
  })

  it('honours take and skip', async () => {
    const all = (await get(listOf(Governorate), '/api/governorates?take=30')).data
    const page = (await get(listOf(Governorate), '/api/governorates?take=5&skip=5')).data
    expect(page.map((g) => g.id)).toEqual(all.slice(5, 10).map((g) => g.id))
  })
})

describe('GET /api/currency', () => {
  it('puts USD first, has IQD in whole dinars and AED', async () => {
    const { data } = await get(listOf(Currency), '/api/currency')
    expect(data[0]).toMatchObject({ currency_name: 'USD', ex_price: 1 })
    expect(data.find((c) => c.currency_name === 'IQD')?.decimals).toBe(0)
    expect(data.find((c) => c.currency_name === 'AED')?.ex_price).toBeCloseTo(3.6725, 3)
  })
})

describe('GET /api/search', () => {
  it('defaults to Baghdad and ranks the place first', async () => {
    const { data } = await get(listOf(Suggestion), '/api/search')
    expect(data[0]).toMatchObject({ en_name: 'Baghdad', type: 'place' })
    expect(data.length).toBeLessThanOrEqual(10)
  })

  it.each(['Hawler', 'Arbil', 'اربيل', 'أربيل', 'هەولێر'])('finds Erbil from %s', async (q) => {
    const { data } = await get(listOf(Suggestion), `/api/search?search=${encodeURIComponent(q)}`)
    expect(data[0]?.en_name).toBe('Erbil')
  })

  it.each([
    ['Slemani', 'Sulaymaniyah'],
    ['Sulaimaniya', 'Sulaymaniyah'],
    ['سلێمانی', 'Sulaymaniyah'],
    ['السليمانيه', 'Sulaymaniyah'],
    ['البصره', 'Basra'],
    ['بَصْرَة', 'Basra'],
    ['كـربلاء', 'Karbala'],
    ['کەربەلا', 'Karbala'],
    ['Dohuk', 'Duhok'],
    ['دهۆک', 'Duhok'],
    ['النجف', 'Najaf'],
    ['an-Najaf', 'Najaf'],
  ])('normalises %s to %s', async (q, expected) => {
    const { data } = await get(listOf(Suggestion), `/api/search?search=${encodeURIComponent(q)}`)
    expect(data[0]?.en_name).toContain(expected)
  })

  it('suggests hotels by name', async () => {
    const { data: hotels } = await get(HotelList, '/api/hotel?take=1')
    const hotel = hotels[0]
    if (!hotel) throw new Error('no hotel seeded')
    const { data } = await get(listOf(Suggestion), `/api/search?search=${encodeURIComponent(hotel.en_title)}`)
    expect(data).toContainEqual(expect.objectContaining({ id: hotel.id, type: 'hotel' }))
  })

  it('answers an empty list to a query that matches nothing', async () => {
    const { data } = await get(listOf(Suggestion), '/api/search?search=zzqqxx')
    expect(data).toEqual([])
  })
})

describe('GET /api/hotel', () => {
  it('answers the §7 page shape with 9 hotels by default', async () => {
    const page = await get(HotelList, '/api/hotel?include=city,governorate')
    expect(page.per_page).toBe(9)
    expect(page.data).toHaveLength(9)
    expect(page.last_page).toBe(Math.ceil(page.total / 9))
    const h = page.data[0]
    expect(h?.governorate?.en_name).toBeTruthy()
    expect(h?.total_price).toBeGreaterThan(0)
    expect(h?.is_faviorate).toBe(false)
  })

  it('filters by governorate', async () => {
    const govs = (await get(listOf(Governorate), '/api/governorates?take=30')).data
    const erbil = govs.find((g) => g.en_name === 'Erbil')
    if (!erbil) throw new Error('Erbil missing')
    const page = await get(HotelList, `/api/hotel?filter[governorate_id]=${erbil.id}&take=50`)
    expect(page.total).toBeGreaterThan(0)
    expect(page.total).toBeLessThanOrEqual(erbil.hotelsCount)
    for (const h of page.data) expect(h.governorate_id).toBe(erbil.id)
  })

  it('pages without overlap and returns an empty page past the end', async () => {
    const p1 = await get(HotelList, '/api/hotel?take=5&page=1')
    const p2 = await get(HotelList, '/api/hotel?take=5&page=2')
    const ids1 = new Set(p1.data.map((h) => h.id))
    expect(p2.data.some((h) => ids1.has(h.id))).toBe(false)
    const past = await get(HotelList, `/api/hotel?take=5&page=${p1.last_page + 1}`)
    expect(past.data).toEqual([])
    expect(past.total).toBe(p1.total)
  })

  it('prices the stay: nights × rooms, converted to the chosen currency', async () => {
    const stay = `checkin=${day(10)}&checkout=${day(13)}&room_number=2&adult_number=2&sort=id&take=3`
    const usd = await get(HotelList, `/api/hotel?${stay}&currency=USD`)
    const iqd = await get(HotelList, `/api/hotel?${stay}&currency=IQD`)
    const one = await get(HotelList, `/api/hotel?checkin=${day(10)}&checkout=${day(11)}&sort=price&take=1`)
    const { data: currencies } = await get(listOf(Currency), '/api/currency')
    const rate = currencies.find((c) => c.currency_name === 'IQD')?.ex_price ?? 0
    for (const [i, h] of usd.data.entries()) {
      expect(h.nights).toBe(3)
      expect(iqd.data[i]?.total_price).toBe(h.total_price)
      expect(iqd.data[i]?.total_price_with_currency).toBe(Math.round((h.total_price ?? 0) * rate))
      expect(Number.isInteger(iqd.data[i]?.total_price_with_currency)).toBe(true)
    }
    // The cheapest single room for one night costs less than two rooms for three nights anywhere.
    expect(one.data[0]?.total_price ?? 0).toBeLessThan(usd.data[0]?.total_price ?? 0)
  })

  it('sorts by price', async () => {
    const page = await get(HotelList, '/api/hotel?sort=price&take=20')
    const prices = page.data.map((h) => h.total_price ?? 0)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })
})

describe('GET /api/hotel: bad input', () => {
  it('answers page=abc with 422 and a field message, never 500', async () => {
    const { status, body } = await errorOf('/api/hotel?page=abc')
    expect(status).toBe(422)
    expect(body.errors?.page?.[0]).toBe('Must be a whole number')
  })

  it('translates field messages into the caller language', async () => {
    const ar = await errorOf('/api/hotel?page=abc', 'ar')
    expect(ar.status).toBe(422)
    expect(ar.body.errors?.page?.[0]).toMatch(/[\u0600-\u06FF]/)
  })

  it.each([
    ['take=500', 'take'],
    ['take=0', 'take'],
    ['checkin=2030-01-05&checkout=2030-01-05', 'checkout'],
    ['checkin=2030-02-30', 'checkin'],
    ['sort=DROP TABLE', 'sort'],
    ['currency=XXX', 'currency'],
    ['filter[governorate_id]=-3', 'filter[governorate_id]'],
  ])('rejects %s', async (query, field) => {
    const { status, body } = await errorOf(`/api/hotel?${query}`)
    expect(status).toBe(422)
    expect(body.errors?.[field]).toBeDefined()
  })
})
