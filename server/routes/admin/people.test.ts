import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInIraq } from '../../../contract/dates'
import { type AccountsApp, call, createAccountsApp } from '../../../tests/support/accounts'
import { ADMIN, demoHotels, MANAGER, tokenOf } from '../../../tests/support/console'
import { hashPassword } from '../../auth/password'
import { comments, hotels, users } from '../../db/schema'

let t: AccountsApp
let admin: string
let manager: string
let hotels_: Awaited<ReturnType<typeof demoHotels>>
beforeAll(async () => {
  t = await createAccountsApp()
  admin = await tokenOf(t, ADMIN.email, ADMIN.password)
  manager = await tokenOf(t, MANAGER.email, MANAGER.password)
  hotels_ = await demoHotels(t)
})
afterAll(() => t.close())

const stay = `checkin=${addDays(todayInIraq(), 5)}&checkout=${addDays(todayInIraq(), 7)}`
const auditOf = async (entity: string, id: number) =>
  (await call(t.app, 'GET', `/api/admin/audit-log?entity=${entity}&id=${id}`, { token: admin })).body
    .data as {
    action: string
    before: unknown
    after: unknown
  }[]

/** A hotel of the given list with at least `n` reviews, and its reviews. */
async function hotelWithReviews(ids: number[], n = 3) {
  for (const id of ids) {
    const rows = await t.deps.db.select().from(comments).where(eq(comments.hotel_id, id))
    if (rows.length >= n) return { id, rows }
  }
  throw new Error('no hotel with enough reviews in the seed')
}

let counter = 0
/** A verified account made straight in the database, signed in through the real endpoint. */
async function person(role: 'user' | 'agent' | 'hotel_manager' | 'admin' = 'user') {
  counter += 1
  const email = `people${counter}.${process.pid}@example.test`
  const phone = `+9647801${String((process.pid * 10 + counter) % 1_000_000).padStart(6, '0')}`
  const [row] = await t.deps.db
    .insert(users)
    .values({
      name: `Zaynab Test ${counter}`,
      email,
      phone,
      role,
      password_hash: await hashPassword('Strong@2024x'),
      verified_at: new Date(),
    })
    .returning()
  if (!row) throw new Error('insert')
  const login = await call(t.app, 'POST', '/api/auth/login', { body: { email, password: 'Strong@2024x' } })
  expect(login.status).toBe(200)
  return {
    id: row.id,
    email,
    phone,
    token: login.body.data.token as string,
    refresh: login.body.data.refreshToken as string,
  }
}

