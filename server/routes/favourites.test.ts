import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { favourites, hotels } from '../../server/db/schema'
import { type AccountsApp, call, createAccountsApp, newGuest, signUp } from '../../tests/support/accounts'

let t: AccountsApp
let hotelIds: number[]
beforeAll(async () => {
  t = await createAccountsApp()
  const rows = await t.deps.db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.is_active, true), eq(hotels.show_in_website, true)))
    .orderBy(asc(hotels.id))
    .limit(12)
  hotelIds = rows.map((r) => r.id)
})
afterAll(() => t.close())

const DEMO = { email: 'demo@funduq.test', password: 'Demo@2024x' }

const toggle = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/add-or-remove-from-faviorate', { token, body })
const mine = (token: string, query = '') => call(t.app, 'GET', `/api/my-faviorate${query}`, { token })
const hotel = (i: number) => hotelIds[i] ?? 0

describe('favourites', () => {
  it('toggles: added, then removed (a message starting with "Removed")', async () => {
    const guest = await newGuest(t.app)
    const added = await toggle(guest.token, { hotel_id: hotel(0) })
    expect(added.status).toBe(200)
    expect(added.body).toEqual({
      message: 'Added to favourites',
      is_favorites: true,
      hotel_id: hotel(0),
      data: { hotel_id: hotel(0), is_faviorate: true },
    })
    const removed = await toggle(guest.token, { hotel_id: String(hotel(0)) })
    expect(removed.body.message.startsWith('Removed')).toBe(true)
    expect(removed.body.is_favorites).toBe(false)
    expect((await mine(guest.token)).body).toEqual({ data: [], total: 0 })
  })

  it('sets a state when one is given: adding twice keeps it, removing twice keeps it off', async () => {
    const guest = await newGuest(t.app)
    for (const _ of [1, 2])
      expect((await toggle(guest.token, { hotel_id: hotel(1), state: true })).body.is_favorites).toBe(true)
    expect((await mine(guest.token)).body.total).toBe(1)
    for (const _ of [1, 2])
      expect((await toggle(guest.token, { hotel_id: hotel(1), state: false })).body.is_favorites).toBe(false)
    expect((await mine(guest.token)).body.total).toBe(0)
  })

  it('answers a replayed op_id with its first outcome and does not flip again', async () => {
    const guest = await newGuest(t.app)
    const op = randomUUID()
    const first = await toggle(guest.token, { hotel_id: hotel(2), op_id: op })
    const replay = await toggle(guest.token, { hotel_id: hotel(2), op_id: op })
    const again = await toggle(guest.token, { hotel_id: hotel(2), op_id: op.toUpperCase() })
    expect(first.body.is_favorites).toBe(true)
    expect(replay.body).toEqual(first.body)
    expect(again.body).toEqual(first.body)
    expect((await mine(guest.token)).body.total).toBe(1)

    // An offline "remove" queued twice, with the state it wants.
    const off = randomUUID()
    for (const _ of [1, 2]) {
      const res = await toggle(guest.token, { hotel_id: hotel(2), state: false, op_id: off })
      expect(res.body.is_favorites).toBe(false)
    }
    // A later "add" of another op is not undone by replaying the old "remove".
    await toggle(guest.token, { hotel_id: hotel(2), state: true, op_id: randomUUID() })
    expect(
      (await toggle(guest.token, { hotel_id: hotel(2), state: false, op_id: off })).body.is_favorites,
    ).toBe(false)
    expect((await mine(guest.token)).body.total).toBe(1)
  })

  it('lists favourites newest first as hotel cards, with paging and include=governorate', async () => {
    const guest = await newGuest(t.app)
    for (const i of [3, 4, 5]) await toggle(guest.token, { hotel_id: hotel(i) })
    const list = await mine(guest.token, '?take=15&skip=0&include=governorate')
    expect(list.status).toBe(200)
    expect(list.body.total).toBe(3)
    expect(list.body.data.map((f: { id: number }) => f.id)).toEqual([hotel(5), hotel(4), hotel(3)])
    const [first] = list.body.data
    expect(first.hotel).toMatchObject({ id: hotel(5), is_faviorate: true })
    expect(first.hotel.governorate).toMatchObject({ id: expect.any(Number), en_name: expect.any(String) })
    expect(first.hotel.images.length).toBeGreaterThan(0)
    const page = await mine(guest.token, '?take=1&skip=1')
    expect(page.body.total).toBe(3)
    expect(page.body.data.map((f: { id: number }) => f.id)).toEqual([hotel(4)])
    expect(page.body.data[0].hotel.governorate).toBeUndefined()
  })
})

