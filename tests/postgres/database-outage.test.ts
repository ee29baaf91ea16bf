import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { messages } from '../../contract/messages'
import { REQUEST_DEADLINE_MS } from '../../server/http/deadline'
import { translate } from '../../server/i18n'
import { book, newGuest, type Reply, search, send } from '../support/remote'
import { createDatabase, type ServerProcess, startServer, type TestDatabase } from '../support/server-process'
import { TcpProxy } from '../support/tcp-proxy'

/**
 * The server against a PostgreSQL that goes away under load (issue 16 item 3): backends
 * terminated by an administrator, the database restarting (a proxy that closes every
 * connection and refuses new ones), a network that stops answering. The process stays up,
 * what needed the database gets the translated 503 within a bound, and service comes back by
 * itself; nothing acknowledged is lost and no night is oversold.
 */

const ROOM = { hotelId: 1, roomId: 1 }
/** Far enough ahead to be this file's alone; each test books its own block of nights. */
const FIRST_DAY = 120
/** Rooms for sale per night on the nights the bursts book: they sell out, so 409s come too. */
const FOR_SALE = 4
const UNAVAILABLE_EN = translate(messages.serviceUnavailable.id, 'en')

let db: TestDatabase

beforeAll(async () => {
  db = await createDatabase(inject('postgresTemplate'))
  await db.query(
    `UPDATE room_nights SET rooms_for_sale = rooms_held + rooms_booked + $1
      WHERE room_id = $2 AND night BETWEEN current_date + $3::int AND current_date + $3::int + 60`,
    [FOR_SALE, ROOM.roomId, FIRST_DAY - 5],
  )
})

afterAll(async () => {
  await db?.drop()
})

interface Seen extends Reply {
  at: number
  kind: 'book' | 'search'
}

/** `workers` guests booking and searching in turn until `until()` is true. */
async function burst(base: () => string, tokens: string[], fromDay: number, until: () => boolean) {
  const seen: Seen[] = []
  await Promise.all(
    tokens.map(async (token, w) => {
      for (let n = 0; !until(); n++) {
        const kind = n % 2 === 0 ? 'book' : 'search'
        const reply =
          kind === 'book'
            ? await book(base(), token, { ...ROOM, fromDay: fromDay + ((w + n) % 6), nights: 2 })
            : await search(base(), fromDay + (n % 6))
        seen.push({ ...reply, kind, at: performance.now() })
      }
    }),
  )
  return seen
}

function byStatus(replies: Reply[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const r of replies) counts[r.status || r.error || '0'] = (counts[r.status || r.error || '0'] ?? 0) + 1
  return counts
}

/** Every 201 answered is a stored reservation; no night holds more than it sells. */
async function checkBookings(replies: Reply[]) {
  const acknowledged = replies.filter((r) => r.status === 201).map((r) => Number(r.body.data.id))
  const stored = await db.query<{ id: number }>('SELECT id FROM reservations WHERE id = ANY($1::int[])', [
    acknowledged,
  ])
  const [nights] = await db.query<{ oversold: number; mismatched: number }>(
    `SELECT count(*) FILTER (WHERE rn.rooms_held + rn.rooms_booked > rn.rooms_for_sale)::int AS oversold,
            count(*) FILTER (WHERE rn.rooms_held <> coalesce(h.held, 0))::int AS mismatched
       FROM room_nights rn
       LEFT JOIN (
         SELECT rr.room_id, n.night::date AS night, sum(rr.number_of_rooms)::int AS held
           FROM reservations r JOIN reservation_rooms rr ON rr.reservation_id = r.id
           CROSS JOIN generate_series(r.checkin::date, r.checkout::date - 1, interval '1 day') AS n(night)
          WHERE r.status = 'held'
          GROUP BY 1, 2
       ) h ON h.room_id = rn.room_id AND h.night = rn.night
      WHERE rn.room_id = $1`,
    [ROOM.roomId],
  )
  return { acknowledged: acknowledged.length, stored: stored.length, ...nights }
}

/** Asks until a booking succeeds (or `limitMs` passes): how long the service took to return. */
async function timeToBooking(base: string, token: string, fromDay: number, limitMs = 30_000) {
  const started = performance.now()
  for (let i = 0; performance.now() - started < limitMs; i++) {
    const reply = await book(base, token, { ...ROOM, fromDay: fromDay + (i % 40), nights: 1 })
    if (reply.status === 201) return performance.now() - started
    await new Promise((r) => setTimeout(r, 50))
  }
  return Number.POSITIVE_INFINITY
}

describe('backends terminated during a burst of bookings and searches', () => {
  let server: ServerProcess

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: db.url, DATABASE_POOL_SIZE: '4', RATE_LIMITS: 'off' })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('stays up, answers cleanly, serves again at once, and loses no booking', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 8 }, () => newGuest(server.url).then((g) => g.token)),
    )
    let stop = false
    let terminated = 0
    const replies = burst(
      () => server.url,
      tokens,
      FIRST_DAY,
      () => stop,
    )
    const started = performance.now()
    while (performance.now() - started < 3_000) {
      await new Promise((r) => setTimeout(r, 150))
      terminated += await db.terminateBackends()
    }
    const cutEnded = performance.now()
    stop = true
    const seen = await replies
    const recoveredMs = await timeToBooking(server.url, tokens[0] as string, FIRST_DAY + 10)

    const counts = byStatus(seen)
    const stored = await checkBookings(seen)
    console.log(
      `terminated ${terminated} backends over 3 s; answers ${JSON.stringify(counts)}; ` +
        `booking again ${Math.round(recoveredMs)} ms after the last terminate (${Math.round(performance.now() - cutEnded)} ms incl. the burst's end); ` +
        `201 acknowledged ${stored.acknowledged}, stored ${stored.stored}`,
    )
    expect(server.child.exitCode).toBeNull()
    expect(terminated).toBeGreaterThan(0)
    // Only what the database decided (201, 409) or its absence (503): no 500, no refused connection.
    expect(Object.keys(counts).every((k) => ['200', '201', '409', '503'].includes(k))).toBe(true)
    expect(counts['503'] ?? 0).toBeGreaterThan(0)
    for (const r of seen.filter((s) => s.status === 503)) expect(r.body).toEqual({ message: UNAVAILABLE_EN })
    expect(Math.max(...seen.map((s) => s.ms))).toBeLessThan(REQUEST_DEADLINE_MS + 1_000)
    expect(recoveredMs).toBeLessThan(5_000)
    expect(stored.stored).toBe(stored.acknowledged)
    expect(stored.oversold).toBe(0)
    expect(stored.mismatched).toBe(0)
    expect(server.output()).not.toMatch(/Unhandled 'error' event|unhandled error/)
  })
})

