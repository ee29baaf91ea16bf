import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import webpush from 'web-push'
import type { Db } from '../db/client'
import { appKeys } from '../db/schema'

const NAME = 'vapid'
const VapidKeys = v.object({ publicKey: v.string(), privateKey: v.string() })
export type VapidKeys = v.InferOutput<typeof VapidKeys>

const cache = new WeakMap<Db, Promise<VapidKeys>>()

/**
 * The VAPID key pair, made at first start and kept in `app_keys` (as JSON, base64url keys as
 * web-push writes them): subscriptions are bound to the public key, so a new pair would
 * silently orphan every device. Concurrent first starts agree through the primary key.
 */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let keys = cache.get(db)
  if (!keys) {
    keys = load(db)
    keys.catch(() => cache.delete(db))
    cache.set(db, keys)
  }
  return keys
}

async function load(db: Db): Promise<VapidKeys> {
  await db
    .insert(appKeys)
    .values({ name: NAME, value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing()
  const [row] = await db.select({ value: appKeys.value }).from(appKeys).where(eq(appKeys.name, NAME))
  if (!row) throw new Error('VAPID keys missing after insert')
  return v.parse(VapidKeys, JSON.parse(row.value))
}
