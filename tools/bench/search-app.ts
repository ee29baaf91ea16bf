import { join } from 'node:path'
import { createApp } from '../../server/app'
import { createTokenService } from '../../server/auth/tokens'
import { openPglite, openPostgres } from '../../server/db/client'
import { createLogger } from '../../server/logger'
import { testEnv } from '../../tests/support/test-env'
import { DEFAULT_POSTGRES_URL, PGLITE_DIR } from './datasets'

/** bench:api's PostgreSQL database: `BENCH_DATABASE_URL`, else the default. */
export const benchPostgresUrl = () => process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL

/**
 * The real app in process on bench:api's data (run bench:api once first to seed it), with a
 * guest's `Authorization` header: what search-cpu.ts and search-answers.ts send searches through.
 */
export async function openSearchApp(kind: 'pglite' | 'postgres', poolSize: number) {
  const database =
    kind === 'pglite'
      ? await openPglite({ dir: join(PGLITE_DIR, 'pglite') })
      : await openPostgres(benchPostgresUrl(), poolSize)
  // As the server does at start: the data may predate a migration.
  await database.migrate()
  const app = createApp({
    db: database.db,
    env: testEnv({ RATE_LIMITS: 'off' }),
    log: createLogger('silent'),
    tokens: await createTokenService(database.db),
  })
  const guest = await app.request('/api/auth/guest-user', { method: 'POST' })
  const headers = {
    Authorization: `Bearer ${((await guest.json()) as { data: { token: string } }).data.token}`,
  }
  return { app, headers, database }
}
