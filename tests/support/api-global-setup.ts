import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openPglite, openPostgres } from '../../server/db/client'
import { seedDatabase } from '../../server/db/seed'
import { compiledServer } from './compiled-server'
import { TEST_SEED_HOTELS } from './test-env'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string
    postgresTemplate: string
  }
}

/** One template per test run: two runs on one server (a developer and CI) must not drop each other's. */
export const TEMPLATE_DB = `funduq_test_template_${process.pid}`

/**
 * Migrate and seed once, then let every test file start from a copy: a PGlite dump (about
 * 1 s to load, against 5 s for a fresh instance) or, with TEST_DATABASE_URL, a PostgreSQL
 * template database.
 */
export default async function setup(project: TestProject) {
  // Built here, not inside the first test that starts a server, where it would count against
  // that test's time limit (once per state of the sources; tests/support/compiled-server.ts).
  await compiledServer()
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`)
    await admin.end()
    const templateUrl = withDatabase(url, TEMPLATE_DB)
    const database = await openPostgres(templateUrl, 2)
    // Migrated and seeded on a connection without the server's statement time limit.
    await database.exclusive(async ({ db, migrate }) => {
      await migrate()
      await seedDatabase(db, { hotels: TEST_SEED_HOTELS, today: new Date() })
    })
    await database.close()
    project.provide('postgresTemplate', templateUrl)
    project.provide('pgliteDump', '')
    return async () => {
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`)
      await cleanup.end()
    }
  }
  const database = await openPglite({ dir: 'memory://' })
  await database.migrate()
  await seedDatabase(database.db, { hotels: TEST_SEED_HOTELS, today: new Date() })
  const dump = await database.dump()
  await database.close()
  const path = join(tmpdir(), `funduq-test-dump-${process.pid}.tar.gz`)
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteDump', path)
  project.provide('postgresTemplate', '')
  // 15 MB a run: left behind, /tmp held 44 of them (659 MB) on the shared machine in one night.
  return () => rmSync(path, { force: true })
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}
