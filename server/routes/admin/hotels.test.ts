import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInIraq } from '../../../contract/dates'
import { type AccountsApp, call, createAccountsApp } from '../../../tests/support/accounts'
import { ADMIN, demoHotels, hotelBody, MANAGER, roomTypeBody, tokenOf } from '../../../tests/support/console'

let t: AccountsApp
let admin: string
let manager: string
let hotels: Awaited<ReturnType<typeof demoHotels>>
beforeAll(async () => {
  t = await createAccountsApp()
  admin = await tokenOf(t, ADMIN.email, ADMIN.password)
  manager = await tokenOf(t, MANAGER.email, MANAGER.password)
  hotels = await demoHotels(t)
})
afterAll(() => t.close())

const stay = `checkin=${addDays(todayInIraq(), 5)}&checkout=${addDays(todayInIraq(), 7)}`
const searchIds = async (cityId: number) => {
  const res = await call(t.app, 'GET', `/api/hotel?filter[city_id]=${cityId}&${stay}&take=50`)
  expect(res.status).toBe(200)
  return (res.body.data as { id: number }[]).map((h) => h.id)
}
const auditOf = async (token: string, entity: string, id: number) =>
  call(t.app, 'GET', `/api/admin/audit-log?entity=${entity}&id=${id}`, { token })

