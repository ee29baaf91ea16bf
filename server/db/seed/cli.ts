/**
 * `npm run db:seed -- [--hotels 2000] [--seed 1] [--today 2025-03-01] [--reset]`
 *
 * Opens the database the server would (PostgreSQL at DATABASE_URL, else PGlite in
 * DATA_DIR/pglite), migrates it, optionally wipes the demo tables, seeds, prints what it wrote.
 */
import { join } from 'node:path'
import { inArray, sql } from 'drizzle-orm'
import { type Database, openPglite, openPostgres, schema } from '../client'
import {
  DEFAULT_HOTELS,
  DEFAULT_SEED,
  DEMO_ACCOUNTS,
  RESET_TABLES,
  SEEDED_TABLES,
  seedDatabase,
} from './index'

interface Args {
  hotels: number
  seed: number
  today: Date
  reset: boolean
}

const USAGE = 'usage: npm run db:seed -- [--hotels N] [--seed N] [--today YYYY-MM-DD] [--reset]'

class UsageError extends Error {}

function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv): Args {
  const args: Args = {
    hotels: Number(env.SEED_HOTELS ?? DEFAULT_HOTELS),
    seed: DEFAULT_SEED,
    today: new Date(),
    reset: false,
  }
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]
    const value = () => {
      const v = argv[++i]
      if (v === undefined) throw new UsageError(`${flag} needs a value`)
      return v
    }
    if (flag === '--reset') args.reset = true
    else if (flag === '--hotels') args.hotels = Number(value())
    else if (flag === '--seed') args.seed = Number(value())
    else if (flag === '--today') args.today = new Date(`${value()}T12:00:00Z`)
    else if (flag === '--help' || flag === '-h') throw new UsageError('')
    else throw new UsageError(`unknown argument ${flag}`)
  }
  if (!Number.isInteger(args.hotels) || args.hotels < 0 || args.hotels > 100_000) {
    throw new UsageError('--hotels must be a whole number from 0 to 100000')
  }
  if (!Number.isInteger(args.seed)) throw new UsageError('--seed must be a whole number')
  if (Number.isNaN(args.today.getTime())) throw new UsageError('--today must be a date like 2025-03-01')
  return args
}

async function countRows(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of SEEDED_TABLES) {
    const result = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
    )
    // node-postgres returns { rows }, PGlite the same shape through drizzle.
    counts[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0)
  }
  return counts
}

async function holdsData(database: Database): Promise<string | null> {
  const count = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0
  const n = sql<number>`count(*)`.mapWith(Number)
  const governorates = await count(database.db.select({ n }).from(schema.governorates))
  const hotels = await count(database.db.select({ n }).from(schema.hotels))
  const demoUsers = await count(
    database.db
      .select({ n })
      .from(schema.users)
      .where(
        inArray(
          schema.users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      ),
  )
  if (governorates + hotels + demoUsers === 0) return null
  return `${governorates} governorates, ${hotels} hotels, ${demoUsers} demo accounts`
}

async function main(): Promise<number> {
  let args: Args
  try {
    args = parseArgs(process.argv.slice(2), process.env)
  } catch (e) {
    if (!(e instanceof UsageError)) throw e
    if (e.message) console.error(`db:seed: ${e.message}`)
    console.error(USAGE)
    return e.message ? 2 : 0
  }

  const url = process.env.DATABASE_URL
  const dir = join(process.env.DATA_DIR || './data', 'pglite')
  const where = url ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dir}`
  const database = url ? await openPostgres(url, 2) : await openPglite({ dir })
  try {
    await database.migrate()
    if (args.reset) {
      const tables = sql.join(
        RESET_TABLES.map((t) => sql.identifier(t)),
        sql`, `,
      )
      // CASCADE also empties what refers to these rows (sessions, bookings…).
      await database.db.execute(sql`TRUNCATE TABLE ${tables} RESTART IDENTITY CASCADE`)
      console.log(`db:seed: emptied the demo tables of ${where}`)
    } else {
      const found = await holdsData(database)
      if (found) {
        console.error(`db:seed: ${where} already holds data (${found}).`)
        console.error(
          'Run again with --reset to empty the demo tables (and what refers to them) and seed afresh.',
        )
        return 1
      }
    }
    const started = performance.now()
    // On a connection without the server's statement time limit, and never beside a server's first seed.
    const { hotels, timings } = await database.exclusive(({ db }) =>
      seedDatabase(db, {
        hotels: args.hotels,
        seed: args.seed,
        today: args.today,
      }),
    )
    const ms = Math.round(performance.now() - started)
    const counts = await countRows(database)
    const s = (n: number) => `${(n / 1000).toFixed(1)} s`
    console.log(`db:seed: ${hotels} hotels (seed ${args.seed}) into ${where} in ${s(ms)}`)
    console.log(
      `  (generate ${s(timings.generate)}, catalogue ${s(timings.catalogue)}, inventory ${s(timings.inventory)}, reviews ${s(timings.reviews)})`,
    )
    for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(16)} ${n}`)
    // Never the passwords (decision 23): README lists them.
    console.log(`Demo accounts: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} (passwords: README.md)`)
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error('db:seed failed:', error instanceof Error ? error.message : error)
    process.exitCode = 1
  },
)