describe('console reviews', () => {
  it('a manager lists only their hotels’ reviews, by hotel and unanswered', async () => {
    const all = await call(t.app, 'GET', '/api/admin/reviews', { token: manager })
    expect(all.status).toBe(200)
    expect(all.body.total).toBeGreaterThan(0)
    for (const r of all.body.data) expect(hotels_.erbil).toContain(r.hotel.id)
    const { id } = await hotelWithReviews(hotels_.erbil)
    const one = await call(t.app, 'GET', `/api/admin/reviews?hotel_id=${id}`, { token: manager })
    expect(one.body.data.length).toBeGreaterThan(0)
    expect(new Set(one.body.data.map((r: { hotel: { id: number } }) => r.hotel.id))).toEqual(new Set([id]))
    const baghdad = await call(t.app, 'GET', `/api/admin/reviews?hotel_id=${hotels_.baghdad[0]}`, {
      token: manager,
    })
    expect(baghdad.body).toMatchObject({ data: [], total: 0 })
    const bad = await call(t.app, 'GET', '/api/admin/reviews?filter=nope', { token: manager })
    expect(bad.status).toBe(422)
  })

  it('the manager replies, edits the reply; the hotel page’s reviews show it; both recorded', async () => {
    const { id: hotelId, rows } = await hotelWithReviews(hotels_.erbil)
    const review = rows[0] as (typeof rows)[number]
    const first = await call(t.app, 'PUT', `/api/admin/reviews/${review.id}/reply`, {
      token: manager,
      body: { reply: '  Thank you for staying with us!  ' },
    })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ id: review.id, reply: 'Thank you for staying with us!' })
    const edited = await call(t.app, 'PUT', `/api/admin/reviews/${review.id}/reply`, {
      token: manager,
      body: { reply: 'شكرًا لإقامتكم معنا' },
    })
    expect(edited.status).toBe(200)
    const page = await call(t.app, 'GET', `/api/comment?hotel_id=${hotelId}&take=50`)
    const shown = page.body.data.find((c: { id: number }) => c.id === review.id)
    expect(shown.reply).toMatchObject({ text: 'شكرًا لإقامتكم معنا' })
    expect(page.body.data.filter((c: { reply?: unknown }) => c.reply).length).toBe(1)
    const log = await auditOf('review', review.id)
    expect(log.map((e) => e.action)).toEqual(['reply_edit', 'reply'])
    expect(log[0]).toMatchObject({
      before: { reply: 'Thank you for staying with us!' },
      after: { reply: 'شكرًا لإقامتكم معنا' },
    })
    const empty = await call(t.app, 'PUT', `/api/admin/reviews/${review.id}/reply`, {
      token: manager,
      body: { reply: '   ' },
    })
    expect(empty.status).toBe(422)
    expect(empty.body.errors.reply).toEqual(['This field is required'])
  })

  it('the manager cannot reply to another city’s review, nor hide one', async () => {
    const { rows } = await hotelWithReviews(hotels_.baghdad, 1)
    const other = rows[0]?.id as number
    const reply = await call(t.app, 'PUT', `/api/admin/reviews/${other}/reply`, {
      token: manager,
      body: { reply: 'Not mine' },
    })
    expect(reply.status).toBe(404)
    const mine = (await hotelWithReviews(hotels_.erbil)).rows[0]?.id
    const hide = await call(t.app, 'PUT', `/api/admin/reviews/${mine}/hidden`, {
      token: manager,
      body: { hidden: true },
    })
    expect(hide.status).toBe(403)
  })

  it('a hidden review leaves the hotel page, its count, the average and search at once; shown again it returns', async () => {
    const { id: hotelId, rows } = await hotelWithReviews(hotels_.baghdad)
    // The lowest rating: hiding it must move the average.
    const worst = [...rows].sort((a, b) => a.rate - b.rate)[0] as (typeof rows)[number]
    const mean = (list: typeof rows) =>
      Math.round((list.reduce((s, r) => s + r.rate, 0) / list.length) * 10) / 10
    const before = await call(t.app, 'GET', `/api/hotel/${hotelId}?${stay}`)
    const beforeList = await call(t.app, 'GET', `/api/comment?hotel_id=${hotelId}&take=50`)
    expect(before.body.data.rate).toBeCloseTo(mean(rows), 5)

    const hidden = await call(t.app, 'PUT', `/api/admin/reviews/${worst.id}/hidden`, {
      token: admin,
      body: { hidden: true },
    })
    expect(hidden.status).toBe(200)
    expect(hidden.body.data.hidden).toBe(true)
    const rest = rows.filter((r) => r.id !== worst.id)
    const after = await call(t.app, 'GET', `/api/hotel/${hotelId}?${stay}`)
    expect(after.body.data.rate).toBeCloseTo(mean(rest), 5)
    const afterList = await call(t.app, 'GET', `/api/comment?hotel_id=${hotelId}&take=50`)
    expect(afterList.body.total).toBe(beforeList.body.total - 1)
    expect(afterList.body.data.map((c: { id: number }) => c.id)).not.toContain(worst.id)
    // The search's summary follows the hotel's row in the same transaction.
    const summary = await t.deps.db.execute(
      sql`select (fields->>'rate')::float as rate from hotel_summaries where hotel_id = ${hotelId}`,
    )
    expect(Number((summary as unknown as { rows: { rate: number }[] }).rows[0]?.rate)).toBeCloseTo(
      mean(rest),
      5,
    )
    const listed = await call(t.app, 'GET', `/api/admin/reviews?hotel_id=${hotelId}&filter=hidden`, {
      token: admin,
    })
    expect(listed.body.data.map((r: { id: number }) => r.id)).toEqual([worst.id])
    expect((await auditOf('review', worst.id))[0]).toMatchObject({
      action: 'hide',
      after: { hidden: true, hotel_rate: mean(rest) },
    })

    const shown = await call(t.app, 'PUT', `/api/admin/reviews/${worst.id}/hidden`, {
      token: admin,
      body: { hidden: false },
    })
    expect(shown.status).toBe(200)
    expect((await call(t.app, 'GET', `/api/hotel/${hotelId}?${stay}`)).body.data.rate).toBeCloseTo(
      mean(rows),
      5,
    )
    expect((await call(t.app, 'GET', `/api/comment?hotel_id=${hotelId}&take=50`)).body.total).toBe(
      beforeList.body.total,
    )
  })
})

