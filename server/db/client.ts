import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Logger } from '../logger'
import { StartupError } from '../startup-error'
import { explainOpenFailure, prepareDataDir } from './data-dir'
import { isDatabaseUnavailable } from './errors'
import { rewritten } from './one-parameter-per-name'
import * as schema from './schema'

export type Schema = typeof schema
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

/** What `exclusive` hands its work: a connection of its own, and the migrations to run on it. */
export interface Exclusive {
  db: Db
  migrate(): Promise<void>
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies pending migrations (alone: see `exclusive`). */
  migrate(): Promise<void>
  /**
   * Runs `work` while no other process on this database runs its own (a PostgreSQL advisory
   * lock; PGlite has one process), on a connection without time limits: migrations and the
   * first seed, which two servers starting at the same moment would otherwise both do.
   */
  exclusive<T>(work: (on: Exclusive) => Promise<T>): Promise<T>
  /** PGlite only: the data folder as a gzipped tarball (a test database's template, a backup). */
  dump(): Promise<Blob>
  close(): Promise<void>
}

// The compiled server has a copy beside it (dist/server/migrations, tools/build-server.ts).
export const migrationsFolder = join(import.meta.dirname, 'migrations')

/**
 * How long a request may wait for PostgreSQL (decision 24). A database that is down answers at
 * once (refused, reset); these bound the other kind, the one that does not answer at all.
 */
export const DB_LIMITS = {
  /** A new connection, or a free one from the pool when all are busy. */
  connectMs: 5_000,
  /** PostgreSQL cancels a statement that runs longer (startup option; not through PgBouncer). */
  statementMs: 10_000,
  /** No answer at all from the socket (a network that drops packets): the driver gives up. */
  readMs: 12_000,
}

/** Embedded PGlite in `dir` (a folder, `memory://`), or from a dump made by `dumpDataDir()`. */
export async function openPglite(opts: { dir?: string; dump?: Blob | File }): Promise<Database> {
  const folder = opts.dir && !opts.dir.startsWith('memory://') ? opts.dir : undefined
  if (folder) prepareDataDir(folder)
  let client: PGlite
  try {
    client = opts.dump ? new PGlite({ loadDataDir: opts.dump }) : new PGlite(opts.dir)
    await client.waitReady
  } catch (err) {
    throw folder ? explainOpenFailure(folder, err) : err
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db
  const migrate = () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder })
  return {
    db,
    kind: 'pglite',
    migrate,
    exclusive: (work) => work({ db, migrate }),
    // PGlite copies its files between two statements; taken inside its transaction lock too, no
    // transaction is half done in the copy (a backup of a running server, decision 36).
    dump: () => client._runExclusiveTransaction(() => client.dumpDataDir('gzip')),
    close: () => client.close(),
  }
}

export interface PostgresOptions {
  /**
   * PgBouncer in transaction mode stands between the server and PostgreSQL (DATABASE_PGBOUNCER):
   * it refuses startup options and gives each transaction whichever server connection is free,
   * where a statement prepared on another is unknown. So: no startup options, no named
   * statements (README "Running on PostgreSQL").
   */
  pgbouncer?: boolean
  /** Where a connection lost while idle is reported (default: stderr). */
  log?: Pick<Logger, 'warn'>
}

/**
 * The pg Client of the pool: a statement that search/prepared.ts built is sent with one
 * parameter per placeholder name (db/one-parameter-per-name.ts), the rest as Drizzle wrote it.
 */
class StatementsClient extends pg.Client {}
const clientQuery = pg.Client.prototype.query
StatementsClient.prototype.query = function (
  this: pg.Client,
  config: unknown,
  values?: unknown,
  ...rest: unknown[]
) {
  if (
    config &&
    typeof config === 'object' &&
    'text' in config &&
    (Array.isArray(values) || values === undefined)
  ) {
    const sent = rewritten((config as { text: string }).text, values as unknown[] | undefined)
    if (sent.values !== values)
      return Reflect.apply(clientQuery, this, [{ ...config, text: sent.text }, sent.values, ...rest])
  }
  return Reflect.apply(clientQuery, this, [config, values, ...rest])
} as typeof clientQuery

/**
 * A pg Client that runs every statement unnamed: search/prepared.ts names its statements
 * so that each connection plans them once, which PgBouncer's transaction mode cannot keep.
 */
class UnnamedStatementsClient extends StatementsClient {}
const namedQuery = StatementsClient.prototype.query
UnnamedStatementsClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  const unnamed =
    config && typeof config === 'object' && 'name' in config ? { ...config, name: undefined } : config
  return Reflect.apply(namedQuery, this, [unnamed, ...rest])
} as typeof namedQuery

/** The lock `exclusive` takes: any fixed number, the same in every release. */
const START_LOCK = 4_173_826_015

function describeTarget(url: string): string {
  try {
    const u = new URL(url)
    return `${u.hostname}:${u.port || 5432}${u.pathname}`
  } catch {
    return 'DATABASE_URL'
  }
}

