import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOf } from '../../contract/common'
import { Currency } from '../../contract/currency'
import { addDays, todayInIraq } from '../../contract/dates'
import { HotelDetail, HotelList } from '../../contract/hotel'
import { createTestApp, type TestApp } from '../../tests/support/test-app'
import { favourites, hotels, rooms } from '../db/schema'
import { CLOSED_PROBE, SOLD_OUT_PROBE } from '../db/seed/inventory'

let t: TestApp
let auth: Record<string, string>
let guestId: number
const today = todayInIraq()
const day = (n: number) => addDays(today, n)

beforeAll(async () => {
  t = await createTestApp()
  const res = await t.app.request('/api/auth/guest-user', { method: 'POST' })
  const { data } = await res.json()
  auth = { Authorization: `Bearer ${data.token}`, 'Accept-Language': 'en' }
  guestId = data.userAuth.id
})
afterAll(() => t.close())

async function get<S extends v.GenericSchema>(schema: S, path: string) {
  const res = await t.app.request(path, { headers: auth })
  expect(res.status, `${path} → ${res.status} ${res.status !== 200 ? await res.clone().text() : ''}`).toBe(
    200,
  )
  return v.parse(schema, await res.json())
}
const detail = async (id: number, qs: string) => (await get(HotelDetail, `/api/hotel/${id}?${qs}`)).data
const errorOf = async (path: string) => {
  const res = await t.app.request(path, { headers: auth })
  return { status: res.status, body: (await res.json()) as { errors?: Record<string, string[]> } }
}
async function hotelOfRoom(roomId: number) {
  const [row] = await t.deps.db.select({ hotel_id: rooms.hotel_id }).from(rooms).where(eq(rooms.id, roomId))
  if (!row) throw new Error(`room ${roomId} missing`)
  return row.hotel_id
}

describe('availability: nights', () => {
  it('shows a room sold out for a stay that covers one sold-out night in the middle', async () => {
    const hotelId = await hotelOfRoom(SOLD_OUT_PROBE.roomId)
    const night = SOLD_OUT_PROBE.nightOffset
    const across = await detail(hotelId, `checkin=${day(night - 2)}&checkout=${day(night + 2)}`)
    expect(across.rooms.find((r) => r.id === SOLD_OUT_PROBE.roomId)?.available_room_number).toBe(0)
    const before = await detail(hotelId, `checkin=${day(night - 2)}&checkout=${day(night)}`)
    expect(before.rooms.find((r) => r.id === SOLD_OUT_PROBE.roomId)?.available_room_number).toBeGreaterThan(0)
    const after = await detail(hotelId, `checkin=${day(night + 1)}&checkout=${day(night + 3)}`)
    expect(after.rooms.find((r) => r.id === SOLD_OUT_PROBE.roomId)?.available_room_number).toBeGreaterThan(0)
  })

  it('treats a closed night like a sold-out one', async () => {
    const hotelId = await hotelOfRoom(CLOSED_PROBE.roomId)
    const night = CLOSED_PROBE.nightOffset
    const across = await detail(hotelId, `checkin=${day(night - 1)}&checkout=${day(night + 1)}`)
    expect(across.rooms.find((r) => r.id === CLOSED_PROBE.roomId)?.available_room_number).toBe(0)
    const before = await detail(hotelId, `checkin=${day(night - 1)}&checkout=${day(night)}`)
    expect(before.rooms.find((r) => r.id === CLOSED_PROBE.roomId)?.available_room_number).toBeGreaterThan(0)
  })

  it('never lists a hotel that cannot host the stay, and prices agree between list and detail', async () => {
    const qs = `checkin=${day(3)}&checkout=${day(6)}&room_number=2&adult_number=3&children_number=1&children_ages=9`
    const list = await get(HotelList, `/api/hotel?${qs}&take=12&currency=IQD`)
    expect(list.data.length).toBeGreaterThan(0)
    for (const h of list.data) {
      const d = await detail(h.id, `${qs}&currency=IQD`)
      const fitting = d.rooms.filter(
        (r) =>
          r.available_room_number >= 2 &&
          r.adult_number * 2 >= 3 &&
          (r.adult_number + r.children_number) * 2 >= 4,
      )
      expect(fitting.length, `hotel ${h.id}`).toBeGreaterThan(0)
      expect(d.total_price).toBe(h.total_price)
      expect(d.total_price_with_currency).toBe(h.total_price_with_currency)
    }
  })

  it('drops hotels when more rooms are asked than any room type has free', async () => {
    const few = await get(HotelList, `/api/hotel?checkin=${day(1)}&checkout=${day(2)}&room_number=1&take=50`)
    const many = await get(
      HotelList,
      `/api/hotel?checkin=${day(1)}&checkout=${day(2)}&room_number=10&adult_number=10&take=50`,
    )
    expect(many.total).toBeLessThan(few.total)
    for (const h of many.data) {
      const d = await detail(h.id, `checkin=${day(1)}&checkout=${day(2)}&room_number=10&adult_number=10`)
      expect(Math.max(...d.rooms.map((r) => r.available_room_number))).toBeGreaterThanOrEqual(10)
    }
  })

  it('counts nights: a stay of n nights costs the sum of its nightly rates', async () => {
    const one = await detail(1, `checkin=${day(1)}&checkout=${day(2)}`)
    const two = await detail(1, `checkin=${day(2)}&checkout=${day(3)}`)
    const both = await detail(1, `checkin=${day(1)}&checkout=${day(3)}`)
    const id = both.rooms[0]?.id
    const price = (d: typeof one) => d.rooms.find((r) => r.id === id)?.total_price ?? Number.NaN
    expect(price(both)).toBeCloseTo(price(one) + price(two), 2)
    expect(both.nights).toBe(2)
  })
})

