import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATING_ALREADY_RATED, RATING_INVALID_TOKEN } from '../../contract/booking'
import { addDays, todayInIraq } from '../../contract/dates'
import { formatDate } from '../../contract/format'
import {
  comments,
  discountCodes,
  hotels,
  notifications,
  payments,
  reservations,
  roomNights,
} from '../../server/db/schema'
import { runJobsOnce } from '../../server/jobs/background'
import {
  type AccountsApp,
  call,
  createAccountsApp,
  mailTo,
  newGuest,
  parseEml,
  signUp,
} from '../../tests/support/accounts'
import {
  confirm,
  GUEST_DETAILS,
  OPEN_ROOM,
  payInSandbox,
  reserve,
  stayRequest,
} from '../../tests/support/booking'

let t: AccountsApp
beforeAll(async () => {
  t = await createAccountsApp({ RATING_REQUEST_DELAY_HOURS: '-9999' })
})
afterAll(() => t.close())

const login = async (email: string, password: string) =>
  (await call(t.app, 'POST', '/api/auth/login', { body: { email, password } })).body.data.token as string

async function heldAndBooked(roomId: number, checkin: string, checkout: string) {
  const rows = await t.deps.db
    .select({
      held: sql<number>`sum(${roomNights.rooms_held})`.mapWith(Number),
      booked: sql<number>`sum(${roomNights.rooms_booked})`.mapWith(Number),
    })
    .from(roomNights)
    .where(
      and(eq(roomNights.room_id, roomId), gte(roomNights.night, checkin), lt(roomNights.night, checkout)),
    )
  return rows[0] ?? { held: 0, booked: 0 }
}

describe('booking summary quote', () => {
  it('prices the stay on the server, with the AED equivalent', async () => {
    const guest = await newGuest(t.app)
    const res = await call(t.app, 'POST', '/api/booking-quote', { token: guest.token, body: stayRequest() })
    expect(res.status).toBe(200)
    const q = res.body.data
    expect(q.problem).toBeNull()
    expect(q.nights).toBe(2)
    expect(q.rooms[0].room_id).toBe(OPEN_ROOM.roomId)
    expect(q.total).toBeGreaterThan(0)
    expect(q.total).toBe(q.rooms[0].total_price_with_currency)
    expect(q.discount).toBe(0)
    expect(q.total_aed).toBeCloseTo(q.total_base * 3.6725, 1)
    // The same stay in IQD: whole dinars.
    const iqd = await call(t.app, 'POST', '/api/booking-quote', {
      token: guest.token,
      body: stayRequest({ currency: 'IQD' }),
    })
    expect(Number.isInteger(iqd.body.data.total)).toBe(true)
    expect(iqd.body.data.total_base).toBe(q.total_base)
  })

  it('applies percentage and amount codes, and names what is wrong with a bad one', async () => {
    const guest = await newGuest(t.app)
    const quote = (code: string) =>
      call(t.app, 'POST', '/api/booking-quote', {
        token: guest.token,
        body: stayRequest({ discount_code: code }),
      })
    const plain = (await quote('')).body.data
    const ten = (await quote(' welcome10 ')).body.data
    expect(ten.discount_code).toEqual({ code: 'WELCOME10', kind: 'percent', value: 10 })
    expect(ten.total).toBeCloseTo(plain.total * 0.9, 1)
    expect(ten.original_price).toBe(plain.total)
    expect(ten.discount + ten.price_after_discount).toBeCloseTo(ten.original_price, 2)
    const amount = (await quote('FUNDUQ25')).body.data
    expect(amount.discount).toBe(Math.min(25, plain.total))
    expect((await quote('HOTEL15')).body.data.discount_code.code).toBe('HOTEL15')
    const cases: [string, string][] = [
      ['NOPE', 'This discount code is not valid'],
      ['SUMMER2025', 'This discount code has expired'],
      ['SOON5', 'This discount code cannot be used yet'],
      ['FULL50', 'This discount code has been used up'],
    ]
    for (const [code, message] of cases) {
      const res = await quote(code)
      expect(res.status, code).toBe(422)
      expect(res.body.errors.discount_code).toEqual([message])
    }
    const other = await call(t.app, 'POST', '/api/booking-quote', {
      token: guest.token,
      body: stayRequest({
        hotel_id: 2,
        rooms: [{ room_id: 999_999, number_of_rooms: 1 }],
        discount_code: 'HOTEL15',
      }),
    })
    expect(other.status).toBe(422)
    expect(other.body.errors.discount_code).toEqual(['This discount code is not valid for this hotel'])
  })

  it('reports rooms that cannot take the party, and refuses bad input with field messages', async () => {
    const guest = await newGuest(t.app)
    const crowd = await call(t.app, 'POST', '/api/booking-quote', {
      token: guest.token,
      body: stayRequest({ adults: 30 }),
    })
    expect(crowd.body.data.problem).toBe('capacity')
    const bad = await call(t.app, 'POST', '/api/booking-quote', {
      token: guest.token,
      body: { ...stayRequest(), checkout: '2020-01-01', rooms: [] },
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['checkout', 'rooms']))
    const anonymous = await call(t.app, 'POST', '/api/booking-quote', { body: stayRequest() })
    expect(anonymous.status).toBe(401)
  })
})

