import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInIraq } from '../../../contract/dates'
import { type AccountsApp, call, createAccountsApp } from '../../../tests/support/accounts'
import { ADMIN, demoHotels, MANAGER, tokenOf } from '../../../tests/support/console'

let t: AccountsApp
let admin: string
let manager: string
let erbil: number
let baghdad: number
beforeAll(async () => {
  t = await createAccountsApp()
  admin = await tokenOf(t, ADMIN.email, ADMIN.password)
  manager = await tokenOf(t, MANAGER.email, MANAGER.password)
  const hotels = await demoHotels(t)
  erbil = hotels.erbil[0] as number
  baghdad = hotels.baghdad[0] as number
})
afterAll(() => t.close())

/** A photo as a camera sends it: 1200 × 800 pixels stored sideways, EXIF saying so and naming the camera. */
const jpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c04020' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'FunduqCam', Copyright: 'someone' } })
    .withMetadata({ orientation: 6 })
    .toBuffer()
const png = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 4, background: '#2060c0' } })
    .png()
    .toBuffer()

const form = (bytes: Uint8Array<ArrayBuffer> | string, name = 'photo.jpg', type = 'image/jpeg') => {
  const body = new FormData()
  body.append('image', new File([bytes], name, { type }))
  return body
}
const upload = (token: string, base: string, bytes: Uint8Array<ArrayBuffer> | string, type?: string) =>
  call(t.app, 'POST', `/api/admin/${base}/photos`, { token, body: form(bytes, 'x', type) })
const stay = `checkin=${addDays(todayInIraq(), 5)}&checkout=${addDays(todayInIraq(), 7)}`
const hotelPage = async (id: number) => {
  const res = await call(t.app, 'GET', `/api/hotel/${id}?${stay}`)
  expect(res.status).toBe(200)
  return res.body.data
}
const pathsOf = (photos: { image_path: string }[]) => photos.map((p) => p.image_path)

