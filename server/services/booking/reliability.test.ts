import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { PGlite } from '@electric-sql/pglite'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addDays, todayInIraq } from '../../../contract/dates'
import { messages } from '../../../contract/messages'
import { type AccountsApp, call, createAccountsApp, newGuest } from '../../../tests/support/accounts'
import { withDatabase } from '../../../tests/support/api-global-setup'
import { GUEST_DETAILS, OPEN_ROOM, reserve, stayRequest } from '../../../tests/support/booking'
import type { KillPlan } from '../../../tests/support/kill-mid-booking'
import { createApp } from '../../app'
import { loadOrCreateKey } from '../../auth/keys'
import { type Database, type Db, openPglite, openPostgres } from '../../db/client'
import { notifications, paymentEvents, payments, refunds, reservations } from '../../db/schema'
import type { AppEnv } from '../../http/context'
import { SANDBOX_SIGNATURE_HEADER, signSandbox } from '../../payments/sandbox'
import { expireHolds } from './expire'

/**
 * What must hold whatever the timing: no night sold twice, one reservation per idempotency key,
 * payment callbacks believed only when authentic and applied once, a crash leaving all of a
 * booking or none of it. Every test runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL;
 * only PostgreSQL runs transactions truly side by side, so only there do the races race.
 */

let t: AccountsApp
/** The app the races go through: on PostgreSQL one with a pool big enough for 20 transactions at once. */
let racer: Hono<AppEnv>
let bigPool: Database | null = null

/** The URL of this file's own PostgreSQL database (made from the template by openTestDatabase). */
async function testDatabaseUrl(db: Db): Promise<string> {
  const [row] = await rows<{ name: string }>(db, sql`select current_database() as name`)
  return withDatabase(inject('postgresTemplate'), row?.name ?? '')
}

beforeAll(async () => {
  t = await createAccountsApp()
  racer = t.app
  if (t.database.kind === 'postgres') {
    bigPool = await openPostgres(await testDatabaseUrl(t.deps.db), 20)
    racer = createApp({ ...t.deps, db: bigPool.db }, { checkAnswers: true })
  }
})
afterAll(async () => {
  await bigPool?.close()
  await t.close()
})

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

const day = (offset: number) => addDays(todayInIraq(), offset)

interface Night {
  night: string
  for_sale: number
  held: number
  booked: number
}

async function nightsOf(db: Db, roomId: number, checkin: string, checkout: string): Promise<Night[]> {
  return rows<Night>(
    db,
    sql`select night::text as night, rooms_for_sale as for_sale, rooms_held as held, rooms_booked as booked
        from room_nights where room_id = ${roomId} and night >= ${checkin} and night < ${checkout}
        order by night`,
  )
}

/**
 * Opens a room type's nights with exactly `free` rooms free, whatever the seed put there: each
 * test works on nights of its own, far from the seed's probes and from the other tests.
 */
async function openRange(db: Db, roomId: number, checkin: string, checkout: string, free: number) {
  await db.execute(
    sql`update room_nights set closed = false, rooms_for_sale = rooms_held + rooms_booked + ${free}
        where room_id = ${roomId} and night >= ${checkin} and night < ${checkout}`,
  )
  const nights = await nightsOf(db, roomId, checkin, checkout)
  expect(nights.map((n) => n.for_sale - n.held - n.booked)).toEqual(nights.map(() => free))
  return nights
}

/**
 * Nights whose rooms_held differs from what the live holds (reservations in `held`) add up to:
 * every held room is a held reservation's, and every held reservation's rooms are held.
 */
async function holdMismatches(db: Db) {
  return rows<{ room_id: number; night: string; held: number; expected: number }>(
    db,
    sql`with expected as (
          select rr.room_id, n.night::date as night, sum(rr.number_of_rooms)::int as held
          from reservations r
          join reservation_rooms rr on rr.reservation_id = r.id
          cross join lateral generate_series(r.checkin::timestamp, r.checkout::timestamp - interval '1 day',
                                             interval '1 day') as n(night)
          where r.status = 'held'
          group by 1, 2)
        select coalesce(rn.room_id, e.room_id) as room_id, coalesce(rn.night, e.night)::text as night,
               rn.rooms_held as held, coalesce(e.held, 0) as expected
        from room_nights rn
        full join expected e on e.room_id = rn.room_id and e.night = rn.night
        where rn.rooms_held is distinct from coalesce(e.held, 0)
        order by 1, 2`,
  )
}