describe('make-reservation', () => {
  it('holds every night, answers the same reservation for the same key, and 422 for another request with it', async () => {
    const guest = await newGuest(t.app)
    const body = stayRequest({}, 40, 3)
    const before = await heldAndBooked(OPEN_ROOM.roomId, body.checkin, body.checkout)
    const key = randomUUID()
    const first = await reserve(t, guest.token, body, key)
    expect(first.status).toBe(201)
    const r = first.body.data
    expect(r.status).toBe('held')
    expect(r.reservation_no).toMatch(/^FDQ-\d{7}$/)
    expect(r.can_pay).toBe(true)
    expect(Date.parse(r.hold_expires_at) - Date.now()).toBeGreaterThan(19 * 60_000)
    const after = await heldAndBooked(OPEN_ROOM.roomId, body.checkin, body.checkout)
    expect(after.held - before.held).toBe(3)
    const again = await reserve(t, guest.token, body, key)
    expect(again.status).toBe(200)
    expect(again.body.data.id).toBe(r.id)
    expect((await heldAndBooked(OPEN_ROOM.roomId, body.checkin, body.checkout)).held).toBe(after.held)
    const other = await reserve(t, guest.token, { ...body, adults: 2 }, key)
    expect(other.status).toBe(422)
    expect(other.body.message).toBe('This booking request was already sent with other details')
  })

  it('answers 409 when a night is sold out, and writes nothing', async () => {
    const guest = await newGuest(t.app)
    const body = stayRequest({ rooms: [{ room_id: 2, number_of_rooms: 1 }] }, 9, 3)
    const [{ n: before } = { n: 0 }] = await t.deps.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(reservations)
    const res = await reserve(t, guest.token, body)
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/no longer available/)
    const [{ n: after } = { n: 0 }] = await t.deps.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(reservations)
    expect(after).toBe(before)
  })

  it("moves a guest's bookings to the account they sign up with", async () => {
    const guest = await newGuest(t.app)
    const r = (await reserve(t, guest.token, stayRequest({}, 12, 1))).body.data
    const user = await signUp(t, { token: guest.token })
    const mine = await call(t.app, 'GET', '/api/my-reservations', { token: user.auth.token })
    expect(mine.body.data.map((x: { id: number }) => x.id)).toContain(r.id)
    expect((await call(t.app, 'GET', `/api/reservations/${r.id}`, { token: guest.token })).status).toBe(404)
  })

  it('refuses a room of another hotel and a party too big for the rooms', async () => {
    const guest = await newGuest(t.app)
    expect((await reserve(t, guest.token, stayRequest({ hotel_id: 2 }))).status).toBe(404)
    const big = await reserve(t, guest.token, stayRequest({ adults: 30 }))
    expect(big.status).toBe(422)
  })
})