describe('console photos', () => {
  it('uploads a JPEG and a PNG, re-encoded without metadata in every width; reorder, cover and delete reach the guest site at once', async () => {
    const before = (await call(t.app, 'GET', `/api/admin/hotels/${erbil}`, { token: manager })).body.data
      .images
    const first = await upload(manager, `hotels/${erbil}`, await jpeg())
    expect(first.status).toBe(201)
    const added = first.body.data.at(-1)
    expect(added.image_path).toMatch(/^\/uploads\/photos\/[0-9a-f]{32}\.webp$/)
    expect(pathsOf(first.body.data)).toEqual([...pathsOf(before), added.image_path])

    // Served in each width the pages ask for: upright (the EXIF turn applied), no metadata left.
    for (const [w, expected] of [
      [640, [640, 960]],
      [1920, [800, 1200]],
    ] as const) {
      const res = await t.app.request(`${added.image_path}?w=${w}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
      expect([meta.width, meta.height]).toEqual(expected)
      expect(meta.exif).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
    }
    expect((await t.app.request(`${added.image_path}?w=123`)).status).toBe(404)

    const second = await upload(manager, `hotels/${erbil}`, await png(), 'image/png')
    expect(second.status).toBe(201)
    const pngPhoto = second.body.data.at(-1)
    expect((await t.app.request(`${pngPhoto.image_path}?w=320`)).status).toBe(200)

    // The PNG becomes the cover: the hotel page, its gallery and the search card follow.
    const ids = second.body.data.map((p: { id: number }) => p.id)
    const order = [pngPhoto.id, ...ids.filter((id: number) => id !== pngPhoto.id)]
    const ordered = await call(t.app, 'PUT', `/api/admin/hotels/${erbil}/photos/order`, {
      token: manager,
      body: { ids: order },
    })
    expect(ordered.status).toBe(200)
    expect(ordered.body.data.map((p: { id: number }) => p.id)).toEqual(order)
    const page = await hotelPage(erbil)
    expect(page.image).toBe(pngPhoto.image_path)
    expect(pathsOf(page.images)).toEqual(pathsOf(ordered.body.data))
    const list = await call(t.app, 'GET', `/api/hotel?filter[city_id]=${page.city_id ?? ''}&${stay}&take=50`)
    const card = list.body.data.find((h: { id: number }) => h.id === erbil)
    expect(card?.image).toBe(pngPhoto.image_path)

    // Deleting the cover: the next one is the cover, the files are gone.
    const deleted = await call(t.app, 'DELETE', `/api/admin/hotels/${erbil}/photos/${pngPhoto.id}`, {
      token: manager,
    })
    expect(deleted.status).toBe(200)
    expect(pathsOf(deleted.body.data)).not.toContain(pngPhoto.image_path)
    expect((await hotelPage(erbil)).image).toBe(deleted.body.data[0].image_path)
    expect((await t.app.request(`${pngPhoto.image_path}?w=320`)).status).toBe(404)

    const log = await call(t.app, 'GET', `/api/admin/audit-log?entity=hotel&id=${erbil}`, { token: manager })
    expect(log.body.data.slice(0, 4).map((e: { action: string }) => e.action)).toEqual([
      'photo_delete',
      'photo_order',
      'photo_add',
      'photo_add',
    ])
    expect(log.body.data[0].before.images).toContain(pngPhoto.image_path)
    expect(log.body.data[0].after.images).not.toContain(pngPhoto.image_path)
  })

  it("a room type's photos: the first is the room card's picture", async () => {
    const hotel = (await call(t.app, 'GET', `/api/admin/hotels/${erbil}`, { token: admin })).body.data
    const roomId = hotel.room_types[0].id as number
    const added = await upload(admin, `room-types/${roomId}`, await png(1000, 700), 'image/png')
    expect(added.status).toBe(201)
    const photo = added.body.data.at(-1)
    const others = added.body.data
      .filter((p: { id: number }) => p.id !== photo.id)
      .map((p: { id: number }) => p.id)
    const ordered = await call(t.app, 'PUT', `/api/admin/room-types/${roomId}/photos/order`, {
      token: admin,
      body: { ids: [photo.id, ...others] },
    })
    expect(ordered.status).toBe(200)
    const room = (await hotelPage(erbil)).rooms.find((r: { id: number }) => r.id === roomId)
    expect(room.image_url).toBe(photo.image_path)
    expect(room.images[0].image_path).toBe(photo.image_path)
    const read = await call(t.app, 'GET', `/api/admin/room-types/${roomId}`, { token: admin })
    expect(read.body.data.images[0].image_path).toBe(photo.image_path)

    const gone = await call(t.app, 'DELETE', `/api/admin/room-types/${roomId}/photos/${photo.id}`, {
      token: admin,
    })
    expect(gone.status).toBe(200)
    const after = (await hotelPage(erbil)).rooms.find((r: { id: number }) => r.id === roomId)
    expect(after.image_url).toBe(gone.body.data[0]?.image_path ?? null)
  })

  it('refuses what is not a photo, too large or too small, with translated messages', async () => {
    const notImage = await upload(manager, `hotels/${erbil}`, 'just some text, not a picture', 'image/jpeg')
    expect(notImage.status).toBe(422)
    expect(notImage.body.errors.image).toEqual(['Choose a JPEG, PNG or WebP photo'])

    const gif = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    expect((await upload(manager, `hotels/${erbil}`, gif, 'image/gif')).status).toBe(422)

    const small = await upload(manager, `hotels/${erbil}`, await png(300, 300), 'image/png')
    expect(small.status).toBe(422)
    expect(small.body.errors.image).toEqual(['The photo must be at least 480 pixels on each side'])

    const wide = await upload(manager, `hotels/${erbil}`, await png(8100, 500), 'image/png')
    expect(wide.status).toBe(422)
    expect(wide.body.errors.image).toEqual(['The photo must be at most 10 MB and 8000 × 8000 pixels'])

    // Over 10 MB: refused before the body is read.
    const huge = new Uint8Array(11 * 1024 * 1024)
    huge.set([0xff, 0xd8, 0xff])
    const big = await upload(manager, `hotels/${erbil}`, huge)
    expect(big.status).toBe(413)
    expect(big.body.message).toBe('The photo must be at most 10 MB and 8000 × 8000 pixels')

    const arabic = await call(t.app, 'POST', `/api/admin/hotels/${erbil}/photos`, {
      token: manager,
      body: form('not a picture'),
      headers: { 'Accept-Language': 'ar' },
    })
    expect(arabic.status).toBe(422)
    expect(arabic.body.errors.image[0]).not.toBe('Choose a JPEG, PNG or WebP photo')
    expect(arabic.body.errors.image[0]).toMatch(/[\u0600-\u06ff]/)

    const missing = await call(t.app, 'POST', `/api/admin/hotels/${erbil}/photos`, {
      token: manager,
      body: new FormData(),
    })
    expect(missing.status).toBe(422)

    // An order that leaves a photo out, or names one twice, changes nothing.
    const photos = (await call(t.app, 'GET', `/api/admin/hotels/${erbil}`, { token: manager })).body.data
      .images
    const ids = photos.map((p: { id: number }) => p.id)
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999]]) {
      const res = await call(t.app, 'PUT', `/api/admin/hotels/${erbil}/photos/order`, {
        token: manager,
        body: { ids: bad },
      })
      expect(res.status).toBe(422)
      expect(res.body.errors.ids).toEqual(['The order must list each of the photos once'])
    }
    const still = (await call(t.app, 'GET', `/api/admin/hotels/${erbil}`, { token: manager })).body.data
      .images
    expect(still).toEqual(photos)
  })

  it("another hotel's manager gets 404 for its photos, and nothing changes", async () => {
    const hotel = (await call(t.app, 'GET', `/api/admin/hotels/${baghdad}`, { token: admin })).body.data
    const photo = hotel.images[0]
    const roomId = hotel.room_types[0].id
    expect((await upload(manager, `hotels/${baghdad}`, await jpeg())).status).toBe(404)
    expect((await upload(manager, `room-types/${roomId}`, await jpeg())).status).toBe(404)
    const order = await call(t.app, 'PUT', `/api/admin/hotels/${baghdad}/photos/order`, {
      token: manager,
      body: { ids: hotel.images.map((p: { id: number }) => p.id).reverse() },
    })
    expect(order.status).toBe(404)
    const del = await call(t.app, 'DELETE', `/api/admin/hotels/${baghdad}/photos/${photo.id}`, {
      token: manager,
    })
    expect(del.status).toBe(404)
    // A photo of another hotel named under one's own hotel is not found either.
    const crossed = await call(t.app, 'DELETE', `/api/admin/hotels/${erbil}/photos/${photo.id}`, {
      token: manager,
    })
    expect(crossed.status).toBe(404)
    const after = (await call(t.app, 'GET', `/api/admin/hotels/${baghdad}`, { token: admin })).body.data
    expect(after.images).toEqual(hotel.images)
  })
})