describe('availability: party and child policy', () => {
  it('only offers room types whose capacity fits adults and children', async () => {
    const qs = `checkin=${day(4)}&checkout=${day(5)}&adult_number=2&children_number=3&children_ages=3,5,8`
    const list = await get(HotelList, `/api/hotel?${qs}&take=10`)
    for (const h of list.data) {
      const d = await detail(h.id, qs)
      expect(
        d.rooms.some(
          (r) =>
            r.available_room_number >= 1 && r.adult_number >= 2 && r.adult_number + r.children_number >= 5,
        ),
      ).toBe(true)
    }
  })

  it('charges children at or above the hotel free age, and not younger ones', async () => {
    const [hotel] = await t.deps.db.select().from(hotels).where(eq(hotels.id, 1))
    if (!hotel) throw new Error('hotel 1 missing')
    await t.deps.db.update(hotels).set({ child_free_age: 6, child_night_rate: 20 }).where(eq(hotels.id, 1))
    const stay = `checkin=${day(2)}&checkout=${day(4)}&room_number=2&adult_number=2`
    const none = await detail(1, stay)
    const young = await detail(1, `${stay}&children_number=1&children_ages=3`)
    const older = await detail(1, `${stay}&children_number=2&children_ages=3,9`)
    expect(young.children_supplement).toBe(0)
    expect(older.children_supplement).toBe(40) // one paying child × $20 × 2 nights
    if (none.total_price !== null && older.total_price !== null) {
      expect(older.total_price - none.total_price).toBeCloseTo(40, 2)
    }
  })
})

