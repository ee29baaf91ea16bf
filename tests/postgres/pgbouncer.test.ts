import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startPgBouncer } from '../support/pgbouncer'
import { book, newGuest, search, send } from '../support/remote'
import { createDatabase, type ServerProcess, startServer, type TestDatabase } from '../support/server-process'

/**
 * The server behind PgBouncer 1.18 in transaction mode (README "Running on PostgreSQL"): it
 * refuses the startup options the server sends by default, and hands each transaction any server
 * connection, where a statement prepared on another does not exist. DATABASE_PGBOUNCER=1 sends
 * neither.
 */

let db: TestDatabase
let bouncer: Awaited<ReturnType<typeof startPgBouncer>>

beforeAll(async () => {
  db = await createDatabase(inject('postgresTemplate'))
  bouncer = await startPgBouncer(db.url)
})

afterAll(async () => {
  await bouncer?.stop()
  await db?.drop()
})

describe('behind PgBouncer in transaction mode', () => {
  it('without DATABASE_PGBOUNCER the server stops at start with one line saying to set it', async () => {
    const server = await startServer(
      { DATABASE_URL: bouncer.url(db.name), LOG_LEVEL: 'warn' },
      { wait: 'exit' },
    )
    expect((await server.exited).code).toBe(1)
    expect(server.output().trim()).toMatch(
      /^Cannot reach PostgreSQL at 127\.0\.0\.1:\d+\/\S+: unsupported startup parameter: options \(PgBouncer\? set DATABASE_PGBOUNCER=1\)$/,
    )
    await server.stop()
  })

  describe('with DATABASE_PGBOUNCER=1', () => {
    let server: ServerProcess
    beforeAll(async () => {
      server = await startServer({
        DATABASE_URL: bouncer.url(db.name),
        DATABASE_PGBOUNCER: '1',
        DATABASE_POOL_SIZE: '8',
        RATE_LIMITS: 'off',
        JOBS_INTERVAL_SECONDS: '1',
      })
    })
    afterAll(async () => {
      await server?.stop()
    })

    it('serves concurrent searches and bookings (the named statements run unnamed)', async () => {
      const guests = await Promise.all(Array.from({ length: 12 }, () => newGuest(server.url)))
      const replies = await Promise.all(
        guests.flatMap((g, i) => [
          book(server.url, g.token, { hotelId: 1, roomId: 1, fromDay: 210 + (i % 4), nights: 1 }),
          search(server.url, 5 + (i % 3)),
          send(server.url, 'GET', `/api/hotel?take=9&sort=price&checkin=2099-01-0${1 + (i % 3)}`),
          send(server.url, 'GET', '/api/my-reservations', { token: g.token }),
        ]),
      )
      const statuses = new Set(replies.map((r) => r.status))
      expect([...statuses].every((s) => [200, 201, 409, 422].includes(s))).toBe(true)
      expect(replies.filter((r) => r.status === 201).length).toBeGreaterThan(0)
      expect(server.output()).not.toContain('prepared statement')
      expect((await send(server.url, 'GET', '/api/ready')).status).toBe(200)
    })
  })
})