describe('text PostgreSQL cannot store', () => {
  it('answers 422 naming the field for a NUL character, not 500, and writes nothing', async () => {
    const guest = await newGuest(t.app)
    const nul = await reserve(t, guest.token, stayRequest({ country: 'Ir\u0000aq' }, 14, 1))
    expect(nul.status).toBe(422)
    expect(Object.keys(nul.body.errors)).toEqual(['country'])
    const r = (await reserve(t, guest.token, stayRequest({}, 14, 1))).body.data
    const details = await confirm(t, guest.token, r.id, { ...GUEST_DETAILS, full_name: 'Ahmed\u0000' })
    expect(details.status).toBe(422)
    expect(Object.keys(details.body.errors)).toEqual(['full_name'])
    const mine = await call(t.app, 'GET', `/api/reservations/${r.id}`, { token: guest.token })
    expect(mine.body.data.guest).toBeNull()
  })
})

describe("e-mails and vouchers in the guest's language (issue 20)", () => {
  const longDate = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const

  async function bookAndPay(lang: 'ar' | 'en' | 'kr', offset: number) {
    const guest = await newGuest(t.app)
    const body = { ...stayRequest({}, offset, 1), currency: 'IQD' }
    const headers = { 'Accept-Language': lang }
    const r = (await call(t.app, 'POST', '/api/make-reservation', { token: guest.token, body, headers })).body
      .data
    const email = `lang-${lang}-${randomUUID().slice(0, 8)}@example.test`
    const url = (
      await call(t.app, 'POST', `/api/confirm/reservation/${r.id}`, {
        token: guest.token,
        body: { ...GUEST_DETAILS, email },
        headers,
      })
    ).body.data.data.payment_url
    await payInSandbox(t, url, 'approve')
    await runJobsOnce(t.deps)
    const mail = (await mailTo(t.deps.env.DATA_DIR, email)).find((m) => m.includes('.pdf'))
    return { r, body, guest, text: parseEml(mail ?? '').text }
  }

  it('writes dates and amounts as the app does, with the currency named, and the brand as a name', async () => {
    const ar = await bookAndPay('ar', 30)
    expect(ar.text).toContain(formatDate(ar.body.checkin, 'ar', longDate))
    expect(ar.text).toContain(formatDate(ar.body.checkout, 'ar', longDate))
    expect(ar.text).toContain('دينار عراقي')
    expect(ar.text).toContain('«فندق»')
    expect(ar.text).not.toContain('IQD')
    expect(ar.text).not.toContain(ar.body.checkin)
    // Latin digits only in the reservation number (an identifier to quote as it is).
    expect(ar.text.replace(ar.r.reservation_no, '')).not.toMatch(/[0-9]/)

    const kr = await bookAndPay('kr', 31)
    expect(kr.text).toContain(formatDate(kr.body.checkin, 'kr', longDate))
    expect(kr.text).toContain('دیناری عێراقی')
    expect(kr.text).toContain('«فندق»')
    expect(kr.text.replace(kr.r.reservation_no, '')).not.toMatch(/[0-9]|IQD/)

    const en = await bookAndPay('en', 32)
    expect(en.text).toContain(formatDate(en.body.checkin, 'en', longDate))
    expect(en.text).toMatch(/Iraqi dinars/)
    expect(en.text).not.toContain('IQD')
  })

  it("gives the voucher in the reader's language beside English: Sorani for a Sorani reader", async () => {
    const { r, guest } = await bookAndPay('kr', 33)
    const voucherText = async (lang: string) => {
      const pdf = await t.app.request(`/api/download/${r.id}`, {
        headers: { Authorization: `Bearer ${guest.token}`, 'Accept-Language': lang },
      })
      const dir = mkdtempSync(join(tmpdir(), 'voucher-'))
      writeFileSync(join(dir, 'v.pdf'), Buffer.from(await pdf.arrayBuffer()))
      return execFileSync('pdftotext', ['-layout', join(dir, 'v.pdf'), '-'], { encoding: 'utf8' }).replace(
        /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
        '',
      )
    }
    const sorani = await voucherText('ckb')
    expect(sorani).toContain('پسوولەی حیجز')
    expect(sorani).toContain('Booking voucher')
    expect(sorani).not.toContain('قسيمة الحجز')
    const arabic = await voucherText('ar')
    expect(arabic).toContain('قسيمة الحجز')
    // An English reader's voucher is English and Arabic, as the desk reads it.
    const english = await voucherText('en')
    expect(english).toContain('Booking voucher')
    expect(english).toContain('قسيمة الحجز')
  })
})

