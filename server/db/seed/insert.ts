import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Multi-row inserts stay well under PostgreSQL's 65,535 bind parameters. */
const BATCH = 500

export async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(table).values(rows.slice(i, i + BATCH))
}
