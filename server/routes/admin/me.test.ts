import { asc, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IdParam } from '../../../contract/common'
import { type AccountsApp, call, createAccountsApp, newGuest, signUp } from '../../../tests/support/accounts'
import { assertHotelScope, hotelScopeWhere, managedHotelIds } from '../../auth/operator'
import { cities, hotelManagers, hotels, users } from '../../db/schema'
import type { AppEnv } from '../../http/context'
import { onError } from '../../http/errors'
import { defineRoute, mountRoutes } from '../../http/route'

let t: AccountsApp
let erbilHotels: number[]
let otherHotel: number
beforeAll(async () => {
  t = await createAccountsApp()
  const rows = await t.deps.db
    .select({ id: hotels.id })
    .from(hotels)
    .innerJoin(cities, eq(cities.id, hotels.city_id))
    .where(eq(cities.en_name, 'Erbil'))
    .orderBy(asc(hotels.id))
  erbilHotels = rows.map((r) => r.id)
  const [baghdad] = await t.deps.db
    .select({ id: hotels.id })
    .from(hotels)
    .innerJoin(cities, eq(cities.id, hotels.city_id))
    .where(eq(cities.en_name, 'Baghdad'))
    .limit(1)
  otherHotel = baghdad?.id ?? 0
})
afterAll(() => t.close())

