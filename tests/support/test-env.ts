import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Env, readEnv } from '../../server/env'

/** A valid configuration for tests, with its own data folder. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return readEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'funduq-test-')), LOG_LEVEL: 'silent', ...overrides })
}

/** Seed size for tests: enough hotels in every governorate, quick to build. */
export const TEST_SEED_HOTELS = 120
