import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { book, newGuest, send } from '../support/remote'
import { createDatabase, type ServerProcess, startServer, type TestDatabase } from '../support/server-process'

/**
 * README "Backups" on PostgreSQL, run as written there: pg_dump of a live database, later
 * bookings, pg_restore --clean over it with the servers stopped, the server started again.
 */
const run = promisify(execFile)
const work = mkdtempSync(join(tmpdir(), 'funduq-pgdump-'))
let db: TestDatabase | undefined
const servers: ServerProcess[] = []

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()))
  await db?.drop()
  rmSync(work, { recursive: true, force: true })
})

async function start(url: string) {
  const server = await startServer({ DATABASE_URL: url, DATABASE_POOL_SIZE: '2' })
  servers.push(server)
  return server
}

describe('pg_dump and pg_restore', () => {
  it('book → pg_dump while serving → more bookings → pg_restore --clean → the first booking is back, the later one is not', async () => {
    db = await createDatabase(inject('postgresTemplate'))
    const server = await start(db.url)
    const guest = await newGuest(server.url)
    const before = await book(server.url, guest.token, { hotelId: 1, roomId: 1, fromDay: 3, nights: 2 })
    expect(before.status).toBe(201)

    const file = join(work, 'funduq.dump')
    await run('pg_dump', ['--format=custom', `--file=${file}`, db.url])

    const after = await book(server.url, guest.token, { hotelId: 1, roomId: 1, fromDay: 6, nights: 1 })
    expect(after.status).toBe(201)
    expect(await server.stop()).toMatchObject({ code: 0 })

    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${db.url}`, file])

    const again = await start(db.url)
    const first = await send(again.url, 'GET', `/api/reservations/${before.body.data.id}`, {
      token: guest.token,
    })
    expect(first.status).toBe(200)
    const later = await send(again.url, 'GET', `/api/reservations/${after.body.data.id}`, {
      token: guest.token,
    })
    expect(later.status).toBe(404)
    // The restored nights hold the first booking's rooms only.
    const [held] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reservations WHERE id = ANY($1::int[])',
      [[before.body.data.id, after.body.data.id]],
    )
    expect(held?.n).toBe(1)
  }, 180_000)
})