describe('list: filters, sorting, currency, favourites', () => {
  it('applies minimum stars and rate, and feature flags (0 = don’t care)', async () => {
    const stars = await get(HotelList, '/api/hotel?filter[stars]=4&take=50')
    for (const h of stars.data) expect(h.stars).toBeGreaterThanOrEqual(4)
    const rate = await get(HotelList, '/api/hotel?filter[rate]=4&take=50')
    for (const h of rate.data) expect(h.rate).toBeGreaterThanOrEqual(4)
    const pool = await get(HotelList, '/api/hotel?filter[has_pool]=1&take=50')
    for (const h of pool.data) expect(h.has_pool).toBe(true)
    const any = await get(HotelList, '/api/hotel?filter[has_pool]=0&take=50')
    expect(any.total).toBeGreaterThan(pool.total)
  })

  it('sorts nearest first from the visitor and reports distances', async () => {
    const list = await get(HotelList, '/api/hotel?filter[lat]=36.19&filter[long]=44.01&take=20')
    const d = list.data.map((h) => h.distance ?? Number.POSITIVE_INFINITY)
    expect(d).toEqual([...d].sort((a, b) => a - b))
    expect(d[0]).toBeLessThan(10) // Erbil hotels are near the citadel
  })

  it('sorts by price descending and by popularity', async () => {
    const dear = await get(HotelList, '/api/hotel?sort=-price&take=20')
    const prices = dear.data.map((h) => h.total_price ?? 0)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    const popular = await get(HotelList, '/api/hotel?sort=popularity&take=20')
    const views = popular.data.map((h) => h.total_views)
    expect(views).toEqual([...views].sort((a, b) => b - a))
  })

  it('filters by a price range in the chosen currency', async () => {
    const { data: currencies } = await get(listOf(Currency), '/api/currency')
    const iqd = currencies.find((c) => c.currency_name === 'IQD')?.ex_price ?? 0
    const list = await get(
      HotelList,
      `/api/hotel?currency=IQD&start_price=100000&end_price=150000&take=50&checkin=${day(1)}&checkout=${day(2)}`,
    )
    for (const h of list.data) {
      expect((h.total_price ?? 0) * iqd).toBeGreaterThanOrEqual(100000 - 1)
      expect((h.total_price ?? 0) * iqd).toBeLessThanOrEqual(150000 + 1)
    }
  })

  it('converts with the currency rate and back within rounding', async () => {
    const { data: currencies } = await get(listOf(Currency), '/api/currency')
    for (const c of currencies) {
      const list = await get(HotelList, `/api/hotel?currency=${c.currency_name}&take=3&sort=id`)
      for (const h of list.data) {
        const back = (h.total_price_with_currency ?? 0) / c.ex_price
        expect(Math.abs(back - (h.total_price ?? 0))).toBeLessThanOrEqual(
          0.5 / 10 ** c.decimals / c.ex_price + 1e-9,
        )
      }
    }
  })

  it('marks the caller’s favourites, and only theirs', async () => {
    await t.deps.db.insert(favourites).values({ user_id: guestId, hotel_id: 1 })
    const mine = await get(HotelList, '/api/hotel?sort=id&take=2')
    expect(mine.data.find((h) => h.id === 1)?.is_faviorate).toBe(true)
    expect(mine.data.find((h) => h.id !== 1)?.is_faviorate).toBe(false)
    const other = await (await t.app.request('/api/auth/guest-user', { method: 'POST' })).json()
    const res = await t.app.request('/api/hotel?sort=id&take=2', {
      headers: { Authorization: `Bearer ${other.data.token}` },
    })
    const theirs = v.parse(HotelList, await res.json())
    expect(theirs.data.find((h) => h.id === 1)?.is_faviorate).toBe(false)
    expect((await detail(1, '')).is_faviorate).toBe(true)
  })

  it('includes city and governorate only when asked', async () => {
    const bare = await get(HotelList, '/api/hotel?take=1')
    expect(bare.data[0]?.governorate).toBeUndefined()
    const full = await get(HotelList, '/api/hotel?take=1&include=city,governorate')
    expect(full.data[0]?.governorate?.en_name).toBeTruthy()
  })
})

describe('bad stays and unknown hotels', () => {
  it.each([
    [`checkin=${day(-1)}&checkout=${day(1)}`, 'checkin'],
    [`checkin=${day(3)}&checkout=${day(3)}`, 'checkout'],
    [`checkin=${day(5)}&checkout=${day(2)}`, 'checkout'],
    [`checkin=${day(1)}&checkout=${day(40)}`, 'checkout'],
    [`checkin=${day(400)}&checkout=${day(401)}`, 'checkin'],
    ['children_number=2&children_ages=5', 'children_ages'],
    ['children_number=1&children_ages=30', 'children_ages'],
    ['filter[lat]=33.3', 'filter[long]'],
    ['filter[has_pool]=yes', 'filter[has_pool]'],
    ['sort=cheapest', 'sort'],
  ])('rejects %s on the list and the detail', async (qs, field) => {
    for (const path of [`/api/hotel?${qs}`, `/api/hotel/1?${qs}`]) {
      if (
        (path.startsWith('/api/hotel/1') && field.startsWith('filter')) ||
        (path.startsWith('/api/hotel/1') && field === 'sort')
      )
        continue
      const { status, body } = await errorOf(path)
      expect(status, path).toBe(422)
      expect(body.errors?.[field], path).toBeDefined()
    }
  })

  it('answers unknown or malformed hotel ids with a JSON 404', async () => {
    for (const path of ['/api/hotel/999999', '/api/hotel/abc', '/api/hotel/-1']) {
      const res = await t.app.request(path, { headers: auth })
      expect(res.status, path).toBe(404)
      expect((await res.json()).message).toBe('Not found')
    }
  })
})
