/**
 * `npm run bench:booking -- [--seconds 12] [--warmup 3] [--connections 50] [--guests 40] [--pool N]`
 *
 * Starts the real server on a fresh PostgreSQL database (2,000 hotels × 365 nights, seeded as
 * for bench:api), gives each connection `--guests` guests of its own, each from its own address,
 * whom it books for in turn, and has them all POST
 * `/api/make-reservation` for varied stays: most anywhere in the country, one in five on two
 * room types of one hotel over a few nights, which sell out, so both answers — 201 and 409 —
 * and the lock queue on the same rows are measured. Prints requests/s, p50/p99 latency and the
 * answers by status against the target (p99 ≤ 150 ms), then checks in the database that no
 * night is oversold and that the held rooms are exactly those of the held reservations.
 *
 * A measurement, not a test: it exits 0 when the target is missed, 1 when it could not measure
 * or the database shows an oversold night. The database (BENCH_BOOKING_DATABASE_URL, default
 * funduq_bench_booking next to bench:api's) is dropped and seeded again on every run: the
 * reservations of a run would otherwise fill the next one's rooms. BENCH_HOLD_LIMITS=off runs
 * the server without the hold limits (decision 32), to measure what they cost.
 */
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import autocannon, { type Result } from 'autocannon'
import pg from 'pg'
import { bookingMix, HOT, ROOM_TYPES_SQL, type RoomType } from './booking-mix'
import { cpuSample, cpuUse } from './cpu'
import { DEFAULT_POSTGRES_URL, describe, preparePostgres } from './datasets'
import { addDays, cycle, todayInBaghdad } from './requests'
import { runBench, startServer } from './server'

const USAGE =
  'usage: npm run bench:booking -- [--seconds N] [--warmup N] [--connections N] [--guests N (per connection)] [--pool N (server DB pool)]'
const TARGET_P99_MS = 150

