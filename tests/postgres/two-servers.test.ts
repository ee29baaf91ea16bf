import { writeFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { reservationNo } from '../../contract/booking'
import { addDays, todayInIraq } from '../../contract/dates'
import { outboxDir } from '../../server/messaging/outbox'
import { GUEST_DETAILS } from '../support/booking'
import { FakePushService } from '../support/fake-push-service'
import { book, newGuest, type Reply, send } from '../support/remote'
import { createDatabase, type ServerProcess, startServer, type TestDatabase } from '../support/server-process'

/**
 * Two server processes on one PostgreSQL database (issue 16 item 5), both running their
 * background jobs: nothing that must happen once happens twice, nothing that one server knows
 * is unknown to the other, and no room is sold twice.
 */

let db: TestDatabase
let a: ServerProcess
let b: ServerProcess
const push = new FakePushService()
const both = () => [a, b] as const
/** Request i goes to A or B in turn. */
const server = (i: number) => (i % 2 === 0 ? a : b)

const settings = () => ({
  DATABASE_URL: db.url,
  DATABASE_POOL_SIZE: '4',
  JOBS_INTERVAL_SECONDS: '1',
  RATE_LIMITS: 'guest.ip=1000/600,login.ip=1000/600,login.ip_account=4/600',
  PUSH_SERVICE_HOSTS: '127.0.0.1',
})

beforeAll(async () => {
  db = await createDatabase(inject('postgresTemplate'))
  await push.start()
  const ca = join(tmpdir(), `funduq-push-ca-${process.pid}.pem`)
  writeFileSync(ca, push.certificate)
  // Both at the same moment, as two replicas of one deployment start.
  ;[a, b] = await Promise.all([
    startServer({ ...settings(), NODE_EXTRA_CA_CERTS: ca }),
    startServer({ ...settings(), NODE_EXTRA_CA_CERTS: ca }),
  ])
}, 180_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await push.stop()
  await db?.drop()
})

/** The date `days` ahead on Iraq's calendar, as the bookings count them (not the database's). */
const iraqDay = (days: number) => addDays(todayInIraq(), days)

/** Sets room `roomId` to sell exactly `free` more rooms on `nights` nights from `fromDay`. */
async function offer(roomId: number, fromDay: number, nights: number, free: number) {
  await db.query(
    `UPDATE room_nights SET rooms_for_sale = rooms_held + rooms_booked + $1
      WHERE room_id = $2 AND night >= $3::date AND night < $3::date + $4::int`,
    [free, roomId, iraqDay(fromDay), nights],
  )
}

