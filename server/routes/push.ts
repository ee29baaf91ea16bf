import { Hono } from 'hono'
import * as v from 'valibot'
import { messages } from '../../contract/messages'
import { PushSubscriptionBody } from '../../contract/push'
import { requireMember } from '../auth/caller'
import type { AppEnv } from '../http/context'
import { HttpError, notFound } from '../http/errors'
import { parseJson, parseWith } from '../http/validate'
import { vapidKeys } from '../push/keys'
import { deleteOwnSubscription, isAllowedEndpoint, saveSubscription } from '../push/subscriptions'

const IdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, messages.wholeNumber.id), v.transform(Number)),
})

/** Web Push: the VAPID public key, and the caller's devices (registered users only, spec §1). */
export const pushRoutes = new Hono<AppEnv>()
  .get('/push/public-key', async (c) => {
    const keys = await vapidKeys(c.get('deps').db)
    return c.json({ data: { public_key: keys.publicKey } })
  })

  .post('/push-subscription', async (c) => {
    const caller = requireMember(c)
    const body = await parseJson(c, PushSubscriptionBody)
    const deps = c.get('deps')
    // The server will post to this URL: only to a known push service, never anywhere a caller names.
    if (!isAllowedEndpoint(body.endpoint, deps.env)) {
      throw new HttpError(422, messages.invalidRequest.id, { endpoint: [messages.invalidValue.id] })
    }
    const saved = await saveSubscription(deps.db, caller.userId, body, c.get('lang'))
    return c.json({ data: { subscription_id: saved.id } }, saved.created ? 201 : 200)
  })

  .delete('/push-subscription/:id', async (c) => {
    const caller = requireMember(c)
    const { id } = parseWith(IdParam, c.req.param())
    if (!(await deleteOwnSubscription(c.get('deps').db, id, caller.userId))) throw notFound()
    return c.body(null, 204)
  })
