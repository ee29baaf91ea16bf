import { afterAll, describe, inject, it } from 'vitest'
import { checkProductionStart, expectReferenceOnly, PRODUCTION_COUNTS } from '../support/production-start'
import { createDatabase, type TestDatabase } from '../support/server-process'

/** Production mode's first start on an empty PostgreSQL database (issue 16 item 1). */
let db: TestDatabase | undefined
afterAll(() => db?.drop())

describe('production mode on an empty PostgreSQL database', () => {
  it('seeds reference data only: no demo login, no password in its output, its administrator signs in', async () => {
    db = await createDatabase(inject('postgresTemplate'), { empty: true })
    const server = await checkProductionStart({ DATABASE_URL: db.url })
    await server.stop()
    const [counts] = await db.query<Record<string, number>>(PRODUCTION_COUNTS)
    expectReferenceOnly(counts ?? {})
  }, 240_000)
})
