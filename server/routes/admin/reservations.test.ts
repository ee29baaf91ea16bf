import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInIraq } from '../../../contract/dates'
import { type AccountsApp, call, createAccountsApp } from '../../../tests/support/accounts'
import { GUEST_DETAILS } from '../../../tests/support/booking'
import { ADMIN, demoHotels, MANAGER, paidStay, tokenOf } from '../../../tests/support/console'
import { refunds, reservations, roomNights, rooms } from '../../db/schema'

/**
 * Issue 19 item 4 and issue 18's operator refund (decision 37): the list and its filters, today
 * at the desk, the stay's transitions, cancelling for the guest, settling a refund by hand, the
 * CSV — each scoped to the manager's hotels.
 */
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
  // Refundable until the day before, whatever the seed gave the room types: a refund to see.
  await t.deps.db
    .update(rooms)
    .set({ cancellation_policy: 'free_until', free_cancel_days: 1 })
    .where(eq(rooms.hotel_id, erbil))
}, 240_000)
afterAll(() => t.close())

const list = (token: string, query: string) =>
  call(t.app, 'GET', `/api/admin/reservations?${query}`, { token })
const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((r) => r.id)
const page = (token: string, id: number) => call(t.app, 'GET', `/api/admin/reservations/${id}`, { token })
const stay = (token: string, id: number, action: string, lang = 'en') =>
  call(t.app, 'POST', `/api/admin/reservations/${id}/stay`, {
    token,
    body: { action },
    headers: { 'Accept-Language': lang },
  })

async function booked(roomId: number, checkin: string, checkout: string) {
  const [row] = await t.deps.db
    .select({ n: sql<number>`sum(${roomNights.rooms_booked})`.mapWith(Number) })
    .from(roomNights)
    .where(
      and(eq(roomNights.room_id, roomId), gte(roomNights.night, checkin), lt(roomNights.night, checkout)),
    )
  return row?.n ?? 0
}

describe('the reservation list', () => {
  it("a guest's booking appears in the manager's list, found by number, name, phone, dates and status", async () => {
    const mine = await paidStay(t, erbil, 6)
    const other = await paidStay(t, baghdad, 6)
    const { checkin, checkout } = mine.body

    const all = await list(manager, '')
    expect(all.status).toBe(200)
    expect(ids(all)).toContain(mine.id)
    expect(ids(all)).not.toContain(other.id)
    const row = all.body.data.find((r: { id: number }) => r.id === mine.id)
    expect(row).toMatchObject({
      guest_name: GUEST_DETAILS.full_name,
      phone: '9647701234567',
      checkin,
      checkout,
      nights: 2,
      rooms: 1,
      status: 'paid',
      stay_status: null,
      refund_awaiting: false,
      hotel: { id: erbil },
    })
    expect(all.body).toMatchObject({ total: expect.any(Number), last_page: expect.any(Number) })

    const number = row.reservation_no as string
    expect(ids(await list(manager, `q=${number}`))).toEqual([mine.id])
    expect(ids(await list(manager, `q=${mine.id}`))).toContain(mine.id)
    expect(ids(await list(manager, `q=${encodeURIComponent('عبد الله')}`))).toContain(mine.id)
    // Part of the phone, typed with spaces or in Arabic-Indic digits.
    expect(ids(await list(manager, `q=${encodeURIComponent('770 123')}`))).toContain(mine.id)
    expect(ids(await list(manager, `q=${encodeURIComponent('٧٧٠١٢٣٤')}`))).toContain(mine.id)
    expect(ids(await list(manager, 'q=nobody-by-this-name'))).toEqual([])

    // Overlapping the range: a range ending on arrival day or starting on the last night keeps it.
    expect(ids(await list(manager, `from=${addDays(checkin, -5)}&to=${checkin}`))).toContain(mine.id)
    expect(ids(await list(manager, `from=${addDays(checkout, -1)}&to=${addDays(checkout, 3)}`))).toContain(
      mine.id,
    )
    expect(ids(await list(manager, `from=${checkout}&to=${addDays(checkout, 3)}`))).not.toContain(mine.id)
    expect(ids(await list(manager, `to=${addDays(checkin, -1)}`))).not.toContain(mine.id)

    expect(ids(await list(manager, 'status=paid'))).toContain(mine.id)
    expect(ids(await list(manager, 'status=expected'))).toContain(mine.id)
    expect(ids(await list(manager, 'status=cancelled'))).not.toContain(mine.id)
    expect(ids(await list(manager, `hotel_id=${erbil}`))).toContain(mine.id)
    // Another hotel's filter gives nothing, whether the hotel exists or not.
    expect(ids(await list(manager, `hotel_id=${baghdad}`))).toEqual([])

    // The administrator sees both.
    const everything = await list(admin, `from=${checkin}&to=${checkin}&q=${encodeURIComponent('أحمد')}`)
    expect(ids(everything)).toEqual(expect.arrayContaining([mine.id, other.id]))

    // The manager learns nothing of the Baghdad booking.
    expect((await page(manager, other.id)).status).toBe(404)
    expect((await stay(manager, other.id, 'no_show')).status).toBe(404)
    expect((await page(admin, other.id)).status).toBe(200)
  })

  it('refuses bad filters with field messages', async () => {
    const bad = await list(manager, 'status=sleeping')
    expect(bad.status).toBe(422)
    expect(bad.body.errors.status).toBeDefined()
    const order = await list(manager, 'from=2030-05-10&to=2030-05-01')
    expect(order.status).toBe(422)
    expect(order.body.errors.to).toEqual(['Check-out must be after check-in'])
    expect((await list(manager, 'from=2030-02-30')).status).toBe(422)
  })
})

