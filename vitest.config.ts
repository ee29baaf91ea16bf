import { defineConfig } from 'vitest/config'

/**
 * Tests that need PostgreSQL itself (several server processes on one database, backends
 * terminated, a database restart): part of `api` only when TEST_DATABASE_URL is set, so the
 * PGlite pass neither runs nor skips them. `.ci/run` runs `api` again on PostgreSQL.
 */
const postgresOnly = process.env.TEST_DATABASE_URL ? ['tests/postgres/**/*.test.ts'] : []

/**
 * Two projects: `api` (unit and API tests next to their code, each test file on its own
 * database cloned from a migrated, seeded template) and `e2e` (Chromium against the built app
 * served by the real server). `npm test` runs both.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: [
            'server/**/*.test.ts',
            'contract/**/*.test.ts',
            'src/**/*.test.ts',
            'sw/**/*.test.ts',
            'tools/**/*.test.ts',
            ...postgresOnly,
          ],
          environment: 'node',
          globalSetup: ['tests/support/api-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser at a time: the machine has two cores and the server needs one.
          fileParallelism: false,
        },
      },
    ],
  },
})
