import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInIraq } from '../../../contract/dates'
import { formatDate } from '../../../contract/format'
import { type AccountsApp, call, createAccountsApp } from '../../../tests/support/accounts'
import { reserve } from '../../../tests/support/booking'
import { ADMIN, demoHotels, hotelBody, roomTypeBody, tokenOf, USER } from '../../../tests/support/console'

let t: AccountsApp
let admin: string
let hotelId: number
let roomId: number
let cityId: number
const day = (n: number) => addDays(todayInIraq(), n)

beforeAll(async () => {
  t = await createAccountsApp()
  admin = await tokenOf(t, ADMIN.email, ADMIN.password)
  const { erbilPlace } = await demoHotels(t)
  cityId = erbilPlace.city_id
  // A hotel of its own, with one room type of two rooms: nothing else changes its nights.
  const hotel = await call(t.app, 'POST', '/api/admin/hotels', {
    token: admin,
    body: hotelBody(erbilPlace, { en_title: 'Calendar Test Hotel' }),
  })
  hotelId = hotel.body.data.id
  const room = await call(t.app, 'POST', `/api/admin/hotels/${hotelId}/room-types`, {
    token: admin,
    body: roomTypeBody({ room_count: 2, base_rate: 50 }),
  })
  roomId = room.body.data.id
  await call(t.app, 'PUT', `/api/admin/hotels/${hotelId}/publish`, {
    token: admin,
    body: { published: true },
  })
})
afterAll(() => t.close())

const change = (body: Record<string, unknown>) =>
  call(t.app, 'PUT', `/api/admin/room-types/${roomId}/calendar`, { token: admin, body })
const offered = async (from: number, nights: number) => {
  const res = await call(
    t.app,
    'GET',
    `/api/hotel?filter[city_id]=${cityId}&checkin=${day(from)}&checkout=${day(from + nights)}&take=50`,
  )
  expect(res.status).toBe(200)
  return (res.body.data as { id: number }[]).some((h) => h.id === hotelId)
}
const roomOnPage = async (from: number, nights: number) => {
  const res = await call(
    t.app,
    'GET',
    `/api/hotel/${hotelId}?checkin=${day(from)}&checkout=${day(from + nights)}`,
  )
  return res.body.data.rooms.find((r: { id: number }) => r.id === roomId)
}

