/**
 * `node --import tsx tools/bench/http-cpu.ts [count] [--identity]`
 *
 * The server's own CPU per call over real HTTP (the socket writes included, which
 * booking-cpu.ts's `app.request` skips): starts the real server on bench:booking's database
 * (seeded by a bench:booking run), then sends `count` bookings (bench:booking's stays, 10 at a
 * time over kept-alive connections, each guest from its own address), `count` searches
 * (bench:api's mix) and `count` health probes, reading the server's CPU ticks (/proc) around
 * each pass. Calls ask for brotli or gzip as browsers do; `--identity` asks for neither, as
 * bench:booking's and bench:api's autocannon. Two versions of the server can be compared in turn
 * on a shared machine.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { bookingMix, ROOM_TYPES_SQL, type RoomType } from './booking-mix'
import { cpuSample } from './cpu'
import { DEFAULT_POSTGRES_URL } from './datasets'
import { searchPaths } from './requests'
import { startServer } from './server'

const count = Number(process.argv[2] ?? 600)
const encoding: Record<string, string> = process.argv.includes('--identity')
  ? { 'Accept-Encoding': 'identity' }
  : { 'Accept-Encoding': 'gzip, br' }
const url = new URL(process.env.BENCH_BOOKING_DATABASE_URL || DEFAULT_POSTGRES_URL)
if (!process.env.BENCH_BOOKING_DATABASE_URL) url.pathname = '/funduq_bench_booking'
Object.assign(process.env, {
  RATE_LIMITS: 'off',
  HOLD_LIMITS: 'account=9999/99999,ip=9999/99999',
  TRUST_PROXY: '1',
  JOBS_INTERVAL_SECONDS: '0',
})
const client = new pg.Client({ connectionString: url.toString() })
await client.connect()
const rooms = (await client.query<RoomType>(ROOM_TYPES_SQL)).rows
const governorates = (await client.query<{ id: number }>('SELECT id FROM governorates')).rows.map((r) => r.id)
await client.end()
const server = await startServer({ kind: 'postgres', url: url.toString() })
const bodies = bookingMix(rooms, 100 + 2 * count, Date.now() % 1_000_000)
const paths = searchPaths({ governorateIds: governorates, count: 2 * count })

const address = (i: number) => `10.2.${Math.floor(i / 250)}.${(i % 250) + 1}`
const guests: string[] = []
for (let i = 0; i < 200; i++) {
  const res = await fetch(`${server.url}/api/auth/guest-user`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': address(i), 'Content-Type': 'application/json' },
    body: '{}',
  })
  guests.push(((await res.json()) as { data: { token: string } }).data.token)
}

let turn = 0
const booking = (body: string) => {
  const guest = turn++ % guests.length
  return fetch(`${server.url}/api/make-reservation`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${guests[guest]}`,
      'X-Forwarded-For': address(guest),
      'Content-Type': 'application/json',
      'Accept-Language': 'ar',
      ...encoding,
      'Idempotency-Key': randomUUID(),
    },
    body,
  })
}
const search = (path: string) => {
  const guest = turn++ % guests.length
  return fetch(`${server.url}${path}`, {
    headers: { Authorization: `Bearer ${guests[guest]}`, 'Accept-Language': 'ar', ...encoding },
  })
}
const health = () => fetch(`${server.url}/api/health`, { headers: encoding })

async function pass<T>(items: readonly T[], send: (item: T) => Promise<Response>) {
  const statuses: Record<number, number> = {}
  const before = cpuSample(server.pid)
  let next = 0
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < items.length) {
        const res = await send(items[next++] as T)
        await res.arrayBuffer()
        statuses[res.status] = (statuses[res.status] ?? 0) + 1
      }
    }),
  )
  const after = cpuSample(server.pid)
  const ms = before && after ? (((after.server - before.server) * 10) / items.length).toFixed(2) : '?'
  return { serverCpuMs: ms, statuses }
}

try {
  await pass(bodies.slice(0, 100), booking)
  await pass(paths.slice(0, 100), search)
  const result = {
    bookings: [
      await pass(bodies.slice(100, 100 + count), booking),
      await pass(bodies.slice(100 + count), booking),
    ],
    searches: [await pass(paths.slice(0, count), search), await pass(paths.slice(count), search)],
    health: [await pass(Array.from({ length: 2 * count }), health)],
  }
  console.log(JSON.stringify(result))
} finally {
  await server.stop()
}
