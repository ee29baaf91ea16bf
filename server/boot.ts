import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { createTokenService } from './auth/tokens'
import { type Database, openPglite, openPostgres } from './db/client'
import { governorates } from './db/schema'
import { seedReference } from './db/seed/reference'
import type { Env } from './env'
import type { AppDeps } from './http/context'
import type { Logger } from './logger'
import { vapidKeys } from './push/keys'

/**
 * Opens the configured database, applies pending migrations, fills an empty database (first
 * start only) — the demo data in demo mode, the reference data alone in production — and builds
 * the dependencies the app needs.
 */
export async function boot(env: Env, log: Logger): Promise<{ database: Database; deps: AppDeps }> {
  const started = performance.now()
  const database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE, { pgbouncer: env.DATABASE_PGBOUNCER, log })
    : await openPglite({ dir: join(env.DATA_DIR, 'pglite') })
  log.info({ kind: database.kind, ms: Math.round(performance.now() - started) }, 'database open')
  // Two servers starting at the same moment on an empty database: one migrates and seeds, the
  // other waits and finds it done.
  await database.exclusive(async ({ db, migrate }) => {
    await migrate()
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(governorates)
    if (row?.n) return
    const t = performance.now()
    if (env.MODE === 'production') {
      // No hotels, accounts or codes: the first administrator comes from `npm run admin:create`.
      await seedReference(db)
      log.info({ ms: Math.round(performance.now() - t) }, 'reference data seeded (first start)')
      return
    }
    // Loaded only here: the demo generators never run, and are never loaded, in production.
    const { seedDatabase } = await import('./db/seed')
    const seeded = await seedDatabase(db, { hotels: env.SEED_HOTELS })
    log.info(
      { hotels: seeded.hotels, ms: Math.round(performance.now() - t) },
      'demo data seeded (first start)',
    )
  })
  const tokens = await createTokenService(database.db)
  // Made on the first start and kept: every push subscription is bound to this key pair.
  await vapidKeys(database.db)
  return { database, deps: { db: database.db, env, log, tokens } }
}
