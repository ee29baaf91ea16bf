import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { createApp } from '../../server/app'
import { createTokenService } from '../../server/auth/tokens'
import { type Database, openPglite, openPostgres } from '../../server/db/client'
import { createLogger } from '../../server/logger'
import { withDatabase } from './api-global-setup'
import { testEnv } from './test-env'

/**
 * A database of this test file's own, copied from the seeded template. `poolSize` (PostgreSQL):
 * one connection lets a test see what that connection keeps (prepared statements).
 */
export async function openTestDatabase(poolSize = 5): Promise<Database> {
  const template = inject('postgresTemplate')
  if (template) {
    const name = `funduq_test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: template })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(template).pathname.slice(1)}`)
    await admin.end()
    const database = await openPostgres(withDatabase(template, name), poolSize)
    return {
      ...database,
      async close() {
        await database.close()
        const cleanup = new pg.Client({ connectionString: template })
        await cleanup.connect()
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await cleanup.end()
      },
    }
  }
  const dump = readFileSync(inject('pgliteDump'))
  return openPglite({ dump: new Blob([dump]) })
}

/** The real Hono app on a test database; call `close()` in afterAll. */
export async function createTestApp() {
  const database = await openTestDatabase()
  const env = testEnv()
  const tokens = await createTokenService(database.db)
  const deps = { db: database.db, env, log: createLogger('silent'), tokens }
  const app = createApp(deps, { checkAnswers: true })
  return { app, deps, database, close: () => database.close() }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** A guest's bearer header, made through the real endpoint. */
export async function guestHeaders(app: TestApp['app']): Promise<Record<string, string>> {
  const res = await app.request('/api/auth/guest-user', { method: 'POST' })
  const body = (await res.json()) as { data: { token: string } }
  return { Authorization: `Bearer ${body.data.token}` }
}
