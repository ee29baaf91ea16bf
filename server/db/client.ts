import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Schema = typeof schema
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /** PGlite only: the data folder as a tarball, to clone a test database from. */
  dump(): Promise<Blob>
  close(): Promise<void>
}

const migrationsFolder = join(import.meta.dirname, 'migrations')

/** Embedded PGlite in `dir` (a folder, `memory://`), or from a dump made by `dumpDataDir()`. */
export async function openPglite(opts: { dir?: string; dump?: Blob | File }): Promise<Database> {
  if (opts.dir && !opts.dir.startsWith('memory://')) mkdirSync(opts.dir, { recursive: true })
  const client = opts.dump ? new PGlite({ loadDataDir: opts.dump }) : new PGlite(opts.dir)
  await client.waitReady
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    dump: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Named statements (services/statements.ts) keep one generic plan per connection, as on
    // PGlite: the search's custom plans cost more to make than to run (decision 22).
    options: '-c plan_cache_mode=force_generic_plan',
  })
  // An idle connection can die under us (server restart, an administrator's terminate): the
  // pool drops it and opens another on demand. Without a listener node-postgres rethrows the
  // error and the whole process would stop.
  pool.on('error', (err) => {
    console.error(`postgres: idle connection lost (${(err as { code?: string }).code ?? err.message})`)
  })
  // Fail at start, with the driver's message, rather than on the first request.
  const probe = await pool.connect()
  probe.release()
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    dump: () => Promise.reject(new Error('dump() is for PGlite; use a template database on PostgreSQL')),
    close: () => pool.end(),
  }
}

export { schema }
