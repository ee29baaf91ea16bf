/**
 * `node --import tsx tools/bench/booking-cpu.ts [count]`
 *
 * The server's own CPU per booking, and PostgreSQL's, one booking at a time through the real app
 * in process (`app.request`), on bench:booking's database (run bench:booking once first to seed
 * it): bench:booking's stays, for 200 guests in turn (a few holds each, as on the site), each
 * from its own address; 40 bookings to warm up, then `count` more (default 300) twice. CPU time moves less than latency when other
 * work shares the machine, so two versions of the server can be compared in turn there; the
 * bookings/s of a quiet machine is bench:booking's to say.
 */
import { randomUUID } from 'node:crypto'
import { createApp } from '../../server/app'
import { createTokenService } from '../../server/auth/tokens'
import { openPostgres } from '../../server/db/client'
import { createLogger } from '../../server/logger'
import { testEnv } from '../../tests/support/test-env'
import { bookingMix, ROOM_TYPES_SQL, type RoomType } from './booking-mix'
import { databaseTicks } from './cpu'
import { DEFAULT_POSTGRES_URL } from './datasets'

const count = Number(process.argv[2] ?? 300)
const GUESTS = 200
if (!Number.isInteger(count) || count < 1) {
  console.error('usage: node --import tsx tools/bench/booking-cpu.ts [count]')
  process.exit(1)
}
const url = new URL(process.env.BENCH_BOOKING_DATABASE_URL || DEFAULT_POSTGRES_URL)
if (!process.env.BENCH_BOOKING_DATABASE_URL) url.pathname = '/funduq_bench_booking'
const database = await openPostgres(url.toString(), 10)
await database.migrate()
const app = createApp({
  db: database.db,
  // bench:booking's settings: the hold limits at their highest (they still run and cost).
  env: testEnv({ RATE_LIMITS: 'off', HOLD_LIMITS: 'account=9999/99999,ip=9999/99999', TRUST_PROXY: '1' }),
  log: createLogger('silent'),
  tokens: await createTokenService(database.db),
})
const rooms = (await database.db.execute(ROOM_TYPES_SQL)) as unknown as { rows: RoomType[] }
const bodies = bookingMix(rooms.rows, 40 + 2 * count, Date.now() % 1_000_000)
const guests: string[] = []
for (let i = 0; i < GUESTS; i++) {
  const res = await app.request('/api/auth/guest-user', { method: 'POST' })
  guests.push(((await res.json()) as { data: { token: string } }).data.token)
}

let turn = 0
async function pass(list: string[]) {
  const statuses: Record<number, number> = {}
  const cpu = process.cpuUsage()
  const pgTicks = databaseTicks(url.pathname.slice(1))
  for (const body of list) {
    const guest = turn++ % guests.length
    const res = await app.request('/api/make-reservation', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${guests[guest]}`,
        'X-Forwarded-For': `10.1.${Math.floor(guest / 250)}.${(guest % 250) + 1}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': randomUUID(),
      },
      body,
    })
    await res.arrayBuffer()
    statuses[res.status] = (statuses[res.status] ?? 0) + 1
  }
  const used = process.cpuUsage(cpu)
  // Ticks are 10 ms.
  const pgMs = (databaseTicks(url.pathname.slice(1)) - pgTicks) * 10
  return {
    cpuMs: ((used.user + used.system) / 1000 / list.length).toFixed(2),
    pgCpuMs: (pgMs / list.length).toFixed(2),
    statuses,
  }
}

try {
  await pass(bodies.slice(0, 40))
  const first = await pass(bodies.slice(40, 40 + count))
  const again = await pass(bodies.slice(40 + count))
  console.log(JSON.stringify({ count, first, again }))
} finally {
  await database.close()
}