interface Args {
  seconds: number
  warmup: number
  connections: number
  /** Guests per connection, booked for in turn (see `load`). */
  guests: number
  pool: number | null
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { seconds: 12, warmup: 3, connections: 50, guests: 40, pool: null }
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]
    const count = () => {
      const n = Number(argv[++i])
      if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number above 0`)
      return n
    }
    if (flag === '--seconds') args.seconds = count()
    else if (flag === '--warmup') args.warmup = count()
    else if (flag === '--connections') args.connections = count()
    else if (flag === '--guests') args.guests = count()
    else if (flag === '--pool') args.pool = count()
    else throw new Error(flag === '--help' || flag === '-h' ? '' : `unknown argument ${flag}`)
  }
  return args
}

function bookingDatabaseUrl(): string {
  if (process.env.BENCH_BOOKING_DATABASE_URL) return process.env.BENCH_BOOKING_DATABASE_URL
  const u = new URL(process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL)
  u.pathname = '/funduq_bench_booking'
  return u.toString()
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

async function guestToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/guest-user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`POST /api/auth/guest-user answered ${res.status}: ${text.slice(0, 300)}`)
  return (JSON.parse(text) as { data: { token: string } }).data.token
}

/**
 * Each guest books from an address of its own (`X-Forwarded-For`, the server started with
 * TRUST_PROXY=1), as guests do: from one address, the per-address lock of the hold limits
 * (decision 32) would make the fifty of them take turns.
 */
const headersFor = (token: string, guest: number) => ({
  Authorization: `Bearer ${token}`,
  'X-Forwarded-For': `10.0.${Math.floor(guest / 250)}.${(guest % 250) + 1}`,
  'Content-Type': 'application/json',
  'Accept-Language': 'ar',
})

/**
 * Sends `sample` bookings one at a time: each must answer 201 or 409, and some 201 — a load of
 * 422s or 500s would measure nothing.
 */
async function verifySample(baseUrl: string, token: string, bodies: readonly string[], sample = 20) {
  let created = 0
  for (const body of bodies.slice(0, sample)) {
    const res = await fetch(`${baseUrl}/api/make-reservation`, {
      method: 'POST',
      headers: { ...headersFor(token, 0), 'Idempotency-Key': randomUUID() },
      body,
    })
    const text = await res.text()
    if (res.status !== 201 && res.status !== 409)
      throw new Error(`make-reservation answered ${res.status} to ${body}: ${text.slice(0, 500)}`)
    if (res.status === 201) created++
  }
  if (created === 0) throw new Error(`none of ${sample} sample bookings was made (all 409)`)
  return created
}

/**
 * autocannon with `tokens.length / connections` guests per connection, booked for in turn:
 * `setupClient` gives every connection its own request, whose `setupRequest` sends the next of
 * its guests' tokens and addresses. A guest thus keeps a few live holds, as on the site, where the
 * hold limits allow an account 3 (decision 32); one guest per connection would pile up a hundred
 * and make the limits' count read them all, a cost no guest's booking has. Each booking carries a
 * fresh Idempotency-Key, as the site sends one per attempt.
 */
function load(
  baseUrl: string,
  seconds: number,
  connections: number,
  tokens: readonly string[],
  next: () => string,
) {
  let connection = 0
  const request = (first: number) => {
    let turn = 0
    return {
      method: 'POST',
      path: '/api/make-reservation',
      setupRequest: (req: { headers?: Record<string, string> }) => {
        const guest = first + connections * (turn++ % Math.floor(tokens.length / connections))
        return {
          ...req,
          headers: { ...headersFor(tokens[guest] as string, guest), 'Idempotency-Key': randomUUID() },
          body: next(),
        }
      },
    }
  }
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [request(0)],
    setupClient: (client) => client.setRequests([request(connection++ % connections)]),
  })
}

/** Signs in `count` guests, ten at a time. */
async function guestTokens(baseUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = []
  while (tokens.length < count)
    tokens.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - tokens.length) }, () => guestToken(baseUrl)),
      )),
    )
  return tokens
}

interface Check {
  /** Nights where held + booked > for sale, or a count below zero (the check constraint forbids them). */
  oversold: number
  /** Nights whose rooms_held is not the sum of the held reservations' rooms on that night. */
  mismatched: number
  reservations: number
  /** Live holds per guest at the end: the most any guest had, and the mean. */
  holdsMax: number
  holdsMean: number
  /** Nights of the HOT rooms, and how many of them are sold out now. */
  hotNights: number
  hotSoldOut: number
}

async function checkInventory(url: string): Promise<Check> {
  return withClient(url, async (c) => {
    const one = async (text: string) => Number((await c.query<{ n: number }>(text)).rows[0]?.n ?? 0)
    const oversold = await one(
      `SELECT count(*)::int AS n FROM room_nights
       WHERE rooms_held < 0 OR rooms_booked < 0 OR rooms_held + rooms_booked > rooms_for_sale`,
    )
    const mismatched = await one(
      `WITH expected AS (
         SELECT rr.room_id, n.night::date AS night, sum(rr.number_of_rooms)::int AS held
         FROM reservations r
         JOIN reservation_rooms rr ON rr.reservation_id = r.id
         CROSS JOIN LATERAL generate_series(r.checkin::timestamp, r.checkout::timestamp - interval '1 day',
                                            interval '1 day') AS n(night)
         WHERE r.status = 'held'
         GROUP BY 1, 2)
       SELECT count(*)::int AS n FROM room_nights rn
       FULL JOIN expected e ON e.room_id = rn.room_id AND e.night = rn.night
       WHERE rn.rooms_held IS DISTINCT FROM coalesce(e.held, 0)`,
    )
    const reservations = await one('SELECT count(*)::int AS n FROM reservations')
    const holds = await c.query<{ max: number; mean: number }>(
      `SELECT coalesce(max(n), 0)::int AS max, coalesce(avg(n), 0)::float8 AS mean
       FROM (SELECT count(*) AS n FROM reservations WHERE status = 'held' GROUP BY user_id) g`,
    )
    const hot = await c.query<{ nights: number; sold_out: number }>(
      `SELECT count(*)::int AS nights, count(*) FILTER (WHERE rooms_held + rooms_booked = rooms_for_sale)::int AS sold_out
       FROM room_nights WHERE room_id IN (SELECT id FROM rooms WHERE hotel_id = $1 ORDER BY id LIMIT $2)
         AND night BETWEEN $3 AND $4`,
      [
        HOT.hotelId,
        HOT.roomTypes,
        addDays(todayInBaghdad(), HOT.firstNight),
        addDays(todayInBaghdad(), HOT.lastCheckin + 1),
      ],
    )
    return {
      oversold,
      mismatched,
      reservations,
      holdsMax: holds.rows[0]?.max ?? 0,
      holdsMean: holds.rows[0]?.mean ?? 0,
      hotNights: hot.rows[0]?.nights ?? 0,
      hotSoldOut: hot.rows[0]?.sold_out ?? 0,
    }
  })
}

/** autocannon records whole milliseconds. */
const ms = (n: number) => (n < 1 ? '<1' : n.toFixed(0))

function count(r: Result, status: number): number {
  return r.statusCodeStats[String(status)]?.count ?? 0
}

async function main(): Promise<number> {
  let args: Args
  try {
    args = parseArgs(process.argv.slice(2))
  } catch (e) {
    const message = (e as Error).message
    if (message) console.error(`bench:booking: ${message}`)
    console.error(USAGE)
    return message ? 2 : 0
  }
  const url = bookingDatabaseUrl()
  console.log('\nPostgreSQL')
  const prepared = await preparePostgres(url, true)
  if ('skip' in prepared) {
    console.log(`  skipped: ${prepared.skip}`)
    console.log('  (start PostgreSQL or set BENCH_BOOKING_DATABASE_URL)')
    return 1
  }
  const guests = args.connections * args.guests
  // Every guest is signed in from this one address: lift the per-IP guest limit.
  process.env.RATE_LIMITS = `guest.ip=${guests + 10}/600`
  // A guest may keep more unpaid holds than decision 32's 3 per account when the run is fast:
  // the highest limits the setting takes, so the checks still run and cost, and nothing is 429.
  // BENCH_HOLD_LIMITS=off measures the booking without them (what the limits cost).
  process.env.HOLD_LIMITS =
    process.env.BENCH_HOLD_LIMITS === 'off' ? 'off' : 'account=9999/99999,ip=9999/99999'
  process.env.TRUST_PROXY = '1'
  if (args.pool) process.env.DATABASE_POOL_SIZE = String(args.pool)
  const pool = process.env.DATABASE_POOL_SIZE ?? '10 (default)'
  const server = await startServer(prepared.target)
  console.log(`  server up at ${server.url} (pid ${server.pid}), database pool ${pool}`)
  try {
    const rooms = await withClient(url, async (c) => (await c.query<RoomType>(ROOM_TYPES_SQL)).rows)
    const bodies = bookingMix(rooms)
    const tokens = await guestTokens(server.url, guests)
    console.log(
      `  ${tokens.length} guests (${args.guests} per connection); booking mix: ${bodies.length} stays over ${rooms.length} room types, e.g.`,
    )
    console.log(`    ${bodies[0]}`)
    const sampled = await verifySample(server.url, tokens[0] as string, bodies)
    console.log(`  checked 20 of them one at a time: ${sampled} made (201), the others 409`)

    const next = cycle(bodies)
    console.log(`  warm-up: ${args.warmup} s…`)
    await load(server.url, args.warmup, args.connections, tokens, next)
    await new Promise((r) => setTimeout(r, 500))
    const before = (await checkInventory(url)).reservations
    console.log(`  /api/make-reservation: ${args.connections} connections for ${args.seconds} s…`)
    const cpuBefore = cpuSample(server.pid)
    const r = await load(server.url, args.seconds, args.connections, tokens, next)
    const cpu = cpuUse(cpuBefore, cpuSample(server.pid))
    // Requests still in flight when autocannon stopped finish on the server: let them commit.
    await new Promise((res) => setTimeout(res, 1_000))
    const check = await checkInventory(url)
    const said = server.output().trim()
    if (said) console.log(`  the server said (last lines):\n${said.split('\n').slice(-10).join('\n')}`)

    const created = count(r, 201)
    const refused = count(r, 409)
    const other = r.latency.totalCount - created - refused
    const made = check.reservations - before
    const model = os.cpus()[0]?.model.trim() ?? 'unknown CPU'
    console.log(
      `\nResults (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${model}, Node ${process.version}; ` +
        `${args.connections} connections, ${guests} guests, ${args.seconds} s, server pool ${pool})\n`,
    )
    console.log(`  requests/s   ${r.requests.average.toFixed(0)}`)
    console.log(
      `  latency      p50 ${ms(r.latency.p50)} ms, p90 ${ms(r.latency.p90)} ms, p99 ${ms(r.latency.p99)} ms, max ${ms(r.latency.max)} ms`,
    )
    console.log(`  answers      ${r.latency.totalCount}: 201 ${created}, 409 ${refused}, other ${other}`)
    if (other) console.log(`               by status: ${JSON.stringify(r.statusCodeStats)}`)
    if (r.errors || r.timeouts)
      console.log(`  errors       ${r.errors} socket errors, ${r.timeouts} timeouts`)
    console.log(
      `  reservations ${made} written during the run (${created} answered 201; up to ${args.connections} ` +
        'more may have been in flight when the run stopped)',
    )
    if (cpu) {
      const perRequest = (cores: number) => ((cores * 1000) / Math.max(1, r.requests.average)).toFixed(1)
      console.log(
        `  CPU (cores)  server ${cpu.server.toFixed(2)}, PostgreSQL ${cpu.postgres.toFixed(2)}, ` +
          `autocannon ${cpu.self.toFixed(2)}, anything else ${cpu.others.toFixed(2)}`,
      )
      console.log(
        `  CPU/request  server ${perRequest(cpu.server)} ms, PostgreSQL ${perRequest(cpu.postgres)} ms`,
      )
    }
    console.log(`  hot rooms    ${check.hotSoldOut} of ${check.hotNights} nights sold out`)
    console.log(
      `  holds        ${check.holdsMean.toFixed(1)} live per guest at the end (most: ${check.holdsMax})`,
    )
    console.log(`  data         ${describe(prepared.facts)}`)

    const lostOrPhantom = made < created || made > created + args.connections
    const verdicts: [string, string, boolean][] = [
      [`p99 ≤ ${TARGET_P99_MS} ms`, `${ms(r.latency.p99)} ms`, r.latency.p99 <= TARGET_P99_MS],
      [
        'only 201 and 409 answers',
        `${other + r.errors + r.timeouts} others`,
        other + r.errors + r.timeouts === 0,
      ],
      ['no night oversold', `${check.oversold} oversold nights`, check.oversold === 0],
      ['held rooms = held reservations', `${check.mismatched} nights differ`, check.mismatched === 0],
      ['one reservation per 201', `${made} rows for ${created} answers`, !lostOrPhantom],
    ]
    console.log('')
    for (const [target, measured, ok] of verdicts)
      console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${target.padEnd(32)} ${measured}`)
    return check.oversold === 0 && check.mismatched === 0 ? 0 : 1
  } finally {
    await server.stop()
  }
}

runBench('bench:booking', main)
