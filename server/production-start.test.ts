import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  checkProductionStart,
  expectReferenceOnly,
  PRODUCTION_COUNTS,
  PRODUCTION_SETTINGS,
} from '../tests/support/production-start'
import { send } from '../tests/support/remote'
import { startServer } from '../tests/support/server-process'
import { openPglite } from './db/client'

/**
 * The real server, spawned on an empty PGlite folder, in each mode (issue 16 item 1). The same
 * production checks run on PostgreSQL in tests/postgres/production-start.test.ts.
 */
const folders: string[] = []
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'funduq-mode-'))
  folders.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

describe('production mode on an empty PGlite folder', () => {
  it('seeds reference data only: no demo login, no password in its output, its administrator signs in', async () => {
    const dataDir = folder()
    const server = await checkProductionStart({ DATA_DIR: dataDir }, { dataDir })
    await server.stop()
    const database = await openPglite({ dir: join(dataDir, 'pglite') })
    try {
      const result = await database.db.execute(sql.raw(PRODUCTION_COUNTS))
      expectReferenceOnly((result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {})
    } finally {
      await database.close()
    }
  }, 240_000)

  it('refuses to start on a demo configuration, one line per unsafe setting, before opening the database', async () => {
    const dataDir = folder()
    const server = await startServer({ NODE_ENV: 'production' }, { wait: 'exit', dataDir })
    expect((await server.exited).code).toBe(1)
    const lines = server.output().trim().split('\n')
    expect(lines).toEqual([
      expect.stringMatching(/^NODE_ENV=production refuses to start: PAYMENT_PROVIDER is sandbox/),
      expect.stringMatching(
        /^NODE_ENV=production refuses to start: PUBLIC_URL must be the site's https:\/\//,
      ),
      expect.stringMatching(/^NODE_ENV=production refuses to start: SMTP_URL is unset/),
      expect.stringMatching(/^NODE_ENV=production refuses to start: SMS_PROVIDER_URL is unset/),
      'See README.md, section "Modes".',
    ])
    const one = await startServer(
      { ...PRODUCTION_SETTINGS, PUBLIC_URL: 'http://funduq.example' },
      { wait: 'exit' },
    )
    expect((await one.exited).code).toBe(1)
    expect(one.output().trim().split('\n')[0]).toMatch(/^NODE_ENV=production refuses to start: PUBLIC_URL/)
    await one.stop()
  }, 120_000)
})

describe('demo mode (the default)', () => {
  it('says so in its banner and app config, prints no password, and its demo accounts sign in', async () => {
    const server = await startServer({ SEED_HOTELS: '40' })
    try {
      expect(server.output()).toContain('Mode: DEMO')
      expect(server.output()).not.toContain('@2024x')
      expect((await send(server.url, 'GET', '/api/app-config')).body.data.mode).toBe('demo')
      for (const [email, password, role] of [
        ['demo@funduq.test', 'Demo@2024x', 'user'],
        ['admin@funduq.test', 'Admin@2024x', 'admin'],
      ] as const) {
        const login = await send(server.url, 'POST', '/api/auth/login', { body: { email, password } })
        expect(login.status, email).toBe(200)
        expect(login.body.data.userAuth.role).toBe(role)
      }
    } finally {
      await server.stop()
    }
  }, 240_000)
})