describe('the desk', () => {
  it("today's arrivals: check in, refused twice, check out; recorded in the history", async () => {
    const today = await paidStay(t, erbil, 0, 1)
    const desk = await call(t.app, 'GET', '/api/admin/reservations/today', { token: manager })
    expect(desk.status).toBe(200)
    expect(desk.body.data.date).toBe(todayInIraq())
    expect(ids({ body: { data: desk.body.data.arrivals } })).toContain(today.id)
    expect((await page(manager, today.id)).body.data.actions).toEqual({
      check_in: true,
      check_out: false,
      no_show: true,
      cancel: false,
    })

    const checkedIn = await stay(manager, today.id, 'check_in')
    expect(checkedIn.status).toBe(200)
    expect(checkedIn.body.data).toMatchObject({
      stay_status: 'checked_in',
      checked_in_at: expect.any(String),
      actions: { check_in: false, check_out: true, no_show: false },
    })
    expect(ids(await list(manager, 'status=checked_in'))).toContain(today.id)
    expect(ids(await list(manager, 'status=expected'))).not.toContain(today.id)

    const again = await stay(manager, today.id, 'check_in', 'ar')
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/[\u0600-\u06FF]/)
    expect((await stay(manager, today.id, 'check_in')).body.message).toBe('The guest is already checked in')
    expect((await stay(manager, today.id, 'no_show')).body.message).toBe(
      'A guest who has arrived cannot be marked as a no-show',
    )

    const out = await stay(manager, today.id, 'check_out')
    expect(out.status).toBe(200)
    expect(out.body.data.stay_status).toBe('checked_out')
    const history = out.body.data.history as { event: string; by: string | null }[]
    expect(history.map((e) => e.event)).toEqual(
      expect.arrayContaining([
        'created',
        'details',
        'payment_started',
        'payment_paid',
        'check_in',
        'check_out',
      ]),
    )
    expect(history.find((e) => e.event === 'check_in')?.by).toBeTruthy()
    const log = await call(t.app, 'GET', `/api/admin/audit-log?entity=reservation&id=${today.id}`, {
      token: manager,
    })
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(['check_out', 'check_in'])
    expect(log.body.data[1]).toMatchObject({
      before: { stay_status: null },
      after: { stay_status: 'checked_in' },
    })
  })

  it('no check-in or no-show before the arrival day; a no-show who turns up is checked in', async () => {
    const later = await paidStay(t, erbil, 4)
    const early = await stay(manager, later.id, 'check_in')
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(
      'The guest cannot be checked in or marked as a no-show before the arrival day',
    )
    expect((await stay(manager, later.id, 'no_show')).status).toBe(409)
    expect((await stay(manager, later.id, 'check_out')).body.message).toBe(
      'Only a guest who is checked in can be checked out',
    )

    // The arrival day comes (moved in the data: the clock cannot be).
    await t.deps.db
      .update(reservations)
      .set({ checkin: todayInIraq(), checkout: addDays(todayInIraq(), 2) })
      .where(eq(reservations.id, later.id))
    expect((await stay(manager, later.id, 'no_show')).body.data.stay_status).toBe('no_show')
    // Twice changes nothing and records nothing.
    expect((await stay(manager, later.id, 'no_show')).status).toBe(200)
    expect(ids(await list(manager, 'status=no_show'))).toContain(later.id)
    expect((await stay(manager, later.id, 'check_in')).body.data.stay_status).toBe('checked_in')
    const log = await call(t.app, 'GET', `/api/admin/audit-log?entity=reservation&id=${later.id}`, {
      token: manager,
    })
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(['check_in', 'no_show'])

    // A stay that has ended cannot be checked in.
    await t.deps.db
      .update(reservations)
      .set({ checkin: addDays(todayInIraq(), -3), checkout: addDays(todayInIraq(), -1), stay_status: null })
      .where(eq(reservations.id, later.id))
    expect((await stay(manager, later.id, 'check_in')).body.message).toBe(
      'The stay has ended: the guest can no longer be checked in',
    )
  })
})

