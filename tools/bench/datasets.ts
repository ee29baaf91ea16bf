/**
 * The benchmark's data: 2,000 hotels with a year of nightly inventory, seeded once by the
 * project's own seed CLI and reused while it still covers the nights the mix searches.
 */
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { addDays, FURTHEST_NIGHT, todayInBaghdad } from './requests'
import { ROOT, runSeed, type Target } from './server'

export const HOTELS = 2000
export const PGLITE_DIR = join(ROOT, 'data', `bench-pglite-${HOTELS}`)
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/funduq_bench'

export interface Facts {
  hotels: number
  roomNights: number
  /** Last night with inventory, YYYY-MM-DD. */
  lastNight: string | null
}

type Query = (text: string) => Promise<Record<string, unknown>[]>

async function readFacts(query: Query): Promise<Facts> {
  const count = async (text: string) => {
    try {
      return (await query(text))[0] ?? {}
    } catch {
      return {} // table not there (yet)
    }
  }
  const hotels = await count('SELECT count(*)::int AS n FROM hotels')
  const nights = await count('SELECT count(*)::int AS n, max(night)::text AS last FROM room_nights')
  return {
    hotels: Number(hotels.n ?? 0),
    roomNights: Number(nights.n ?? 0),
    lastNight: (nights.last as string | null | undefined) ?? null,
  }
}

/** Why the data cannot serve this run, or null when it can. */
function unfit(facts: Facts): string | null {
  if (facts.hotels !== HOTELS) return `it holds ${facts.hotels} hotels, not ${HOTELS}`
  if (facts.roomNights === 0) return 'it has no nightly inventory (room_nights is empty)'
  const needed = addDays(todayInBaghdad(), FURTHEST_NIGHT)
  if (!facts.lastNight || facts.lastNight < needed) {
    return `its inventory ends on ${facts.lastNight}, before ${needed}`
  }
  return null
}

export function describe(facts: Facts): string {
  return `${facts.hotels} hotels, ${facts.roomNights.toLocaleString('en')} room-nights up to ${facts.lastNight ?? '—'}`
}

async function pgliteFacts(dataDir: string): Promise<Facts | null> {
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) return null
  const db = new PGlite(join(dataDir, 'pglite'))
  try {
    return await readFacts(async (text) => (await db.query<Record<string, unknown>>(text)).rows)
  } finally {
    await db.close()
  }
}

function warnIfEmpty(facts: Facts) {
  if (facts.roomNights === 0) {
    console.log('  WARNING: room_nights is empty: every search will answer an empty list.')
  }
}

/** `./data/bench-pglite-2000`, seeded on first use (or with `fresh`), else reused. */
export async function preparePglite(fresh: boolean): Promise<{ target: Target; facts: Facts }> {
  const target: Target = { kind: 'pglite', dataDir: PGLITE_DIR }
  const before = fresh ? null : await pgliteFacts(PGLITE_DIR)
  const reason = fresh ? '--fresh' : before ? unfit(before) : 'it does not exist yet'
  if (before && !reason) {
    console.log(`  reusing ${PGLITE_DIR}: ${describe(before)}`)
    return { target, facts: before }
  }
  console.log(`  seeding ${PGLITE_DIR} (${reason}); about a minute…`)
  rmSync(PGLITE_DIR, { recursive: true, force: true })
  await runSeed(target, ['--hotels', String(HOTELS)])
  const facts = (await pgliteFacts(PGLITE_DIR)) ?? { hotels: 0, roomNights: 0, lastNight: null }
  console.log(`  seeded: ${describe(facts)}`)
  warnIfEmpty(facts)
  return { target, facts }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  if (!name) throw new Error(`BENCH_DATABASE_URL names no database: ${url}`)
  return name
}

/** A client on a maintenance database (`postgres`, else `test`) of the same server. */
async function adminClient(url: string): Promise<pg.Client> {
  let last: unknown
  for (const name of ['postgres', 'test']) {
    const client = new pg.Client({
      connectionString: withDatabase(url, name),
      connectionTimeoutMillis: 5_000,
    })
    try {
      await client.connect()
      return client
    } catch (e) {
      last = e
      await client.end().catch(() => {})
    }
  }
  throw last
}

async function postgresFacts(url: string): Promise<Facts> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await readFacts(async (text) => (await client.query(text)).rows)
  } finally {
    await client.end()
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * The database at `url`: created if missing, seeded with 2,000 hotels if it does not hold them,
 * dropped and made afresh with `fresh`. Returns `skip` (a reason) when the server cannot be
 * reached. Only a database whose name contains "bench" is ever emptied or dropped.
 */
export async function preparePostgres(
  url: string,
  fresh: boolean,
): Promise<{ target: Target; facts: Facts } | { skip: string }> {
  const target: Target = { kind: 'postgres', url }
  const name = databaseName(url)
  const disposable = name.includes('bench')
  let admin: pg.Client
  try {
    admin = await adminClient(url)
  } catch (e) {
    const u = new URL(url)
    return { skip: `cannot reach PostgreSQL at ${u.host} (${(e as Error).message || String(e)})` }
  }
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount
    if (exists && fresh) {
      if (!disposable) throw new Error(`--fresh drops only a database named *bench*, not "${name}"`)
      console.log(`  dropping database ${name} (--fresh)`)
      await admin.query(`DROP DATABASE ${quoteIdent(name)} WITH (FORCE)`)
    }
    if (!exists || fresh) {
      console.log(`  creating database ${name}`)
      await admin.query(`CREATE DATABASE ${quoteIdent(name)}`)
    }
  } finally {
    await admin.end()
  }

  const before = await postgresFacts(url)
  const reason = unfit(before)
  if (!reason) {
    console.log(`  reusing database ${name}: ${describe(before)}`)
    return { target, facts: before }
  }
  if (before.hotels > 0 && !disposable) {
    throw new Error(
      `database "${name}" holds other data (${reason}); point BENCH_DATABASE_URL at a *bench* one`,
    )
  }
  console.log(`  seeding database ${name} (${reason}); about 30 s…`)
  await runSeed(target, ['--hotels', String(HOTELS), '--reset'])
  // What autovacuum would do a little later, done now so that it does not run during the
  // measurement: statistics for the planner and a visibility map for index-only scans.
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('VACUUM (ANALYZE)').finally(() => client.end())
  const facts = await postgresFacts(url)
  console.log(`  seeded: ${describe(facts)}`)
  warnIfEmpty(facts)
  return { target, facts }
}
