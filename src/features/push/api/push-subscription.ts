import * as v from 'valibot'
import { PushPublicKey, PushSubscriptionAnswer } from '../../../../contract/push'
import { api } from '../../../lib/api'

/** `GET /api/push/public-key`: the server's VAPID key, the browser's applicationServerKey. */
export const getPushPublicKey = async () => (await api(PushPublicKey, '/push/public-key')).data.public_key

/** `POST /api/push-subscription`: this browser's subscription; the answer's language is the page's. */
export const savePushSubscription = async (subscription: PushSubscriptionJSON) =>
  (await api(PushSubscriptionAnswer, '/push-subscription', { method: 'POST', body: subscription })).data
    .subscription_id

/** `DELETE /api/push-subscription/{id}` (204). */
export const deletePushSubscription = (id: number) =>
  api(v.null(), `/push-subscription/${id}`, { method: 'DELETE' })