describe('cancelling for the guest and refunds', () => {
  it('by the policy: rooms back on sale, the refund queued, the guest’s status, recorded', async () => {
    const b = await paidStay(t, erbil, 9)
    const before = await booked(b.roomId, b.body.checkin, b.body.checkout)
    const shown = (await page(manager, b.id)).body.data
    expect(shown.actions.cancel).toBe(true)
    const res = await call(t.app, 'POST', `/api/admin/reservations/${b.id}/cancel`, {
      token: manager,
      body: {},
    })
    expect(res.status).toBe(200)
    expect(res.body.data.reservation.status).toBe('cancelled')
    expect(await booked(b.roomId, b.body.checkin, b.body.checkout)).toBe(before - 2)
    const [refund] = await t.deps.db.select().from(refunds).where(eq(refunds.reservation_id, b.id))
    expect(refund?.amount).toBe(shown.policy_refund)
    const cancel = res.body.data.history.find((e: { event: string }) => e.event === 'cancel')
    expect(cancel.detail).toMatchObject({ by_policy: true, refund: null })
    // The guest sees it cancelled.
    const theirs = await call(t.app, 'GET', `/api/reservations/${b.id}`, { token: b.guest.token })
    expect(theirs.body.data.status).toBe('cancelled')
    // Twice: nothing more.
    const again = await call(t.app, 'POST', `/api/admin/reservations/${b.id}/cancel`, {
      token: manager,
      body: {},
    })
    expect(again.status).toBe(200)
    expect(await t.deps.db.select().from(refunds).where(eq(refunds.reservation_id, b.id))).toHaveLength(1)
    // A cancelled booking has no stay.
    expect((await stay(manager, b.id, 'check_in')).body.message).toBe(
      'Only a paid or confirmed booking can be checked in, checked out or marked as a no-show',
    )
  })

  it('with an override: a reason is required, at most the total, the refund is the amount given', async () => {
    const b = await paidStay(t, erbil, 12)
    const path = `/api/admin/reservations/${b.id}/cancel`
    const noReason = await call(t.app, 'POST', path, { token: manager, body: { refund: 10 } })
    expect(noReason.status).toBe(422)
    expect(noReason.body.errors.reason).toEqual(['Say why the refund differs from the policy'])
    const tooMuch = await call(t.app, 'POST', path, {
      token: manager,
      body: { refund: 1e6, reason: 'goodwill' },
    })
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.body.message).toBe('The refund cannot be more than the booking’s total')
    const ok = await call(t.app, 'POST', path, {
      token: manager,
      body: { refund: 10, reason: 'Flight cancelled' },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.data.refunds).toEqual([expect.objectContaining({ amount: 10, currency: 'USD' })])
    const log = await call(t.app, 'GET', `/api/admin/audit-log?entity=reservation&id=${b.id}`, {
      token: admin,
    })
    expect(log.body.data[0]).toMatchObject({
      action: 'cancel',
      user: { email: MANAGER.email },
      after: { by_policy: false, refund: 10, reason: 'Flight cancelled' },
    })
  })

  it('a refund awaiting the operator is listed, settled with a reference once, and recorded', async () => {
    const b = await paidStay(t, erbil, 15)
    await call(t.app, 'POST', `/api/admin/reservations/${b.id}/cancel`, { token: manager, body: {} })
    // As ZainCash leaves it: no refund call, a person pays it back.
    await t.deps.db.update(refunds).set({ status: 'refund_pending' }).where(eq(refunds.reservation_id, b.id))
    expect(ids(await list(manager, 'status=refund_pending'))).toContain(b.id)
    const shown = (await page(manager, b.id)).body.data
    const refund = shown.refunds[0]
    expect(refund.awaiting).toBe(true)

    const path = `/api/admin/reservations/${b.id}/settle-refund`
    const blank = await call(t.app, 'POST', path, {
      token: manager,
      body: { refund_id: refund.id, reference: ' ' },
    })
    expect(blank.status).toBe(422)
    const settled = await call(t.app, 'POST', path, {
      token: manager,
      body: { refund_id: refund.id, reference: 'ZC-778899' },
    })
    expect(settled.status).toBe(200)
    expect(settled.body.data.refunds[0]).toMatchObject({
      status: 'refunded',
      awaiting: false,
      provider_ref: 'ZC-778899',
      settled_at: expect.any(String),
    })
    expect(settled.body.data.reservation.refund.status).toBe('refunded')
    const twice = await call(t.app, 'POST', path, {
      token: manager,
      body: { refund_id: refund.id, reference: 'x' },
    })
    expect(twice.status).toBe(409)
    expect(ids(await list(manager, 'status=refund_pending'))).not.toContain(b.id)
    const history = settled.body.data.history as { event: string; detail: Record<string, unknown> }[]
    expect(history.find((e) => e.event === 'refund_settled')?.detail).toMatchObject({
      reference: 'ZC-778899',
    })
    // Another reservation's refund id is not this one's.
    const other = await paidStay(t, erbil, 16)
    const wrong = await call(t.app, 'POST', `/api/admin/reservations/${other.id}/settle-refund`, {
      token: manager,
      body: { refund_id: refund.id, reference: 'x' },
    })
    expect(wrong.status).toBe(404)
  })
})

