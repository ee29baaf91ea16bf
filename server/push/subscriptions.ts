import { and, eq, sql } from 'drizzle-orm'
import type { Language } from '../../contract/common'
import type { PushSubscriptionBody } from '../../contract/push'
import type { Db } from '../db/client'
import { pushSubscriptions } from '../db/schema'
import type { Env } from '../env'

/** Whether the server may post to this endpoint: https, on a configured push service's host. */
export function isAllowedEndpoint(endpoint: string, env: Pick<Env, 'PUSH_SERVICE_HOSTS'>): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  return env.PUSH_SERVICE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
}

/**
 * Saves a browser's subscription for a user. The endpoint identifies the browser, so posting
 * it again updates keys and language, and a browser that changed hands (signed out without
 * unsubscribing, someone else signed in) now belongs to whoever is signed in on it.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  body: PushSubscriptionBody,
  language: Language,
): Promise<{ id: number; created: boolean }> {
  const values = { user_id: userId, p256dh: body.keys.p256dh, auth: body.keys.auth, language }
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ endpoint: body.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    // xmax is 0 on a freshly inserted row, set on an updated one (PostgreSQL and PGlite alike).
    .returning({ id: pushSubscriptions.id, created: sql<boolean>`(xmax = 0)` })
  if (!row) throw new Error('push subscription not saved')
  return { id: row.id, created: row.created }
}

/** Deletes one of the user's subscriptions; false when the id is not theirs (or not there). */
export async function deleteOwnSubscription(db: Db, id: number, userId: number): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.user_id, userId)))
    .returning({ id: pushSubscriptions.id })
  return gone.length > 0
}