describe('favourites follow a guest who signs in or signs up', () => {
  it('moves the guest favourites to the account at login, ignoring duplicates', async () => {
    const user = (await call(t.app, 'POST', '/api/auth/login', { body: DEMO })).body.data
    await toggle(user.token, { hotel_id: hotel(7), state: true })
    const guest = await newGuest(t.app)
    await toggle(guest.token, { hotel_id: hotel(7) })
    await toggle(guest.token, { hotel_id: hotel(8) })
    const login = await call(t.app, 'POST', '/api/auth/login', { body: DEMO, token: guest.token })
    expect(login.status).toBe(200)
    const ids = (await mine(login.body.data.token)).body.data.map((f: { id: number }) => f.id)
    expect(ids).toEqual(expect.arrayContaining([hotel(7), hotel(8)]))
    expect(ids.filter((id: number) => id === hotel(7))).toHaveLength(1)
    expect((await mine(guest.token)).body.total).toBe(0)
  })

  it('moves them at sign-up, once the phone is verified', async () => {
    const guest = await newGuest(t.app)
    await toggle(guest.token, { hotel_id: hotel(9) })
    const { auth } = await signUp(t, { token: guest.token, tag: 'fav' })
    const list = await mine(auth.token)
    expect(list.body.data.map((f: { id: number }) => f.id)).toEqual([hotel(9)])
  })
})

describe('favourites: bad input', () => {
  it('answers 404 for an unknown or inactive hotel', async () => {
    const guest = await newGuest(t.app)
    expect((await toggle(guest.token, { hotel_id: 99_999_999 })).status).toBe(404)
    await t.deps.db
      .update(hotels)
      .set({ is_active: false })
      .where(eq(hotels.id, hotel(11)))
    expect((await toggle(guest.token, { hotel_id: hotel(11) })).status).toBe(404)
  })

  it('checks the body and the query', async () => {
    const guest = await newGuest(t.app)
    for (const body of [
      {},
      { hotel_id: 'abc' },
      { hotel_id: -1 },
      { hotel_id: 1.5 },
      { hotel_id: hotel(0), state: 'yes' },
    ]) {
      const res = await toggle(guest.token, body)
      expect(res.status, JSON.stringify(body)).toBe(422)
    }
    expect(
      (await toggle(guest.token, { hotel_id: hotel(0), op_id: 'not-a-uuid' })).body.errors.op_id,
    ).toBeDefined()
    expect((await mine(guest.token, '?take=0')).status).toBe(422)
  })

  it('refuses an op_id replayed for another hotel', async () => {
    const guest = await newGuest(t.app)
    const op = randomUUID()
    await toggle(guest.token, { hotel_id: hotel(0), op_id: op })
    const res = await toggle(guest.token, { hotel_id: hotel(1), op_id: op })
    expect(res.status).toBe(422)
    expect(res.body.errors.op_id).toBeDefined()
  })
})

describe('favourites: security', () => {
  it('needs a token to change; an anonymous list is empty', async () => {
    const res = await call(t.app, 'POST', '/api/add-or-remove-from-faviorate', {
      body: { hotel_id: hotel(0) },
    })
    expect(res.status).toBe(401)
    expect((await call(t.app, 'GET', '/api/my-faviorate')).body).toEqual({ data: [], total: 0 })
  })

  it("never shows another user's favourites", async () => {
    const a = await newGuest(t.app)
    const b = await newGuest(t.app)
    await toggle(a.token, { hotel_id: hotel(10) })
    expect((await mine(b.token)).body).toEqual({ data: [], total: 0 })
    const list = (await mine(a.token)).body
    expect(list.data.map((f: { id: number }) => f.id)).toEqual([hotel(10)])
    // b's op ids are b's own: the same uuid in another account is another operation.
    const op = randomUUID()
    await toggle(a.token, { hotel_id: hotel(10), op_id: op })
    const mineToo = await toggle(b.token, { hotel_id: hotel(10), op_id: op })
    expect(mineToo.body.is_favorites).toBe(true)
    const rows = await t.deps.db
      .select()
      .from(favourites)
      .where(eq(favourites.hotel_id, hotel(10)))
    expect(rows.map((r) => r.user_id)).toEqual([b.userAuth.id])
  })
})
