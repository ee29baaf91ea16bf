import * as v from 'valibot'
import { LANGUAGES } from './common'
import { messages as m } from './messages'

/**
 * Web Push (spec §1: offered to signed-in users who are not guests; §7 "Push subscription
 * update | subscription_id"). The body is the browser's `PushSubscription.toJSON()` as is.
 */

/** Base64url without padding, as browsers write the keys; `p256dh` is an uncompressed P-256 point (65 bytes, 0x04 first). */
const p256dh = v.pipe(v.string(m.invalidValue.id), v.regex(/^B[A-Za-z0-9_-]{86}=?$/, m.invalidValue.id))
/** The 16-byte authentication secret. */
const auth = v.pipe(v.string(m.invalidValue.id), v.regex(/^[A-Za-z0-9_-]{22}(==)?$/, m.invalidValue.id))

export const PushSubscriptionBody = v.object({
  endpoint: v.pipe(
    v.string(m.required.id),
    v.maxLength(2048, m.tooLong.id),
    v.url(m.invalidValue.id),
    // Push services speak https only (RFC 8030), and web-push sends nothing else.
    v.startsWith('https://', m.invalidValue.id),
  ),
  expirationTime: v.optional(v.nullable(v.number(m.invalidValue.id))),
  keys: v.object({ p256dh, auth }, m.required.id),
})
export type PushSubscriptionBody = v.InferOutput<typeof PushSubscriptionBody>

export const PushSubscriptionAnswer = v.object({ data: v.object({ subscription_id: v.number() }) })
export type PushSubscriptionAnswer = v.InferOutput<typeof PushSubscriptionAnswer>

/** The server's VAPID public key (base64url), the browser's `applicationServerKey`. */
export const PushPublicKey = v.object({ data: v.object({ public_key: v.string() }) })
export type PushPublicKey = v.InferOutput<typeof PushPublicKey>

/**
 * What the service worker receives (encrypted) and shows. `url` is a path on this site the
 * click opens; `tag` lets a later message about the same booking replace an earlier one.
 */
export const PushPayload = v.object({
  title: v.string(),
  body: v.string(),
  url: v.pipe(v.string(), v.startsWith('/')),
  lang: v.optional(v.picklist(LANGUAGES)),
  tag: v.optional(v.string()),
})
export type PushPayload = v.InferOutput<typeof PushPayload>