export async function openPostgres(
  url: string,
  poolSize = 10,
  opts: PostgresOptions = {},
): Promise<Database> {
  const startupOptions = (settings: Record<string, string | number>) =>
    opts.pgbouncer
      ? {}
      : {
          options: Object.entries(settings)
            .map(([k, value]) => `-c ${k}=${value}`)
            .join(' '),
        }
  const Client = opts.pgbouncer ? UnnamedStatementsClient : StatementsClient
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    Client,
    connectionTimeoutMillis: DB_LIMITS.connectMs,
    query_timeout: DB_LIMITS.readMs,
    // Probes keep idle connections alive through NAT and firewalls, and find dead peers.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Named statements (search/prepared.ts) keep one generic plan per connection, as on
    // PGlite: the search's custom plans cost more to make than to run (decision 22).
    ...startupOptions({ plan_cache_mode: 'force_generic_plan', statement_timeout: DB_LIMITS.statementMs }),
  })
  // A connection can die under us (database restart, an administrator's terminate). node-postgres
  // then emits 'error' on it, and an 'error' event without a listener stops the whole process.
  // Idle in the pool: the pool's own listener drops it and re-emits here. Checked out (between
  // two statements of a transaction): its next statement fails, and the transaction below hands
  // it back broken, so the pool drops it.
  pool.on('error', (err) => {
    const reason = (err as { code?: string }).code ?? err.message
    if (opts.log) opts.log.warn({ reason }, 'postgres: idle connection lost')
    else console.error(`postgres: idle connection lost (${reason})`)
  })
  pool.on('connect', (client) => {
    client.on('error', () => {})
  })
  // Fail at start, in one line, rather than on the first request.
  try {
    const probe = await pool.connect()
    probe.release()
  } catch (err) {
    await pool.end().catch(() => {})
    const why = err instanceof Error ? err.message || (err as { code?: string }).code : String(err)
    const hint = /unsupported startup parameter/.test(String(why))
      ? ' (PgBouncer? set DATABASE_PGBOUNCER=1)'
      : ''
    throw new StartupError(`Cannot reach PostgreSQL at ${describeTarget(url)}: ${why}${hint}`, { cause: err })
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db
  db.transaction = poolTransaction(pool)

  /** A connection outside the pool, without the pool's time limits. */
  const connect = async (settings: Record<string, string | number>) => {
    const client = new Client({
      connectionString: url,
      connectionTimeoutMillis: DB_LIMITS.connectMs,
      ...startupOptions(settings),
    })
    client.on('error', () => {})
    await client.connect()
    return client
  }
  const exclusive: Database['exclusive'] = async (work) => {
    // A transaction-scoped lock, held by a transaction left open on a connection of its own: it
    // ends with that transaction or connection (a crash releases it), and PgBouncer keeps one
    // server connection for an open transaction, so it holds there too.
    const lock = await connect({})
    try {
      await lock.query('BEGIN')
      await lock.query('SET LOCAL statement_timeout = 0')
      await lock.query('SET LOCAL idle_in_transaction_session_timeout = 0')
      await lock.query('SELECT pg_advisory_xact_lock($1)', [START_LOCK])
      const client = await connect({ statement_timeout: 0 })
      try {
        const own = drizzlePg(client, { schema }) as unknown as Db
        return await work({
          db: own,
          migrate: () => migratePg(drizzlePg(client, { schema }), { migrationsFolder }),
        })
      } finally {
        await client.end().catch(() => {})
      }
    } finally {
      await lock.query('COMMIT').catch(() => {})
      await lock.end().catch(() => {})
    }
  }
  return {
    db,
    kind: 'postgres',
    migrate: () => exclusive((on) => on.migrate()),
    exclusive,
    dump: () => Promise.reject(new Error('dump() is for PGlite; use a template database on PostgreSQL')),
    close: () => pool.end(),
  }
}

/**
 * A pooled transaction's connection, as a Db of its own (one per pooled connection, kept for
 * the connection's life). A statement run on it runs inside the transaction: node-postgres sends
 * a connection's statements in order, and the transaction is that connection's until it ends.
 * search/prepared.ts keys its prepared statements on it, so that a statement is built once per
 * connection rather than once per transaction (bench:booking: about 1 ms of server CPU a booking).
 */
const connectionOfTransaction = new WeakMap<object, Db>()

/** The Db of the connection a pooled PostgreSQL transaction runs on; undefined for anything else. */
export function transactionConnection(handle: object): Db | undefined {
  return connectionOfTransaction.get(handle)
}

/**
 * `db.transaction` on the pool, as drizzle's own but for two failures: drizzle checks its
 * connection out and never gives it back when BEGIN itself fails (a database just cut: the pool
 * would shrink by one each time until none was left), and gives back as healthy a connection
 * whose statement timed out while PostgreSQL may still be running it. Here the connection
 * always goes back, and one that failed for the database's sake is dropped.
 */
function poolTransaction(pool: pg.Pool): Db['transaction'] {
  const onClient = new WeakMap<pg.PoolClient, Db>()
  return async (work, config) => {
    const client = await pool.connect()
    let failure: unknown
    try {
      let own = onClient.get(client)
      if (!own) {
        own = drizzlePg(client, { schema }) as unknown as Db
        onClient.set(client, own)
      }
      const connection = own
      return await own.transaction((tx) => {
        connectionOfTransaction.set(tx, connection)
        return work(tx)
      }, config)
    } catch (err) {
      failure = err
      throw err
    } finally {
      client.release(isDatabaseUnavailable(failure) ? (failure as Error) : undefined)
    }
  }
}

export { schema }
