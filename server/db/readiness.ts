import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { Db } from './client'
import { migrationsFolder } from './client'

/** The newest migration this release ships: drizzle records its `when` as `created_at`. */
const newestMigration = Math.max(
  ...(
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[]
    }
  ).entries.map((e) => e.when),
)

/** How long `/api/ready` waits for the database before it says "not ready". */
const READY_WAIT_MS = 2_000

/**
 * For load balancers (`GET /api/ready`): the database answers, within READY_WAIT_MS, and holds
 * every migration of this release. A database migrated by a newer release is ready too.
 */
export async function databaseReady(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_WAIT_MS)
  })
  const check = db
    .execute(sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`)
    .then((result) => {
      const [row] = (result as unknown as { rows: { newest: string | number | null }[] }).rows
      return Number(row?.newest ?? 0) >= newestMigration
    })
    .catch(() => false)
  try {
    return await Promise.race([check, late])
  } finally {
    clearTimeout(timer)
  }
}