const signIn = async (email: string, password: string) => {
  const res = await call(t.app, 'POST', '/api/auth/login', { body: { email, password } })
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`)
  return res.body.data as { token: string; userAuth: { id: number; role: string; is_agent: boolean } }
}
const admin = () => signIn('admin@funduq.test', 'Admin@2024x')
const manager = () => signIn('manager@funduq.test', 'Manager@2024x')

/**
 * The helpers as the console's routes will use them, mounted through the real `defineRoute`
 * checks (authorize) on the test app's database: an admin-only call, a hotel-scoped call and
 * a scoped list.
 */
function consoleProbe() {
  const router = new Hono<AppEnv>()
  router.onError(onError)
  router.use('*', async (c, next) => {
    c.set('deps', t.deps)
    c.set('lang', 'en')
    await next()
  })
  const ok = v.object({ ok: v.boolean() })
  mountRoutes(
    router,
    [
      defineRoute({
        method: 'get',
        path: '/admin-only',
        operationId: 'probeAdminOnly',
        summary: 'probe',
        tags: ['admin'],
        auth: 'required',
        role: 'admin',
        answers: { 200: ok },
        handler: (c) => c.json({ ok: true }),
      }),
      defineRoute({
        method: 'get',
        path: '/hotel/:id',
        operationId: 'probeHotelScope',
        summary: 'probe',
        tags: ['admin'],
        auth: 'required',
        role: 'operator',
        params: IdParam,
        answers: { 200: ok },
        errors: { 404: 'Not one of yours' },
        handler: (c, { params }) => {
          assertHotelScope(c, params.id)
          return c.json({ ok: true })
        },
      }),
      defineRoute({
        method: 'get',
        path: '/hotels',
        operationId: 'probeHotelList',
        summary: 'probe',
        tags: ['admin'],
        auth: 'required',
        role: 'operator',
        answers: { 200: v.object({ ids: v.array(v.number()), all: v.boolean() }) },
        handler: async (c) => {
          const rows = await c
            .get('deps')
            .db.select({ id: hotels.id })
            .from(hotels)
            .where(hotelScopeWhere(c, hotels.id))
          return c.json({
            ids: rows.map((r) => r.id).sort((a, b) => a - b),
            all: managedHotelIds(c) === 'all',
          })
        },
      }),
    ],
    { checkAnswers: true },
  )
  return (path: string, token?: string) =>
    router.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
}

describe('operator roles', () => {
  it('sign-in answers the role; an agent is still an agent', async () => {
    expect((await admin()).userAuth).toMatchObject({ role: 'admin', is_agent: false })
    expect((await manager()).userAuth).toMatchObject({ role: 'hotel_manager', is_agent: false })
    const agent = await signIn('agent@funduq.test', 'Agent@2024x')
    expect(agent.userAuth).toMatchObject({ role: 'agent', is_agent: true })
    const me = await call(t.app, 'GET', '/api/auth/me', { token: agent.token })
    expect(me.body.data).toMatchObject({ role: 'agent', is_agent: true })
  })

  it('GET /api/admin/me: 401 without a session; 403 for a guest, a user and an agent', async () => {
    expect((await call(t.app, 'GET', '/api/admin/me')).status).toBe(401)
    const guest = await newGuest(t.app)
    const user = await signIn('demo@funduq.test', 'Demo@2024x')
    const agent = await signIn('agent@funduq.test', 'Agent@2024x')
    for (const token of [guest.token, user.token, agent.token]) {
      const res = await call(t.app, 'GET', '/api/admin/me', { token })
      expect(res.status).toBe(403)
      expect(res.body.message).toBe('You are not allowed to do this')
    }
  })

  it('GET /api/admin/me: every hotel for the administrator, the Erbil hotels for the manager', async () => {
    const a = await admin()
    const asAdmin = await call(t.app, 'GET', '/api/admin/me', { token: a.token })
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.body.data).toEqual({
      id: a.userAuth.id,
      name: 'Funduq Administrator',
      role: 'admin',
      hotel_ids: null,
    })
    const m = await manager()
    const asManager = await call(t.app, 'GET', '/api/admin/me', { token: m.token })
    expect(asManager.status).toBe(200)
    expect(erbilHotels.length).toBeGreaterThan(0)
    expect(asManager.body.data).toMatchObject({ role: 'hotel_manager', hotel_ids: erbilHotels })
  })

  it('an admin-only call: 403 for the manager, 200 for the administrator, 401 without a session', async () => {
    const probe = consoleProbe()
    expect((await probe('/admin-only')).status).toBe(401)
    expect((await probe('/admin-only', (await manager()).token)).status).toBe(403)
    expect((await probe('/admin-only', (await signIn('demo@funduq.test', 'Demo@2024x')).token)).status).toBe(
      403,
    )
    expect((await probe('/admin-only', (await admin()).token)).status).toBe(200)
  })

  it('hotel scope: the manager gets their hotels and 404 for another; the administrator every one', async () => {
    const probe = consoleProbe()
    const m = (await manager()).token
    const a = (await admin()).token
    expect((await probe(`/hotel/${erbilHotels[0]}`, m)).status).toBe(200)
    const foreign = await probe(`/hotel/${otherHotel}`, m)
    expect(foreign.status).toBe(404)
    expect(await foreign.json()).toEqual({ message: 'Not found' })
    expect((await probe(`/hotel/${otherHotel}`, a)).status).toBe(200)
    expect(await (await probe('/hotels', m)).json()).toEqual({ ids: erbilHotels, all: false })
    const all = (await (await probe('/hotels', a)).json()) as { ids: number[]; all: boolean }
    expect(all.all).toBe(true)
    expect(all.ids.length).toBeGreaterThan(erbilHotels.length)
    expect(all.ids).toEqual(expect.arrayContaining([otherHotel, ...erbilHotels]))
  })

  it('roles and hotels are read from the database on each call: a change applies to a live token', async () => {
    const probe = consoleProbe()
    const { auth } = await signUp(t, { tag: 'mgr' })
    const id = auth.userAuth.id
    expect((await probe('/hotels', auth.token)).status).toBe(403)
    await t.deps.db.update(users).set({ role: 'hotel_manager' }).where(eq(users.id, id))
    // A manager of no hotel yet sees none (not every hotel).
    expect(await (await probe('/hotels', auth.token)).json()).toEqual({ ids: [], all: false })
    expect((await probe(`/hotel/${otherHotel}`, auth.token)).status).toBe(404)
    await t.deps.db.insert(hotelManagers).values({ user_id: id, hotel_id: otherHotel })
    expect(await (await probe('/hotels', auth.token)).json()).toEqual({ ids: [otherHotel], all: false })
    expect((await probe(`/hotel/${otherHotel}`, auth.token)).status).toBe(200)
    expect((await probe('/admin-only', auth.token)).status).toBe(403)
    await t.deps.db.update(users).set({ role: 'user' }).where(eq(users.id, id))
    expect((await probe(`/hotel/${otherHotel}`, auth.token)).status).toBe(403)
    expect((await call(t.app, 'GET', '/api/admin/me', { token: auth.token })).status).toBe(403)
    await t.deps.db.delete(hotelManagers).where(inArray(hotelManagers.user_id, [id]))
  })

  it('the database refuses an unknown role', async () => {
    const { auth } = await signUp(t, { tag: 'role' })
    await expect(
      t.deps.db
        .update(users)
        // biome-ignore lint/suspicious/noExplicitAny: the point is a value the type forbids
        .set({ role: 'superuser' as any })
        .where(eq(users.id, auth.userAuth.id)),
    ).rejects.toThrow()
  })
})