/** Reservations without a single room line: half-written bookings. */
async function lineless(db: Db) {
  return rows<{ id: number }>(
    db,
    sql`select r.id from reservations r
        where not exists (select 1 from reservation_rooms rr where rr.reservation_id = r.id)`,
  )
}

async function consistent(db: Db) {
  expect(await holdMismatches(db)).toEqual([])
  expect(await lineless(db)).toEqual([])
}

/** A stay of `nights` nights from `offset` days ahead, one room of each type given. */
function stayOn(roomIds: number[], offset: number, nights: number) {
  return stayRequest(
    { rooms: roomIds.map((room_id) => ({ room_id, number_of_rooms: 1 })), children_ages: [] },
    offset,
    nights,
  )
}

/** The message and everything it was caused by, as text (drizzle wraps the driver's error). */
function errorText(err: unknown): string {
  const parts: string[] = []
  for (
    let e = err as { message?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    i++
  ) {
    parts.push(String(e.message ?? ''), String(e.constraint ?? ''))
    e = e.cause as typeof e
  }
  return parts.join(' | ')
}

describe('the last rooms', () => {
  it('50 guests racing for the last 3 rooms: exactly 3 get them, the others a clear 409', async () => {
    const K = 3
    const body = stayOn([3], 100, 3)
    const before = await openRange(t.deps.db, 3, body.checkin, body.checkout, K)
    const guests = await Promise.all(Array.from({ length: 50 }, () => newGuest(t.app)))
    const answers = await Promise.all(
      guests.map((g) => call(racer, 'POST', '/api/make-reservation', { token: g.token, body })),
    )

    const won = answers.filter((a) => a.status === 201)
    const lost = answers.filter((a) => a.status === 409)
    expect(won).toHaveLength(K)
    expect(lost).toHaveLength(50 - K)
    for (const a of lost) expect(a.body.message).toBe(messages.roomsUnavailable.message)
    expect(new Set(won.map((a) => a.body.data.id)).size).toBe(K)
    for (const a of won) expect(a.body.data.status).toBe('held')

    const after = await nightsOf(t.deps.db, 3, body.checkin, body.checkout)
    expect(after).toHaveLength(3)
    after.forEach((n, i) => {
      expect(n.held - (before[i]?.held ?? 0)).toBe(K)
      expect(n.booked).toBe(before[i]?.booked)
      expect(n.held + n.booked).toBe(n.for_sale)
    })
    const [made] = await rows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from reservations r join reservation_rooms rr on rr.reservation_id = r.id
          where rr.room_id = 3 and r.checkin = ${body.checkin} and r.checkout = ${body.checkout}`,
    )
    expect(made?.n).toBe(K)
    await consistent(t.deps.db)
  })

  it('the database itself refuses an oversold or negative night (room_nights_inventory_ck)', async () => {
    const night = day(200)
    const where = sql`room_id = ${OPEN_ROOM.roomId} and night = ${night}`
    const [before] = await rows<Night>(
      t.deps.db,
      sql`select night::text as night, rooms_for_sale as for_sale, rooms_held as held, rooms_booked as booked
          from room_nights where ${where}`,
    )
    expect(before).toBeDefined()
    const refused = async (set: SQL) => {
      const err = await t.deps.db.execute(sql`update room_nights set ${set} where ${where}`).then(
        () => null,
        (e: unknown) => e,
      )
      expect(err, 'the update went through').not.toBeNull()
      expect(errorText(err)).toContain('room_nights_inventory_ck')
    }
    await refused(sql`rooms_booked = rooms_for_sale + 1`)
    await refused(sql`rooms_held = rooms_for_sale - rooms_booked + 1`)
    await refused(sql`rooms_held = -1`)
    await refused(sql`rooms_booked = -1`)
    const [after] = await rows<Night>(
      t.deps.db,
      sql`select night::text as night, rooms_for_sale as for_sale, rooms_held as held, rooms_booked as booked
          from room_nights where ${where}`,
    )
    expect(after).toEqual(before)
  })
})

describe('idempotency', () => {
  it('the same Idempotency-Key sent 20 times at once makes one reservation and holds the rooms once', async () => {
    const body = stayOn([OPEN_ROOM.roomId], 110, 2)
    const before = await openRange(t.deps.db, OPEN_ROOM.roomId, body.checkin, body.checkout, 5)
    const guest = await newGuest(t.app)
    const key = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(racer, 'POST', '/api/make-reservation', {
          token: guest.token,
          body,
          headers: { 'Idempotency-Key': key },
        }),
      ),
    )
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses).toEqual([...Array(19).fill(200), 201])
    const ids = new Set(answers.map((a) => a.body.data.id))
    expect(ids.size).toBe(1)

    const made = await t.deps.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.user_id, guest.userAuth.id), eq(reservations.idempotency_key, key)))
    expect(made.map((r) => r.id)).toEqual([...ids])
    const after = await nightsOf(t.deps.db, OPEN_ROOM.roomId, body.checkin, body.checkout)
    expect(after.map((n, i) => n.held - (before[i]?.held ?? 0))).toEqual([1, 1])
    await consistent(t.deps.db)
  })
})

/** A held reservation with guest details and a pending sandbox payment. */
async function pendingPayment(roomId: number, offset: number, nights: number) {
  const guest = await newGuest(t.app)
  const body = stayOn([roomId], offset, nights)
  const made = await reserve(t, guest.token, body)
  expect(made.status).toBe(201)
  const confirmed = await call(t.app, 'POST', `/api/confirm/reservation/${made.body.data.id}`, {
    token: guest.token,
    body: GUEST_DETAILS,
  })
  expect(confirmed.status).toBe(200)
  const paymentId = new URL(confirmed.body.data.data.payment_url).pathname.split('/').pop() ?? ''
  const [payment] = await t.deps.db.select().from(payments).where(eq(payments.id, paymentId))
  if (!payment) throw new Error('no payment row')
  return { guest, body, reservationId: made.body.data.id as number, payment }
}

function callbackBody(
  p: { id: string; amount: number; currency: string },
  over: Record<string, unknown> = {},
) {
  return JSON.stringify({
    event_id: randomUUID(),
    payment_id: p.id,
    outcome: 'paid',
    amount: p.amount,
    currency: p.currency,
    occurred_at: new Date().toISOString(),
    ...over,
  })
}

async function deliver(body: string, signature: string) {
  const res = await t.app.request('/api/payments/sandbox/callback', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    body,
  })
  return { status: res.status, body: (await res.json()) as { message: string } }
}

async function stateOf(reservationId: number, paymentId: string) {
  const [r] = await t.deps.db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
  const [p] = await t.deps.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId))
  const events = await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.payment_id, paymentId))
  const confirmations = await t.deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.reservation_id, reservationId), eq(notifications.kind, 'booking_confirmed')))
  return {
    reservation: r?.status,
    payment: p?.status,
    events: events.length,
    confirmations: confirmations.length,
  }
}

describe('payment callbacks', () => {
  it('believes only a fresh, correctly signed callback for the right amount, and applies it once', async () => {
    const roomId = OPEN_ROOM.roomId
    const body = stayOn([roomId], 120, 2)
    await openRange(t.deps.db, roomId, body.checkin, body.checkout, 4)
    const { reservationId, payment } = await pendingPayment(roomId, 120, 2)
    const secret = await loadOrCreateKey(t.deps.db, 'sandbox_payment_secret')
    const held = await nightsOf(t.deps.db, roomId, body.checkin, body.checkout)
    const untouched = { reservation: 'held', payment: 'pending', events: 0, confirmations: 0 }

    const good = callbackBody(payment)
    const forged = await deliver(good, signSandbox(randomBytes(32), Date.now(), good))
    expect(forged.status).toBe(400)
    const tampered = await deliver(
      callbackBody(payment, { amount: payment.amount / 100 }),
      signSandbox(secret, Date.now(), good),
    )
    expect(tampered.status).toBe(400)
    const stale = callbackBody(payment, { occurred_at: new Date(Date.now() - 3_600_000).toISOString() })
    expect((await deliver(stale, signSandbox(secret, Date.now() - 3_600_000, stale))).status).toBe(400)
    const cheap = callbackBody(payment, { amount: payment.amount - 1 })
    const wrongAmount = await deliver(cheap, signSandbox(secret, Date.now(), cheap))
    expect(wrongAmount).toEqual({ status: 422, body: { message: 'mismatch' } })
    const otherCurrency = callbackBody(payment, { currency: payment.currency === 'USD' ? 'IQD' : 'USD' })
    expect((await deliver(otherCurrency, signSandbox(secret, Date.now(), otherCurrency))).status).toBe(422)
    const stranger = callbackBody({ ...payment, id: randomUUID() })
    const unknown = await deliver(stranger, signSandbox(secret, Date.now(), stranger))
    expect(unknown).toEqual({ status: 422, body: { message: 'unknown_payment' } })
    expect(await stateOf(reservationId, payment.id)).toEqual(untouched)
    expect(await nightsOf(t.deps.db, roomId, body.checkin, body.checkout)).toEqual(held)

    // The payer's browser coming back says nothing: still pending, shown on booking-done.
    const back = await t.app.request(`/api/payments/sandbox/return/${payment.id}`)
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`/hotel/booking-done?id=${reservationId}`)
    expect(await stateOf(reservationId, payment.id)).toEqual(untouched)

    // The provider retries its callback: ten deliveries of one event, all at once.
    const signature = signSandbox(secret, Date.now(), good)
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(good, signature)))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    expect(answers.map((a) => a.body.message).sort()).toEqual(['applied', ...Array(9).fill('duplicate')])
    expect(await stateOf(reservationId, payment.id)).toEqual({
      reservation: 'paid',
      payment: 'paid',
      events: 1,
      confirmations: 1,
    })
    const after = await nightsOf(t.deps.db, roomId, body.checkin, body.checkout)
    after.forEach((n, i) => {
      expect(n.held).toBe((held[i]?.held ?? 0) - 1)
      expect(n.booked).toBe((held[i]?.booked ?? 0) + 1)
    })
    // Now paid, the return sends the payer to booking-done for good.
    const done = await t.app.request(`/api/payments/sandbox/return/${payment.id}`)
    expect(done.headers.get('location')).toBe(`/hotel/booking-done?id=${reservationId}`)
    await consistent(t.deps.db)
  })
})

describe('a crash in the middle of a booking', () => {
  it('a failure after the first hold rolls the whole reservation back (in process)', async () => {
    // Room 1 is free on every night; room 2 is sold out on the seed's probe night (today + 10).
    const body = stayOn([OPEN_ROOM.roomId, 2], 9, 3)
    const guest = await newGuest(t.app)
    const before = await nightsOf(t.deps.db, OPEN_ROOM.roomId, body.checkin, body.checkout)
    expect(before.every((n) => n.for_sale - n.held - n.booked >= 1)).toBe(true)
    const res = await reserve(t, guest.token, body, randomUUID())
    expect(res.status).toBe(409)
    const mine = await t.deps.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.user_id, guest.userAuth.id))
    expect(mine).toEqual([])
    expect(await nightsOf(t.deps.db, OPEN_ROOM.roomId, body.checkin, body.checkout)).toEqual(before)
    await consistent(t.deps.db)
  })

  it('a server killed (SIGKILL) inside the booking transaction leaves the whole reservation or none', async () => {
    const whole = { rooms: [1, 3], request: stayOn([1, 3], 130, 2), key: randomUUID() }
    const cut = { rooms: [1, 3, 4, 5], request: stayOn([1, 3, 4, 5], 135, 2), key: randomUUID() }
    const prepare = async (db: Db) => {
      const ranges = new Map<string, Night[]>()
      for (const plan of [whole, cut])
        for (const roomId of plan.rooms)
          ranges.set(
            `${plan.key}:${roomId}`,
            await openRange(db, roomId, plan.request.checkin, plan.request.checkout, 3),
          )
      const [user] = await rows<{ id: number }>(db, sql`select min(id)::int as id from users`)
      return { ranges, userId: user?.id ?? 0 }
    }
    const check = async (db: Db, before: Map<string, Night[]>, seenInside: number) => {
      const made = await db
        .select({ id: reservations.id, key: reservations.idempotency_key, status: reservations.status })
        .from(reservations)
        .where(sql`${reservations.idempotency_key} in (${whole.key}, ${cut.key})`)
      expect(made.map((r) => [r.key, r.status])).toEqual([[whole.key, 'held']])
      for (const roomId of whole.rooms) {
        const now = await nightsOf(db, roomId, whole.request.checkin, whole.request.checkout)
        expect(now.map((n) => n.held)).toEqual(before.get(`${whole.key}:${roomId}`)?.map((n) => n.held + 1))
      }
      const cutBefore = before.get(`${cut.key}:1`)?.[0]?.held ?? 0
      // Inside the open transaction the first room was held; after the kill nothing of it is left.
      expect(seenInside).toBe(cutBefore + 1)
      for (const roomId of cut.rooms) {
        const now = await nightsOf(db, roomId, cut.request.checkin, cut.request.checkout)
        expect(now).toEqual(before.get(`${cut.key}:${roomId}`))
      }
      await consistent(db)
    }

    if (t.database.kind === 'postgres') {
      const app = `funduq_kill_${randomBytes(4).toString('hex')}`
      const url = new URL(await testDatabaseUrl(t.deps.db))
      url.searchParams.set('application_name', app)
      const { ranges, userId } = await prepare(t.deps.db)
      const seen = await killMidBooking(
        { target: { kind: 'postgres', url: url.toString() }, userId, whole, cut },
        async () => {
          // The child's connection is inside a transaction when it is killed.
          const states = await rows<{ state: string }>(
            t.deps.db,
            sql`select state from pg_stat_activity where application_name = ${app}`,
          )
          expect(states.map((s) => s.state)).toContain('idle in transaction')
        },
      )
      // The server rolls back when it sees the connection gone; wait for that before looking.
      for (let i = 0; ; i++) {
        const [left] = await rows<{ n: number }>(
          t.deps.db,
          sql`select count(*)::int as n from pg_stat_activity where application_name = ${app}`,
        )
        if (left?.n === 0) break
        if (i > 200) throw new Error('the killed connection is still open')
        await new Promise((r) => setTimeout(r, 50))
      }
      await check(t.deps.db, ranges, seen)
      return
    }

    // PGlite serves one process: the child gets a data directory of its own, made from the same
    // dump as the test's database, and the test opens it again only after the kill (which is
    // then a crash recovery, as after a power cut).
    const dir = mkdtempSync(join(tmpdir(), 'funduq-kill-'))
    try {
      const loader = new PGlite(dir, { loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) })
      await loader.waitReady
      await loader.close()
      const first = await openPglite({ dir })
      const { ranges, userId } = await prepare(first.db).finally(() => first.close())
      const seen = await killMidBooking({
        target: { kind: 'pglite', dir },
        userId,
        whole,
        cut,
      })
      const reopened = await openPglite({ dir })
      try {
        await check(reopened.db, ranges, seen)
      } finally {
        await reopened.close()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})

/**
 * Runs tests/support/kill-mid-booking.ts, waits until it has committed one reservation and is
 * paused inside the next, runs `whilePaused`, then SIGKILLs it. Answers the rooms_held the
 * child saw inside its transaction.
 */
async function killMidBooking(plan: KillPlan, whilePaused?: () => Promise<void>): Promise<number> {
  const root = join(import.meta.dirname, '..', '..', '..')
  const script = join(root, 'tests', 'support', 'kill-mid-booking.ts')
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(plan)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  child.stderr.on('data', (c: Buffer) => {
    errors += c.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    let committed = false
    let seen: number | null = null
    const deadline = setTimeout(() => child.kill('SIGKILL'), 60_000)
    for await (const line of createInterface({ input: child.stdout })) {
      // What it printed goes with its errors: a child that never paused says how far it got.
      errors += `${line}\n`
      if (line.startsWith('committed ')) committed = true
      if (line.startsWith('started ')) {
        seen = Number(line.slice('started '.length))
        break
      }
    }
    clearTimeout(deadline)
    if (!committed || seen === null) throw new Error(`the child did not reach the pause:\n${errors}`)
    await whilePaused?.()
    return seen
  } finally {
    child.kill('SIGKILL')
    await exited
  }
}

describe('hold expiry', () => {
  it('an expired hold frees its rooms; a payment arriving later books them if they are still free', async () => {
    const roomId = 4
    const body = stayOn([roomId], 140, 2)
    const before = await openRange(t.deps.db, roomId, body.checkin, body.checkout, 2)
    const { reservationId, payment } = await pendingPayment(roomId, 140, 2)
    expect((await nightsOf(t.deps.db, roomId, body.checkin, body.checkout)).map((n) => n.held)).toEqual(
      before.map((n) => n.held + 1),
    )
    expect(await expireHolds(t.deps.db, new Date(Date.now() + 3 * 3_600_000))).toBeGreaterThanOrEqual(1)
    expect(await nightsOf(t.deps.db, roomId, body.checkin, body.checkout)).toEqual(before)
    expect(await stateOf(reservationId, payment.id)).toEqual({
      reservation: 'expired',
      payment: 'expired',
      events: 0,
      confirmations: 0,
    })
    await consistent(t.deps.db)

    const secret = await loadOrCreateKey(t.deps.db, 'sandbox_payment_secret')
    const late = callbackBody(payment)
    const answer = await deliver(late, signSandbox(secret, Date.now(), late))
    expect(answer).toEqual({ status: 200, body: { message: 'applied' } })
    expect(await stateOf(reservationId, payment.id)).toEqual({
      reservation: 'paid',
      payment: 'paid',
      events: 1,
      confirmations: 1,
    })
    const after = await nightsOf(t.deps.db, roomId, body.checkin, body.checkout)
    expect(after).toEqual(before.map((n) => ({ ...n, booked: n.booked + 1 })))
    await consistent(t.deps.db)
  })

  it('a payment arriving after the expired rooms were taken by someone else changes no inventory', async () => {
    const roomId = 5
    const body = stayOn([roomId], 150, 2)
    const before = await openRange(t.deps.db, roomId, body.checkin, body.checkout, 1)
    const { reservationId, payment } = await pendingPayment(roomId, 150, 2)
    expect(await expireHolds(t.deps.db, new Date(Date.now() + 3 * 3_600_000))).toBeGreaterThanOrEqual(1)
    // The freed last room goes to another guest.
    const other = await newGuest(t.app)
    expect((await reserve(t, other.token, body)).status).toBe(201)
    const taken = await nightsOf(t.deps.db, roomId, body.checkin, body.checkout)
    expect(taken).toEqual(before.map((n) => ({ ...n, held: n.held + 1 })))

    const secret = await loadOrCreateKey(t.deps.db, 'sandbox_payment_secret')
    const late = callbackBody(payment)
    const answer = await deliver(late, signSandbox(secret, Date.now(), late))
    expect(answer.status).toBe(200)
    expect(await nightsOf(t.deps.db, roomId, body.checkin, body.checkout)).toEqual(taken)
    // The money arrived (the payment says paid); the booking did not happen, so the provider
    // was asked to pay it back, and confirmed that (its event is the second; decision 32).
    expect(await stateOf(reservationId, payment.id)).toEqual({
      reservation: 'expired',
      payment: 'paid',
      events: 2,
      confirmations: 0,
    })
    const [refund] = await t.deps.db.select().from(refunds).where(eq(refunds.payment_id, payment.id))
    expect(refund).toMatchObject({ reason: 'late_payment', status: 'refunded', amount: payment.amount })
    // Delivered again, it still changes nothing.
    expect((await deliver(late, signSandbox(secret, Date.now(), late))).body.message).toBe('duplicate')
    expect(await nightsOf(t.deps.db, roomId, body.checkin, body.checkout)).toEqual(taken)
    await consistent(t.deps.db)
  })
})
