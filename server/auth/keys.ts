import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { appKeys } from '../db/schema'

/**
 * A server secret made once, at first start, and kept in the database so every process and
 * every restart signs with the same key. Concurrent first starts agree through the primary key.
 */
export async function loadOrCreateKey(db: Db, name: string, bytes = 32): Promise<Uint8Array> {
  await db
    .insert(appKeys)
    .values({ name, value: randomBytes(bytes).toString('base64') })
    .onConflictDoNothing()
  const [row] = await db.select({ value: appKeys.value }).from(appKeys).where(eq(appKeys.name, name))
  if (!row) throw new Error(`key ${name} missing after insert`)
  return new Uint8Array(Buffer.from(row.value, 'base64'))
}