describe('console hotels', () => {
  it('the administrator adds a hotel: unpublished, recorded, then published it is found by search', async () => {
    const created = await call(t.app, 'POST', '/api/admin/hotels', {
      token: admin,
      body: hotelBody(hotels.erbilPlace),
    })
    expect(created.status).toBe(201)
    const hotel = created.body.data
    expect(hotel).toMatchObject({
      en_title: 'Console Test Hotel',
      show_in_website: false,
      has_pool: true,
      stars: 4,
    })
    const room = await call(t.app, 'POST', `/api/admin/hotels/${hotel.id}/room-types`, {
      token: admin,
      body: roomTypeBody(),
    })
    expect(room.status).toBe(201)
    expect(await searchIds(hotels.erbilPlace.city_id)).not.toContain(hotel.id)
    expect((await call(t.app, 'GET', `/api/hotel/${hotel.id}?${stay}`)).status).toBe(404)

    const published = await call(t.app, 'PUT', `/api/admin/hotels/${hotel.id}/publish`, {
      token: admin,
      body: { published: true },
    })
    expect(published.status).toBe(200)
    expect(await searchIds(hotels.erbilPlace.city_id)).toContain(hotel.id)
    const page = await call(t.app, 'GET', `/api/hotel/${hotel.id}?${stay}`)
    expect(page.status).toBe(200)
    expect(page.body.data.rooms[0]).toMatchObject({ en_name: 'Double room', available_room_number: 3 })
    // 80 a night for two nights.
    expect(page.body.data.rooms[0].total_price).toBe(160)

    const log = await auditOf(admin, 'hotel', hotel.id)
    expect(log.status).toBe(200)
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(['publish', 'create'])
    expect(log.body.data[0]).toMatchObject({
      user: { name: expect.any(String), email: ADMIN.email },
      before: { show_in_website: false },
      after: { show_in_website: true },
    })
  })

  it('unpublishing takes a hotel out of search, its page and the suggestions at once', async () => {
    const id = hotels.erbil[0] as number
    const name = (await call(t.app, 'GET', `/api/admin/hotels/${id}`, { token: manager })).body.data.en_title
    const suggested = async () =>
      (await call(t.app, 'GET', `/api/search?search=${encodeURIComponent(name)}`)).body.data.map(
        (s: { id: number; type: string }) => `${s.type}:${s.id}`,
      )
    // Asked once first, so the suggestions index (kept a minute) holds the hotel.
    expect(await suggested()).toContain(`hotel:${id}`)
    expect(await searchIds(hotels.erbilPlace.city_id)).toContain(id)
    const hidden = await call(t.app, 'PUT', `/api/admin/hotels/${id}/publish`, {
      token: manager,
      body: { published: false },
    })
    expect(hidden.status).toBe(200)
    expect(await searchIds(hotels.erbilPlace.city_id)).not.toContain(id)
    expect((await call(t.app, 'GET', `/api/hotel/${id}?${stay}`)).status).toBe(404)
    expect(await suggested()).not.toContain(`hotel:${id}`)
    await call(t.app, 'PUT', `/api/admin/hotels/${id}/publish`, { token: manager, body: { published: true } })
    expect(await searchIds(hotels.erbilPlace.city_id)).toContain(id)
  })

  it('the manager edits an Erbil hotel (recorded before and after) but not a Baghdad one', async () => {
    const id = hotels.erbil[1] as number
    const current = (await call(t.app, 'GET', `/api/admin/hotels/${id}`, { token: manager })).body.data
    const { id: _id, images: _i, room_types: _r, is_active: _a, show_in_website: _s, ...fields } = current
    const changed = await call(t.app, 'PUT', `/api/admin/hotels/${id}`, {
      token: manager,
      body: { ...fields, en_title: 'Renamed by the manager', stars: 5 },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({ en_title: 'Renamed by the manager', stars: 5 })
    const page = await call(t.app, 'GET', `/api/hotel/${id}?${stay}`, {
      headers: { 'Accept-Language': 'en' },
    })
    expect(page.body.data.en_title).toBe('Renamed by the manager')
    const [entry] = (await auditOf(manager, 'hotel', id)).body.data
    expect(entry).toMatchObject({
      action: 'update',
      user: { email: MANAGER.email },
      before: { en_title: current.en_title, stars: current.stars },
      after: { en_title: 'Renamed by the manager', stars: 5 },
    })

    const baghdad = hotels.baghdad[0] as number
    for (const [method, path, body] of [
      ['GET', `/api/admin/hotels/${baghdad}`, undefined],
      ['PUT', `/api/admin/hotels/${baghdad}`, hotelBody(hotels.erbilPlace)],
      ['PUT', `/api/admin/hotels/${baghdad}/publish`, { published: false }],
      ['POST', `/api/admin/hotels/${baghdad}/room-types`, roomTypeBody()],
    ] as const) {
      const res = await call(t.app, method, path, { token: manager, body })
      expect(res.status, `${method} ${path}`).toBe(404)
    }
    expect((await auditOf(manager, 'hotel', baghdad)).body.data).toEqual([])
    const list = await call(t.app, 'GET', '/api/admin/hotels', { token: manager })
    expect(list.body.data.map((h: { id: number }) => h.id).sort((a: number, b: number) => a - b)).toEqual(
      [...hotels.erbil].sort((a, b) => a - b),
    )
    expect(list.body.total).toBe(hotels.erbil.length)
  })

  it('refuses bad input with field messages, and a manager adding a hotel', async () => {
    const bad = await call(t.app, 'POST', '/api/admin/hotels', {
      token: admin,
      body: hotelBody(hotels.erbilPlace, { stars: 7, en_title: '', lat: 200 }),
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['en_title', 'lat', 'stars'])
    const wrongCity = await call(t.app, 'POST', '/api/admin/hotels', {
      token: admin,
      body: hotelBody({
        governorate_id: hotels.erbilPlace.governorate_id + 1,
        city_id: hotels.erbilPlace.city_id,
      }),
    })
    expect(wrongCity.status).toBe(422)
    expect(wrongCity.body.errors.city_id).toEqual(['This city is not in the chosen governorate'])
    const unknown = await call(t.app, 'POST', '/api/admin/hotels', {
      token: admin,
      body: hotelBody(hotels.erbilPlace, { service_ids: [999999] }),
    })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors.service_ids).toBeDefined()
    const byManager = await call(t.app, 'POST', '/api/admin/hotels', {
      token: manager,
      body: hotelBody(hotels.erbilPlace),
    })
    expect(byManager.status).toBe(403)
  })

  it('a room type: created with a year of nights, edited, recorded', async () => {
    const id = hotels.erbil[2] as number
    const created = await call(t.app, 'POST', `/api/admin/hotels/${id}/room-types`, {
      token: manager,
      body: roomTypeBody({ en_name: 'Family suite', room_count: 2, base_rate: 120.5, bed_number: 3 }),
    })
    expect(created.status).toBe(201)
    const room = created.body.data
    expect(room).toMatchObject({ hotel_id: id, bed_number: 3, size_m2: 28, base_rate: 120.5 })
    const today = todayInIraq()
    const year = await call(
      t.app,
      'GET',
      `/api/admin/room-types/${room.id}/calendar?from=${today}&to=${addDays(today, 365)}`,
      { token: manager },
    )
    expect(year.body.data).toHaveLength(365)
    expect(year.body.data[0]).toEqual({
      night: today,
      rate: 120.5,
      rooms: 2,
      sold: 0,
      closed: false,
      min_nights: 1,
    })
    const edited = await call(t.app, 'PUT', `/api/admin/room-types/${room.id}`, {
      token: manager,
      body: roomTypeBody({ en_name: 'Family suite plus', room_count: 2, base_rate: 130 }),
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data.en_name).toBe('Family suite plus')
    const log = (await auditOf(manager, 'room_type', room.id)).body.data
    expect(log.map((e: { action: string }) => e.action)).toEqual(['update', 'create'])
    expect(log[0].before.en_name).toBe('Family suite')
    const baghdadRoom = (await call(t.app, 'GET', `/api/admin/hotels/${hotels.baghdad[0]}`, { token: admin }))
      .body.data.room_types[0].id
    expect(
      (await call(t.app, 'GET', `/api/admin/room-types/${baghdadRoom}`, { token: manager })).status,
    ).toBe(404)
  })
})
