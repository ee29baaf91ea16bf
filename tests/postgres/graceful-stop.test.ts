import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addDays, todayInIraq } from '../../contract/dates'
import { book, newGuest, send } from '../support/remote'
import { createDatabase, type ServerProcess, startServer, type TestDatabase } from '../support/server-process'

/**
 * SIGTERM with a booking in flight: the server stops accepting at once, lets the booking
 * finish, closes its pool and exits 0 — the booking it acknowledged is stored.
 */

let db: TestDatabase
let server: ServerProcess

beforeAll(async () => {
  db = await createDatabase(inject('postgresTemplate'))
  server = await startServer({ DATABASE_URL: db.url, DATABASE_POOL_SIZE: '2', JOBS_INTERVAL_SECONDS: '1' })
})

afterAll(async () => {
  await server?.stop()
  await db?.drop()
})

describe('graceful stop', () => {
  it('SIGTERM: refuses new connections, finishes the booking in flight, exits 0', async () => {
    const guest = await newGuest(server.url)
    const stay = { hotelId: 1, roomId: 1, fromDay: 200, nights: 1 }
    // Hold the night's inventory row so the booking waits inside its transaction.
    const blocker = new pg.Client({ connectionString: db.url })
    await blocker.connect()
    await blocker.query('BEGIN')
    await blocker.query('SELECT 1 FROM room_nights WHERE room_id = $1 AND night = $2::date FOR UPDATE', [
      stay.roomId,
      addDays(todayInIraq(), stay.fromDay),
    ])
    const inFlight = book(server.url, guest.token, stay)
    // Until PostgreSQL shows the booking waiting on that row.
    for (let waiting = 0; waiting === 0; ) {
      await new Promise((r) => setTimeout(r, 50))
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
        [db.name],
      )
      waiting = row?.n ?? 0
    }

    server.child.kill('SIGTERM')
    // Stopped accepting: a new connection is refused while the booking still waits. A request
    // that went out on a kept-alive connection the server is closing fails otherwise
    // (UND_ERR_SOCKET); only a refused connect proves the listener is gone.
    let refused = await send(server.url, 'GET', '/api/health')
    for (let i = 0; refused.error !== 'ECONNREFUSED' && i < 40; i++) {
      await new Promise((r) => setTimeout(r, 50))
      refused = await send(server.url, 'GET', '/api/health')
    }
    expect(refused).toMatchObject({ status: 0, error: 'ECONNREFUSED' })
    expect(server.child.exitCode).toBeNull()

    await blocker.query('COMMIT')
    await blocker.end()
    const booked = await inFlight
    const exit = await server.exited
    expect(booked.status).toBe(201)
    expect(exit).toEqual({ code: 0, signal: null })
    expect(server.logs('stopped')).toHaveLength(1)
    const [stored] = await db.query<{ status: string }>('SELECT status FROM reservations WHERE id = $1', [
      booked.body.data.id,
    ])
    expect(stored?.status).toBe('held')
    // The pool is closed: none of the server's sessions is left on the database.
    const [left] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [db.name],
    )
    expect(left?.n).toBe(0)
  })
})