async function roomNights(roomId: number, fromDay: number, nights: number) {
  return db.query<{ held: number; booked: number; for_sale: number }>(
    `SELECT rooms_held AS held, rooms_booked AS booked, rooms_for_sale AS for_sale FROM room_nights
      WHERE room_id = $1 AND night >= $2::date AND night < $2::date + $3::int
      ORDER BY night`,
    [roomId, iraqDay(fromDay), nights],
  )
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000) {
  const limit = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > limit) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('bookings', () => {
  it('50 concurrent bookings for 7 rooms, over both servers: exactly 7 succeed, no night oversold', async () => {
    const room = { hotelId: 1, roomId: 2 }
    const stay = { ...room, fromDay: 150, nights: 2 }
    await offer(room.roomId, stay.fromDay, stay.nights, 7)
    const before = await roomNights(room.roomId, stay.fromDay, stay.nights)
    // Each guest is made by one server and books on the other.
    const guests = await Promise.all(Array.from({ length: 50 }, (_, i) => newGuest(server(i + 1).url)))
    const replies = await Promise.all(guests.map((g, i) => book(server(i).url, g.token, stay)))

    const statuses = replies.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(7)
    expect(statuses.filter((s) => s === 409)).toHaveLength(43)
    const after = await roomNights(room.roomId, stay.fromDay, stay.nights)
    after.forEach((night, i) => {
      expect(night.held).toBe((before[i]?.held ?? 0) + 7)
      expect(night.held + night.booked).toBe(night.for_sale)
    })
    const ids = replies.filter((r) => r.status === 201).map((r) => Number(r.body.data.id))
    const [stored] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM reservations WHERE id = ANY($1::int[]) AND status = 'held'`,
      [ids],
    )
    expect(stored?.n).toBe(7)
  })
})

describe('sessions', () => {
  it('a token issued by one server is accepted by the other', async () => {
    const guest = await newGuest(a.url)
    const booked = await book(a.url, guest.token, { hotelId: 1, roomId: 1, fromDay: 160, nights: 1 })
    expect(booked.status).toBe(201)
    const mine = await send(b.url, 'GET', '/api/my-reservations', { token: guest.token })
    expect(mine.status).toBe(200)
    expect(JSON.stringify(mine.body)).toContain(`"id":${booked.body.data.id}`)
  })

  it('refresh rotation, its grace for a lost answer, and reuse detection hold across both', async () => {
    const first = await newGuest(a.url)
    const refresh = (on: ServerProcess, refreshToken: string) =>
      send(on.url, 'POST', '/api/auth/guest-user', { body: { refreshToken } })
    const rotated = await refresh(b, first.refreshToken)
    expect(rotated.status).toBe(200)
    const second = rotated.body.data.refreshToken as string
    expect(second).not.toBe(first.refreshToken)
    // The answer was lost: the retry, on the other server, gets the same successor (decision 30).
    const retried = await refresh(a, first.refreshToken)
    expect(retried.status).toBe(200)
    expect(retried.body.data.refreshToken).toBe(second)
    const third = (await refresh(a, second)).body.data.refreshToken as string
    // The first token again, now that its successor was used: a stolen copy. The whole
    // family ends, the honest newest token included, whichever server is asked.
    expect((await refresh(b, first.refreshToken)).status).toBe(401)
    expect((await refresh(a, third)).status).toBe(401)
    expect((await refresh(b, third)).status).toBe(401)
  })

  it('abuse limits count the attempts made on both servers', async () => {
    // login.ip_account=4/600 on both: four attempts from this IP, two on each, then both refuse.
    const attempt = (i: number) =>
      send(server(i).url, 'POST', '/api/auth/login', {
        body: { email: 'demo@funduq.test', password: 'Wrong@2024x' },
      })
    const first = [] as Reply[]
    for (let i = 0; i < 4; i++) first.push(await attempt(i))
    expect(first.map((r) => r.status)).not.toContain(429)
    const then = [await attempt(0), await attempt(1)]
    expect(then.map((r) => r.status)).toEqual([429, 429])
  })
})

describe('background jobs on both servers', () => {
  it('each booking e-mail and push goes out once', async () => {
    const login = await send(a.url, 'POST', '/api/auth/login', {
      body: { email: 'agent@funduq.test', password: 'Agent@2024x' },
    })
    expect(login.status).toBe(200)
    const agent = login.body.data.token as string
    const device = push.subscribe()
    expect((await send(b.url, 'POST', '/api/push-subscription', { token: agent, body: device })).status).toBe(
      201,
    )

    // An agent's booking is confirmed at once: each queues its confirmation e-mail (and push).
    const ids: number[] = []
    for (let i = 0; i < 6; i++) {
      const held = await book(server(i).url, agent, { hotelId: 1, roomId: 1, fromDay: 170 + i, nights: 1 })
      expect(held.status).toBe(201)
      const id = Number(held.body.data.id)
      const confirmed = await send(server(i + 1).url, 'POST', `/api/confirm/reservation/${id}`, {
        token: agent,
        body: GUEST_DETAILS,
      })
      expect(confirmed.status).toBe(200)
      ids.push(id)
    }
    await until(
      'confirmations sent',
      () =>
        db.query<{ status: string; attempts: number }>(
          `SELECT status, attempts FROM notifications WHERE kind = 'booking_confirmed' AND reservation_id = ANY($1::int[])`,
          [ids],
        ),
      (rows) => rows.length === ids.length && rows.every((r) => r.status === 'sent'),
    )
    // The e-mails of both servers' outboxes, and the pushes the device received.
    const mails = (
      await Promise.all(
        both().map(async (s) => {
          const dir = outboxDir(s.dataDir, 'mail')
          const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))
          return Promise.all(names.map((n) => readFile(join(dir, n), 'utf8')))
        }),
      )
    ).flat()
    const pushes = push.delivered(device.endpoint) as { tag?: string }[]
    for (const id of ids) {
      expect(mails.filter((m) => m.includes(reservationNo(id)))).toHaveLength(1)
      expect(pushes.filter((p) => p.tag === `booking-${id}`)).toHaveLength(1)
    }
    // What the two servers' jobs report sending adds up to one each, not more.
    const sentBy = both().map((s) => s.logs('background jobs').reduce((n, l) => n + Number(l.sent ?? 0), 0))
    expect(sentBy.reduce((x, y) => x + y, 0)).toBe(ids.length)
  })

  it('the hold-expiry job releases each lapsed hold once', async () => {
    const room = { hotelId: 1, roomId: 3 }
    const stay = { ...room, fromDay: 190, nights: 3 }
    const before = await roomNights(room.roomId, stay.fromDay, stay.nights)
    const expiredLogged = () =>
      both()
        .flatMap((s) => s.logs('background jobs'))
        .reduce((n, l) => n + Number(l.expired ?? 0), 0)
    const loggedBefore = expiredLogged()
    const guests = await Promise.all(Array.from({ length: 4 }, (_, i) => newGuest(server(i).url)))
    const replies = await Promise.all(guests.map((g, i) => book(server(i).url, g.token, stay)))
    const ids = replies.filter((r) => r.status === 201).map((r) => Number(r.body.data.id))
    expect(ids.length).toBeGreaterThan(0)
    // Their holds lapse now, for both servers' jobs at once.
    await db.query(
      `UPDATE reservations SET hold_expires_at = now() - interval '1 minute' WHERE id = ANY($1::int[])`,
      [ids],
    )
    await until(
      'holds expired',
      () => db.query<{ status: string }>('SELECT status FROM reservations WHERE id = ANY($1::int[])', [ids]),
      (rows) => rows.every((r) => r.status === 'expired'),
    )
    expect(await roomNights(room.roomId, stay.fromDay, stay.nights)).toEqual(before)
    // Wait a tick of each server: a second release would show in the logs (and the nights).
    await new Promise((r) => setTimeout(r, 2_500))
    expect(expiredLogged() - loggedBefore).toBe(ids.length)
    expect(await roomNights(room.roomId, stay.fromDay, stay.nights)).toEqual(before)
  })
})

describe('two servers starting at the same moment on an empty database', () => {
  let empty: TestDatabase
  let servers: ServerProcess[] = []

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    await empty?.drop()
  })

  it('one migrates and seeds, the other waits and finds it done', { timeout: 180_000 }, async () => {
    empty = await createDatabase(inject('postgresTemplate'), { empty: true })
    servers = await Promise.all(
      [0, 1].map(() => startServer({ DATABASE_URL: empty.url, DATABASE_POOL_SIZE: '2', SEED_HOTELS: '20' })),
    )
    const seeded = servers.flatMap((s) => s.logs('demo data seeded (first start)'))
    expect(seeded).toHaveLength(1)
    const [counts] = await empty.query<{ governorates: number; hotels: number; keys: number }>(
      `SELECT (SELECT count(*)::int FROM governorates) AS governorates,
              (SELECT count(*)::int FROM hotels) AS hotels,
              (SELECT count(*)::int FROM app_keys) AS keys`,
    )
    expect(counts).toMatchObject({ governorates: 19, hotels: 20 })
    const journal = JSON.parse(
      await readFile(join(import.meta.dirname, '../../server/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] }
    const [migrations] = await empty.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    )
    expect(migrations?.n).toBe(journal.entries.length)
    for (const s of servers) expect((await send(s.url, 'GET', '/api/ready')).status).toBe(200)
  })
})