describe('console accounts', () => {
  it('searches by name, e-mail and phone, a page at a time; guests are not listed', async () => {
    const a = await person()
    const byMail = await call(
      t.app,
      'GET',
      `/api/admin/users?q=${encodeURIComponent(a.email.toUpperCase())}`,
      {
        token: admin,
      },
    )
    expect(byMail.body.data.map((u: { id: number }) => u.id)).toEqual([a.id])
    const byPhone = await call(
      t.app,
      'GET',
      `/api/admin/users?q=${encodeURIComponent(`0${a.phone.slice(4)}`)}`,
      {
        token: admin,
      },
    )
    expect(byPhone.body.data.map((u: { id: number }) => u.id)).toEqual([a.id])
    const byName = await call(t.app, 'GET', '/api/admin/users?q=zaynab%20test', { token: admin })
    expect(byName.body.data.map((u: { id: number }) => u.id)).toContain(a.id)
    const first = await call(t.app, 'GET', '/api/admin/users', { token: admin })
    expect(first.body.data).toHaveLength(25)
    expect(first.body.last_page).toBe(Math.ceil(first.body.total / 25))
    const second = await call(t.app, 'GET', '/api/admin/users?page=2', { token: admin })
    expect(second.body.data[0].id).toBeLessThan(first.body.data[24].id)
    const guest = await call(t.app, 'POST', '/api/auth/guest-user')
    const guestId = guest.body.data.userAuth.id
    expect((await call(t.app, 'GET', `/api/admin/users/${guestId}`, { token: admin })).status).toBe(404)
    const admins = await call(t.app, 'GET', '/api/admin/users?role=admin', { token: admin })
    expect(admins.body.data.every((u: { role: string }) => u.role === 'admin')).toBe(true)
  })

  it('a manager is assigned hotels and runs exactly those; the change is recorded', async () => {
    const m = await person()
    const notYet = await call(t.app, 'PUT', `/api/admin/users/${m.id}/hotels`, {
      token: admin,
      body: { hotel_ids: [hotels_.baghdad[0]] },
    })
    expect(notYet.status).toBe(422)
    const made = await call(t.app, 'PUT', `/api/admin/users/${m.id}/role`, {
      token: admin,
      body: { role: 'hotel_manager' },
    })
    expect(made.body.data).toMatchObject({ role: 'hotel_manager', hotels: [] })
    // A manager of no hotel sees none (never "all").
    expect((await call(t.app, 'GET', '/api/admin/hotels', { token: m.token })).body.total).toBe(0)
    const two = [hotels_.baghdad[0], hotels_.baghdad[1]] as number[]
    const assigned = await call(t.app, 'PUT', `/api/admin/users/${m.id}/hotels`, {
      token: admin,
      body: { hotel_ids: [two[1], two[0], two[1]] },
    })
    expect(assigned.status).toBe(200)
    expect(assigned.body.data.hotels.map((h: { id: number }) => h.id)).toEqual([...two].sort((a, b) => a - b))
    // The same live token: the console reads the hotels on every call.
    const list = await call(t.app, 'GET', '/api/admin/hotels', { token: m.token })
    expect(list.body.data.map((h: { id: number }) => h.id).sort()).toEqual([...two].sort())
    expect((await call(t.app, 'GET', `/api/admin/hotels/${two[0]}`, { token: m.token })).status).toBe(200)
    expect(
      (await call(t.app, 'GET', `/api/admin/hotels/${hotels_.erbil[0]}`, { token: m.token })).status,
    ).toBe(404)
    const reviews = await call(t.app, 'GET', '/api/admin/reviews', { token: m.token })
    for (const r of reviews.body.data) expect(two).toContain(r.hotel.id)
    const unknown = await call(t.app, 'PUT', `/api/admin/users/${m.id}/hotels`, {
      token: admin,
      body: { hotel_ids: [999_999_999] },
    })
    expect(unknown.status).toBe(422)
    // No longer a manager: the hotels go with the role.
    const demoted = await call(t.app, 'PUT', `/api/admin/users/${m.id}/role`, {
      token: admin,
      body: { role: 'user' },
    })
    expect(demoted.body.data).toMatchObject({ role: 'user', hotels: [] })
    expect((await call(t.app, 'GET', '/api/admin/hotels', { token: m.token })).status).toBe(403)
    const log = await auditOf('user', m.id)
    expect(log.map((e) => e.action)).toEqual(['role', 'hotels', 'role'])
    expect(log[0]).toMatchObject({
      before: { role: 'hotel_manager', hotel_ids: two },
      after: { role: 'user' },
    })
    // A manager never reads an account's record: it belongs to no hotel.
    const managerView = await call(t.app, 'GET', `/api/admin/audit-log?entity=user&id=${m.id}`, {
      token: manager,
    })
    expect(managerView.body.total).toBe(0)
  })

  it('the last active administrator keeps the role and cannot be disabled; nobody disables themselves', async () => {
    const me = await call(t.app, 'GET', '/api/admin/me', { token: admin })
    const adminId = me.body.data.id as number
    const demote = await call(t.app, 'PUT', `/api/admin/users/${adminId}/role`, {
      token: admin,
      body: { role: 'user' },
    })
    expect(demote.status).toBe(409)
    expect(demote.body.message).toBe(
      'The site needs at least one active administrator: make another one first',
    )
    const self = await call(t.app, 'PUT', `/api/admin/users/${adminId}/disabled`, {
      token: admin,
      body: { disabled: true },
    })
    expect(self.status).toBe(409)
    const ar = await call(t.app, 'PUT', `/api/admin/users/${adminId}/disabled`, {
      token: admin,
      body: { disabled: true },
      headers: { 'Accept-Language': 'ar' },
    })
    expect(ar.body.message).not.toBe(self.body.message)
    // With a second administrator, the first may step down; the second then is the last one.
    const second = await person('admin')
    const stepDown = await call(t.app, 'PUT', `/api/admin/users/${second.id}/role`, {
      token: second.token,
      body: { role: 'agent' },
    })
    expect(stepDown.status).toBe(200)
    expect((await call(t.app, 'GET', '/api/admin/users', { token: second.token })).status).toBe(403)
    expect((await call(t.app, 'GET', '/api/admin/me', { token: admin })).status).toBe(200)
  })

  it('a disabled account: its access token refused at the next request, refresh and sign-in refused; enabled, it signs in', async () => {
    const p = await person()
    const other = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: p.email, password: 'Strong@2024x' },
    })
    expect((await call(t.app, 'GET', '/api/auth/me', { token: p.token })).status).toBe(200)
    const disabled = await call(t.app, 'PUT', `/api/admin/users/${p.id}/disabled`, {
      token: admin,
      body: { disabled: true },
    })
    expect(disabled.status).toBe(200)
    expect(disabled.body.data).toMatchObject({ disabled: true, live_sessions: 0 })
    for (const token of [p.token, other.body.data.token])
      expect((await call(t.app, 'GET', '/api/auth/me', { token })).status).toBe(401)
    const refresh = await call(t.app, 'POST', '/api/auth/guest-user', { body: { refreshToken: p.refresh } })
    expect(refresh.status).toBe(401)
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: p.email, password: 'Strong@2024x' },
    })
    expect(login.status).toBe(403)
    expect(login.body.message).toBe(
      'This account has been disabled. Please contact us if you think this is a mistake.',
    )
    const arabic = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: p.email, password: 'Strong@2024x' },
      headers: { 'Accept-Language': 'ar' },
    })
    expect(arabic.status).toBe(403)
    expect(arabic.body.message).toMatch(/[\u0600-\u06ff]/)
    // A wrong password says nothing about the account's state.
    const wrong = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: p.email, password: 'Wrong@2024x' },
    })
    expect(wrong.status).toBe(422)

    const enabled = await call(t.app, 'PUT', `/api/admin/users/${p.id}/disabled`, {
      token: admin,
      body: { disabled: false },
    })
    expect(enabled.body.data.disabled).toBe(false)
    const again = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: p.email, password: 'Strong@2024x' },
    })
    expect(again.status).toBe(200)
    expect((await call(t.app, 'GET', '/api/auth/me', { token: again.body.data.token })).status).toBe(200)
    expect((await auditOf('user', p.id)).map((e) => e.action)).toEqual(['enable', 'disable'])
    const [row] = await t.deps.db
      .select()
      .from(users)
      .where(and(eq(users.id, p.id), isNull(users.disabled_at)))
    expect(row).toBeDefined()
  })

  it('an agent who stops being one is signed out: the right to book unpaid travels in the token', async () => {
    const a = await person('agent')
    const res = await call(t.app, 'PUT', `/api/admin/users/${a.id}/role`, {
      token: admin,
      body: { role: 'user' },
    })
    expect(res.body.data).toMatchObject({ role: 'user', live_sessions: 0 })
    expect((await call(t.app, 'GET', '/api/auth/me', { token: a.token })).status).toBe(401)
  })

  it('bad input: an unknown role, a hotel list that is not one', async () => {
    const p = await person()
    const role = await call(t.app, 'PUT', `/api/admin/users/${p.id}/role`, {
      token: admin,
      body: { role: 'root' },
    })
    expect(role.status).toBe(422)
    expect(role.body.errors.role).toEqual(['This value is not allowed'])
    const list = await call(t.app, 'PUT', `/api/admin/users/${p.id}/hotels`, {
      token: admin,
      body: { hotel_ids: 'all' },
    })
    expect(list.status).toBe(422)
    expect((await call(t.app, 'GET', '/api/admin/users/999999999', { token: admin })).status).toBe(404)
    const [h] = await t.deps.db.select({ id: hotels.id }).from(hotels).limit(1)
    expect(h).toBeDefined()
  })
})