describe('rates and availability calendar', () => {
  it('closing a night takes every stay through it out of search; opening it brings them back', async () => {
    expect(await offered(10, 3)).toBe(true)
    const closed = await change({ from: day(11), to: day(11), closed: true })
    expect(closed.status).toBe(200)
    expect(closed.body.data).toEqual([
      { night: day(11), rate: 50, rooms: 2, sold: 0, closed: true, min_nights: 1 },
    ])
    expect(await offered(10, 3)).toBe(false)
    expect((await roomOnPage(10, 3)).available_room_number).toBe(0)
    expect(await offered(10, 1)).toBe(true) // the night before is still open
    expect(await offered(12, 2)).toBe(true) // and so are the nights after
    await change({ from: day(11), to: day(11), closed: false })
    expect(await offered(10, 3)).toBe(true)
  })

  it('a rate set on a range is what the hotel page and search quote at once', async () => {
    const set = await change({ from: day(20), to: day(22), rate: 72.5 })
    expect(set.status).toBe(200)
    expect(set.body.data.map((n: { rate: number }) => n.rate)).toEqual([72.5, 72.5, 72.5])
    // Nights 19 (50) + 20, 21, 22 (72.5 each) + 23 (50).
    expect((await roomOnPage(19, 5)).total_price).toBe(50 + 3 * 72.5 + 50)
    const list = await call(
      t.app,
      'GET',
      `/api/hotel?filter[city_id]=${cityId}&checkin=${day(20)}&checkout=${day(22)}&take=50`,
    )
    expect(list.body.data.find((h: { id: number }) => h.id === hotelId).total_price).toBe(145)
  })

  it('refuses rooms to sell below rooms sold, naming the nights, and changes nothing', async () => {
    const user = await tokenOf(t, USER.email, USER.password)
    const stay = {
      hotel_id: hotelId,
      checkin: day(30),
      checkout: day(32),
      adults: 1,
      children: 0,
      currency: 'USD',
      country: 'Iraq',
      rooms: [{ room_id: roomId, number_of_rooms: 1 }],
    }
    expect((await reserve(t, user, stay)).status).toBe(201)
    const refused = await change({ from: day(29), to: day(33), rooms: 0, rate: 10 })
    expect(refused.status).toBe(409)
    const named = `Rooms to sell cannot go below the rooms already sold on these nights: ${[30, 31]
      .map((n) => formatDate(day(n), 'en', { weekday: 'short', day: 'numeric', month: 'long' }))
      .join(', ')}`
    expect(refused.body).toEqual({ message: named, errors: { rooms: [named] } })
    const calendar = await call(
      t.app,
      'GET',
      `/api/admin/room-types/${roomId}/calendar?from=${day(29)}&to=${day(33)}`,
      {
        token: admin,
      },
    )
    expect(calendar.body.data.map((n: { rooms: number; rate: number }) => [n.rooms, n.rate])).toEqual(
      Array(5).fill([2, 50]),
    )
    const lowered = await change({ from: day(29), to: day(33), rooms: 1 })
    expect(lowered.status).toBe(200)
    expect(lowered.body.data.map((n: { rooms: number; sold: number }) => n.rooms - n.sold)).toEqual([
      1, 0, 0, 1, 1,
    ])
  })

  it('a minimum stay on an arrival night: shorter stays from it are refused in search, page and booking', async () => {
    expect((await change({ from: day(40), to: day(40), min_nights: 3 })).status).toBe(200)
    expect(await offered(40, 2)).toBe(false)
    expect((await roomOnPage(40, 2)).available_room_number).toBe(0)
    expect(await offered(40, 3)).toBe(true)
    expect((await roomOnPage(40, 3)).available_room_number).toBe(2)
    expect(await offered(39, 2)).toBe(true) // arriving the night before: passing through is fine
    const user = await tokenOf(t, USER.email, USER.password)
    const short = await reserve(t, user, {
      hotel_id: hotelId,
      checkin: day(40),
      checkout: day(42),
      adults: 1,
      children: 0,
      currency: 'USD',
      country: 'Iraq',
      rooms: [{ room_id: roomId, number_of_rooms: 1 }],
    })
    expect(short.status).toBe(409)
  })

  it('refuses a bad range with field messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from: day(5), to: day(4), rate: 1 }, 'to'],
      [{ from: day(1), to: day(400), rate: 1 }, 'to'],
      [{ from: day(-3), to: day(1), rate: 1 }, 'from'],
      [{ from: day(1), to: day(2) }, 'rate'],
      [{ from: day(1), to: day(2), rooms: -1 }, 'rooms'],
      [{ from: day(1), to: day(2), min_nights: 31 }, 'min_nights'],
      [{ from: '2030-02-30', to: day(2), rate: 1 }, 'from'],
    ]
    for (const [body, field] of cases) {
      const res = await change(body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field)
    }
  })

  it('records each change with the nights as they were', async () => {
    const log = await call(t.app, 'GET', `/api/admin/audit-log?entity=room_type&id=${roomId}`, {
      token: admin,
    })
    const calendar = log.body.data.filter((e: { action: string }) => e.action === 'calendar')
    expect(calendar.length).toBeGreaterThanOrEqual(5)
    const closing = calendar.find(
      (e: { after: { change: { closed?: boolean } } }) => e.after.change.closed === true,
    )
    expect(closing.before.nights).toEqual([
      { night: day(11), rate: 50, rooms: 2, sold: 0, closed: false, min_nights: 1 },
    ])
  })
})