describe('the CSV', () => {
  it('is UTF-8 with a byte order mark, Arabic intact, headings in the reader’s language, no formulas', async () => {
    const b = await paidStay(t, erbil, 20)
    // A name typed as a formula must reach the spreadsheet as text.
    const trap = '=HYPERLINK("http://evil.test","x")'
    const other = await paidStay(t, erbil, 21)
    await t.deps.db.update(reservations).set({ full_name: trap }).where(eq(reservations.id, other.id))
    const trapped = await t.app.request(
      `/api/admin/reservations/export?q=FDQ-${String(other.id).padStart(7, '0')}`,
      {
        headers: { Authorization: `Bearer ${manager}` },
      },
    )
    expect(await trapped.text()).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`)
    const res = await t.app.request(`/api/admin/reservations/export?q=FDQ-${String(b.id).padStart(7, '0')}`, {
      headers: { Authorization: `Bearer ${manager}`, 'Accept-Language': 'ar' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="reservations-.*\.csv"$/)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    const name = new TextEncoder().encode(GUEST_DETAILS.full_name)
    // The guest's Arabic name, byte for byte.
    expect(Buffer.from(bytes).includes(Buffer.from(name))).toBe(true)
    const lines = text.slice(1).split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toBe('')
    expect(lines[0]).toMatch(/[\u0600-\u06FF]/)
    expect(lines[1]).toContain(`FDQ-${String(b.id).padStart(7, '0')}`)
    // The phone as +964…, behind a ' so that a spreadsheet neither runs it nor makes it 9.6E+12.
    expect(lines[1]).toContain(`,'+9647701234567,`)

    const english = await t.app.request(
      `/api/admin/reservations/export?q=FDQ-${String(b.id).padStart(7, '0')}`,
      {
        headers: { Authorization: `Bearer ${manager}`, 'Accept-Language': 'en' },
      },
    )
    const englishText = await english.text()
    expect(englishText.split('\r\n')[0]).toMatch(/^\uFEFF?Reservation,Hotel,Guest,Phone/)
    expect(englishText).toContain(',Paid,')
  })
})
