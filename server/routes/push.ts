import { IdParam } from '../../contract/common'
import { messages } from '../../contract/messages'
import { PushPublicKey, PushSubscriptionAnswer, PushSubscriptionBody } from '../../contract/push'
import { HttpError, notFound } from '../http/errors'
import { defineRoute, noContent } from '../http/route'
import { vapidKeys } from '../push/keys'
import { deleteOwnSubscription, isAllowedEndpoint, saveSubscription } from '../push/subscriptions'

/** Web Push: the VAPID public key, and the caller's devices (registered users only, spec §1). */
export const pushRoutes = [
  defineRoute({
    method: 'get',
    path: '/push/public-key',
    operationId: 'getPushPublicKey',
    summary: "The server's VAPID public key, for PushManager.subscribe({ applicationServerKey })",
    tags: ['push'],
    auth: 'optional',
    answers: { 200: PushPublicKey },
    handler: async (c) => {
      const keys = await vapidKeys(c.get('deps').db)
      return c.json({ data: { public_key: keys.publicKey } })
    },
  }),

  defineRoute({
    method: 'post',
    path: '/push-subscription',
    operationId: 'savePushSubscription',
    summary:
      "Save this browser's push subscription for the caller (a new one 201; the same endpoint again 200)",
    description: 'Notifications use the language of this request.',
    tags: ['push'],
    auth: 'required',
    role: 'member',
    body: PushSubscriptionBody,
    answers: { 201: PushSubscriptionAnswer, 200: PushSubscriptionAnswer },
    handler: async (c, { caller, body }) => {
      const deps = c.get('deps')
      // The server will post to this URL: only to a known push service, never anywhere a caller names.
      if (!isAllowedEndpoint(body.endpoint, deps.env)) {
        throw new HttpError(422, messages.invalidRequest.id, { endpoint: [messages.invalidValue.id] })
      }
      const saved = await saveSubscription(deps.db, caller.userId, body, c.get('lang'))
      return c.json({ data: { subscription_id: saved.id } }, saved.created ? 201 : 200)
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/push-subscription/:id',
    operationId: 'deletePushSubscription',
    summary: "Remove one of the caller's push subscriptions",
    tags: ['push'],
    auth: 'required',
    role: 'member',
    params: IdParam,
    answers: { 204: noContent },
    errors: { 404: "No subscription of yours has this id (another user's included)" },
    handler: async (c, { caller, params }) => {
      if (!(await deleteOwnSubscription(c.get('deps').db, params.id, caller.userId))) throw notFound()
      return c.body(null, 204)
    },
  }),
]