describe('the database restarting, and a network that stops answering (through a proxy)', () => {
  let proxy: TcpProxy
  let server: ServerProcess
  let tokens: string[]

  beforeAll(async () => {
    const pgUrl = new URL(db.url)
    proxy = await new TcpProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) }).start()
    server = await startServer({
      DATABASE_URL: proxy.url(db.url),
      DATABASE_POOL_SIZE: '4',
      RATE_LIMITS: 'off',
      JOBS_INTERVAL_SECONDS: '1',
    })
    tokens = await Promise.all(Array.from({ length: 6 }, () => newGuest(server.url).then((g) => g.token)))
  })
  afterAll(async () => {
    await server?.stop()
    await proxy?.close()
  })

  it('restart: 503 while it is down, bookings again within 5 s of its return, none lost', async () => {
    let stop = false
    const replies = burst(
      () => server.url,
      tokens,
      FIRST_DAY + 20,
      () => stop,
    )
    await new Promise((r) => setTimeout(r, 1_000))
    await proxy.down()
    const downAt = performance.now()
    await new Promise((r) => setTimeout(r, 2_000))
    const health = await send(server.url, 'GET', '/api/health')
    const ready = await send(server.url, 'GET', '/api/ready')
    await proxy.up()
    const upAt = performance.now()
    const recoveredMs = await timeToBooking(server.url, tokens[0] as string, FIRST_DAY + 30)
    stop = true
    const seen = await replies

    // Requests made and answered while the database was down.
    const whileDown = seen.filter((s) => s.at - s.ms > downAt + 100 && s.at < upAt)
    const counts = byStatus(whileDown)
    const stored = await checkBookings(seen)
    console.log(
      `restart: answers while down ${JSON.stringify(counts)} (all: ${JSON.stringify(byStatus(seen))}); ` +
        `booking again ${Math.round(recoveredMs)} ms after the database returned; ` +
        `201 acknowledged ${stored.acknowledged}, stored ${stored.stored}`,
    )
    expect(server.child.exitCode).toBeNull()
    expect(health.status).toBe(200)
    expect(ready).toMatchObject({ status: 503, body: { message: UNAVAILABLE_EN } })
    expect(whileDown.length).toBeGreaterThan(0)
    expect(Object.keys(counts)).toEqual(['503'])
    expect(Object.keys(byStatus(seen)).every((k) => ['200', '201', '409', '503'].includes(k))).toBe(true)
    expect(recoveredMs).toBeLessThan(5_000)
    expect(stored.stored).toBe(stored.acknowledged)
    expect(stored.oversold).toBe(0)
    expect(stored.mismatched).toBe(0)
  })

  it('silent network: every answer within the deadline, liveness unaffected, back when it returns', {
    timeout: 90_000,
  }, async () => {
    proxy.silent()
    const started = performance.now()
    const [bookingReply, searchReply, ready, health] = await Promise.all([
      book(server.url, tokens[1] as string, { ...ROOM, fromDay: FIRST_DAY + 45, nights: 1 }),
      search(server.url, FIRST_DAY),
      send(server.url, 'GET', '/api/ready'),
      send(server.url, 'GET', '/api/health'),
    ])
    // A request arriving later finds the pool's connections stuck too.
    const later = await send(server.url, 'GET', '/api/currency')
    const elapsed = performance.now() - started
    await proxy.up()
    const recoveredMs = await timeToBooking(server.url, tokens[2] as string, FIRST_DAY + 46)
    console.log(
      `silent network: booking ${bookingReply.status} in ${Math.round(bookingReply.ms)} ms, search ${searchReply.status} in ${Math.round(searchReply.ms)} ms, ` +
        `ready ${ready.status} in ${Math.round(ready.ms)} ms, health ${health.status} in ${Math.round(health.ms)} ms, ` +
        `later call ${later.status} in ${Math.round(later.ms)} ms; booking again ${Math.round(recoveredMs)} ms after the network returned`,
    )
    for (const reply of [bookingReply, searchReply, later]) {
      expect(reply).toMatchObject({ status: 503, body: { message: UNAVAILABLE_EN } })
      expect(reply.ms).toBeLessThan(REQUEST_DEADLINE_MS + 1_000)
    }
    expect(ready.status).toBe(503)
    expect(ready.ms).toBeLessThan(3_000)
    expect(health.status).toBe(200)
    expect(health.ms).toBeLessThan(1_000)
    expect(elapsed).toBeLessThan(2 * (REQUEST_DEADLINE_MS + 1_000))
    expect(recoveredMs).toBeLessThan(5_000)
    expect(server.child.exitCode).toBeNull()
  })
})