describe('guest details, sandbox payment, voucher, e-mails and rating', () => {
  it('a guest books, pays in the sandbox, gets the voucher and the e-mails, and rates the stay', async () => {
    const guest = await newGuest(t.app)
    const body = stayRequest({}, 3, 2)
    const r = (await reserve(t, guest.token, body, randomUUID())).body.data
    const invalid = await confirm(t, guest.token, r.id, {
      ...GUEST_DETAILS,
      email: 'nope',
      arrival_time: '25:00',
    })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors.email).toEqual(['Invalid email'])
    expect(invalid.body.errors.arrival_time).toBeDefined()
    const empty = await confirm(t, guest.token, r.id, {})
    expect(empty.body.errors.full_name).toEqual(['This field is required'])

    const confirmed = await confirm(t, guest.token, r.id)
    expect(confirmed.status).toBe(200)
    const url = confirmed.body.data.data.payment_url as string
    expect(url.startsWith(`${t.deps.env.PUBLIC_URL}/sandbox-pay/`)).toBe(true)
    expect(confirmed.body.data.data.reservation.guest.phone).toBe('9647701234567')

    // The voucher is not there before payment.
    expect((await call(t.app, 'GET', `/api/download/${r.id}`, { token: guest.token })).status).toBe(409)

    const paid = await payInSandbox(t, url, 'approve')
    expect(paid.page).toContain(r.reservation_no)
    expect(paid.location).toBe(`/hotel/booking-done?id=${r.id}`)
    const after = (await call(t.app, 'GET', `/api/reservations/${r.id}`, { token: guest.token })).body.data
    expect(after.status).toBe('paid')
    expect(after.is_paid).toBe(true)
    expect(after.is_current).toBe(true)

    const valid = await call(t.app, 'GET', '/api/my-reservations?take=30&sort=-id&is_current=1', {
      token: guest.token,
    })
    expect(valid.body.data.map((x: { id: number }) => x.id)).toEqual([r.id])
    const incomplete = await call(t.app, 'GET', '/api/my-reservations?is_paid=0&is_current=0', {
      token: guest.token,
    })
    expect(incomplete.body.total).toBe(0)

    const pdf = await t.app.request(`/api/download/${r.id}`, {
      headers: { Authorization: `Bearer ${guest.token}` },
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${r.reservation_no}.pdf"`)
    const dir = mkdtempSync(join(tmpdir(), 'voucher-'))
    writeFileSync(join(dir, 'v.pdf'), Buffer.from(await pdf.arrayBuffer()))
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'v.pdf'), '-'], { encoding: 'utf8' })
    expect(text).toContain(r.reservation_no)
    expect(text).toContain(body.checkin)

    // Another caller cannot see, confirm or download it.
    const stranger = await newGuest(t.app)
    expect((await call(t.app, 'GET', `/api/reservations/${r.id}`, { token: stranger.token })).status).toBe(
      404,
    )
    expect((await call(t.app, 'GET', `/api/download/${r.id}`, { token: stranger.token })).status).toBe(404)
    expect((await confirm(t, stranger.token, r.id)).status).toBe(404)

    // The background jobs send the confirmation (voucher attached) and, with the test's delay,
    // the rating request; a second run sends nothing again.
    const first = await runJobsOnce(t.deps)
    expect(first.sent).toBeGreaterThanOrEqual(2)
    expect((await runJobsOnce(t.deps)).sent).toBe(0)
    const mails = await mailTo(t.deps.env.DATA_DIR, GUEST_DETAILS.email)
    const confirmation = mails.find((m) => m.includes(`filename=${r.reservation_no}.pdf`))
    expect(confirmation).toBeDefined()
    const rating = mails.find((m) => /\/hotel\/1\/reserve\//.test(m.replace(/=\r?\n/g, '')))
    expect(rating).toBeDefined()
    const token =
      /\/hotel\/1\/reserve\/([A-Za-z0-9_-]+)/.exec((rating ?? '').replace(/=\r?\n/g, ''))?.[1] ?? ''
    const kinds = await t.deps.db
      .select({ kind: notifications.kind, status: notifications.status })
      .from(notifications)
      .where(eq(notifications.reservation_id, r.id))
    expect(
      kinds
        .filter((k) => k.status === 'sent')
        .map((k) => k.kind)
        .sort(),
    ).toEqual(expect.arrayContaining(['booking_confirmed', 'rating_request']))

    const check = await call(t.app, 'GET', `/api/comment-rate/${token}`)
    expect(check.status).toBe(200)
    expect(typeof check.body.data).toBe('string')
    const [hotelBefore] = await t.deps.db.select({ rate: hotels.rate }).from(hotels).where(eq(hotels.id, 1))
    const rated = await call(t.app, 'POST', `/api/comment-rate/${token}`, {
      body: { id: token, hotel_id: 1, rate: 1, comment: 'Noisy room' },
    })
    expect(rated.status).toBe(201)
    const [hotelAfter] = await t.deps.db.select({ rate: hotels.rate }).from(hotels).where(eq(hotels.id, 1))
    expect(rated.body.data.hotel_rate).toBe(hotelAfter?.rate)
    expect(hotelAfter?.rate).toBeLessThanOrEqual(hotelBefore?.rate ?? 0)
    const twice = await call(t.app, 'GET', `/api/comment-rate/${token}`)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(RATING_ALREADY_RATED)
    for (const bad of ['x'.repeat(32), 'short', '%20%3Cscript%3E']) {
      const wrong = await call(t.app, 'GET', `/api/comment-rate/${bad}`)
      expect(wrong.status, bad).toBe(404)
      expect(wrong.body.message).toBe(RATING_INVALID_TOKEN)
    }

    // The comment is the guest's: only they may delete it.
    const [mine] = await t.deps.db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.hotel_id, 1), eq(comments.comment, 'Noisy room')))
    expect((await call(t.app, 'DELETE', `/api/comment/${mine?.id}`, { token: stranger.token })).status).toBe(
      404,
    )
    expect((await call(t.app, 'DELETE', `/api/comment/${mine?.id}`, { token: guest.token })).status).toBe(200)
  })

  it('a declined payment releases the rooms and ends on booking-failed', async () => {
    const guest = await newGuest(t.app)
    const body = stayRequest({}, 5, 2)
    const before = await heldAndBooked(OPEN_ROOM.roomId, body.checkin, body.checkout)
    const r = (await reserve(t, guest.token, body)).body.data
    const url = (await confirm(t, guest.token, r.id)).body.data.data.payment_url
    const declined = await payInSandbox(t, url, 'decline')
    expect(declined.location).toBe(`/hotel/booking-failed?id=${r.id}`)
    expect(await heldAndBooked(OPEN_ROOM.roomId, body.checkin, body.checkout)).toEqual(before)
    const after = (await call(t.app, 'GET', `/api/reservations/${r.id}`, { token: guest.token })).body.data
    expect(after.status).toBe('failed')
    expect(after.can_pay).toBe(false)
    await runJobsOnce(t.deps)
    const mails = await mailTo(t.deps.env.DATA_DIR, GUEST_DETAILS.email)
    expect(mails.some((m) => m.includes('did not go through') || m.includes(r.reservation_no))).toBe(true)
  })

  it('answers 400 for a sandbox checkout form it cannot read, and the payment stays open', async () => {
    const guest = await newGuest(t.app)
    const r = (await reserve(t, guest.token, stayRequest({}, 6, 1))).body.data
    const url = (await confirm(t, guest.token, r.id)).body.data.data.payment_url
    const res = await t.app.request(new URL(url).pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nbroken',
    })
    expect(res.status).toBe(400)
    const still = (await call(t.app, 'GET', `/api/reservations/${r.id}`, { token: guest.token })).body.data
    expect(still.status).toBe('held')
    expect((await payInSandbox(t, url, 'approve')).location).toBe(`/hotel/booking-done?id=${r.id}`)
  })

  it('a failed payment gives the code its use back; a later payment that books counts it again', async () => {
    const today = todayInIraq()
    await t.deps.db.insert(discountCodes).values({
      code: 'ONCE1',
      kind: 'percent',
      value: 10,
      valid_from: addDays(today, -1),
      valid_until: addDays(today, 30),
      max_uses: 1,
    })
    const used = async () =>
      (await t.deps.db.select().from(discountCodes).where(eq(discountCodes.code, 'ONCE1')))[0]?.used_count
    const guest = await newGuest(t.app)
    const r = (await reserve(t, guest.token, stayRequest({ discount_code: 'ONCE1' }, 7, 1))).body.data
    expect(await used()).toBe(1)
    // Two payments of one reservation: a second confirm now returns the open one (decision 32),
    // so the second is written as one made before that rule was.
    const first = (await confirm(t, guest.token, r.id)).body.data.data.payment_url as string
    const [open] = await t.deps.db.select().from(payments).where(eq(payments.reservation_id, r.id))
    if (!open) throw new Error('no payment')
    const secondId = randomUUID()
    await t.deps.db.insert(payments).values({ ...open, id: secondId, created_at: new Date() })
    const second = first.replace(open.id, secondId)
    await payInSandbox(t, first, 'decline')
    expect(await used()).toBe(0)
    expect((await payInSandbox(t, second, 'approve')).location).toBe(`/hotel/booking-done?id=${r.id}`)
    const paid = (await call(t.app, 'GET', `/api/reservations/${r.id}`, { token: guest.token })).body.data
    expect(paid.status).toBe('paid')
    expect(paid.discount).toBeGreaterThan(0)
    expect(await used()).toBe(1)
    const other = await newGuest(t.app)
    const again = await reserve(t, other.token, stayRequest({ discount_code: 'ONCE1' }, 8, 1))
    expect(again.status).toBe(422)
    expect(again.body.errors.discount_code).toEqual(['This discount code has been used up'])
  })

  it("an agent's booking is confirmed without payment and its voucher names the agency", async () => {
    const agent = await login('agent@funduq.test', 'Agent@2024x')
    const body = stayRequest({}, 6, 1)
    const r = (await reserve(t, agent, body)).body.data
    const res = await confirm(t, agent, r.id)
    expect(res.status).toBe(200)
    expect(res.body.data.data.payment_url).toBeNull()
    expect(res.body.data.data.reservation.status).toBe('confirmed')
    const pdf = await t.app.request(`/api/download/${r.id}`, {
      headers: { Authorization: `Bearer ${agent}` },
    })
    expect(pdf.status).toBe(200)
    const dir = mkdtempSync(join(tmpdir(), 'voucher-'))
    writeFileSync(join(dir, 'v.pdf'), Buffer.from(await pdf.arrayBuffer()))
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'v.pdf'), '-'], { encoding: 'utf8' })
    expect(text).toMatch(/Agency/)
  })

  it('an expired hold frees its rooms and can no longer be confirmed', async () => {
    const user = await signUp(t)
    const body = stayRequest({}, 7, 2)
    const before = await heldAndBooked(OPEN_ROOM.roomId, body.checkin, body.checkout)
    const r = (await reserve(t, user.auth.token, body)).body.data
    expect((await heldAndBooked(OPEN_ROOM.roomId, body.checkin, body.checkout)).held).toBe(before.held + 2)
    const later = new Date(Date.now() + 21 * 60_000)
    const { expired } = await runJobsOnce(t.deps, later)
    expect(expired).toBeGreaterThanOrEqual(1)
    expect(await heldAndBooked(OPEN_ROOM.roomId, body.checkin, body.checkout)).toEqual(before)
    const res = await confirm(t, user.auth.token, r.id)
    expect(res.status).toBe(409)
    const list = await call(t.app, 'GET', '/api/my-reservations?is_paid=0&is_current=0', {
      token: user.auth.token,
    })
    expect(list.body.data[0].status).toBe('expired')
  })
})
