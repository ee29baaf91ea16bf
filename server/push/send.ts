import type { Agent } from 'node:https'
import { eq, inArray } from 'drizzle-orm'
import webpush from 'web-push'
import type { Language } from '../../contract/common'
import type { PushPayload } from '../../contract/push'
import { pushSubscriptions } from '../db/schema'
import type { AppDeps } from '../http/context'
import { vapidKeys } from './keys'
import { isAllowedEndpoint } from './subscriptions'

export interface PushOptions {
  /** The https agent requests go through: tests give one trusting the fake push service's CA. */
  agent?: Agent
  /** Per request (default 10 s): a slow push service must not hold up the message queue. */
  timeoutMs?: number
}

/** How long a push service keeps a message for an offline device (seconds). */
const TTL = 24 * 60 * 60

export interface PushOutcome {
  sent: number
  /** Subscriptions the push service no longer knows (404/410), deleted. */
  removed: number
  failed: number
}

/**
 * Sends one message to every device a user subscribed, each in its own language. Never
 * throws for a device: a push service saying 404/410 (unsubscribed, expired) removes that
 * subscription; other failures are logged and the message is not retried (e-mail is the
 * channel that must arrive; a push is a courtesy).
 */
export async function pushToUser(
  deps: AppDeps,
  userId: number,
  message: (lang: Language) => PushPayload,
): Promise<PushOutcome> {
  const subs = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, userId))
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 }
  if (subs.length === 0) return outcome
  const keys = await vapidKeys(deps.db)
  const options: webpush.RequestOptions = {
    vapidDetails: {
      subject: deps.env.PUSH_CONTACT ?? `mailto:${deps.env.CONTACT_EMAIL}`,
      publicKey: keys.publicKey,
      privateKey: keys.privateKey,
    },
    TTL,
    urgency: 'normal',
    timeout: deps.push?.timeoutMs ?? 10_000,
    ...(deps.push?.agent ? { agent: deps.push.agent } : {}),
  }
  const gone: number[] = []
  const delivered: number[] = []
  await Promise.all(
    subs.map(async (sub) => {
      if (!isAllowedEndpoint(sub.endpoint, deps.env)) {
        outcome.failed += 1
        return
      }
      try {
        const payload = JSON.stringify(message(sub.language))
        await webpush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          payload,
          options,
        )
        delivered.push(sub.id)
      } catch (err) {
        const status = err instanceof webpush.WebPushError ? err.statusCode : undefined
        if (status === 404 || status === 410) {
          gone.push(sub.id)
          return
        }
        outcome.failed += 1
        deps.log.warn(
          { err: status ? { status, body: (err as webpush.WebPushError).body } : err, subscription: sub.id },
          'push not delivered',
        )
      }
    }),
  )
  if (gone.length) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone))
  if (delivered.length) {
    await deps.db
      .update(pushSubscriptions)
      .set({ last_sent_at: new Date() })
      .where(inArray(pushSubscriptions.id, delivered))
  }
  outcome.sent = delivered.length
  outcome.removed = gone.length
  return outcome
}
