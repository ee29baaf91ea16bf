/// <reference lib="webworker" />
import { createStore, del, entries, get, set } from 'idb-keyval'
import {
  FAVOURITE_QUEUE,
  type QueuedFavourite,
  type QueueSession,
  queuedFor,
  type ReplayedMessage,
} from '../contract/offline'

declare const self: ServiceWorkerGlobalScope

/** Background Sync is not in TypeScript's worker types yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

const store = createStore(FAVOURITE_QUEUE.db, FAVOURITE_QUEUE.store)

async function tellTabs(message: object) {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message)
}
const needsSession = { type: FAVOURITE_QUEUE.needsSessionMessage }

/**
 * Sends the queued favourite changes, oldest first, with the access token the page left
 * beside the queue. The worker never refreshes a session: refresh tokens rotate, and a tab
 * using the same one would then be signed out. So a 401 stops here and the tabs take over;
 * a 5xx or a lost connection rejects, and the browser tries the sync again later.
 */
async function replay(): Promise<void> {
  const confirmed: ReplayedMessage['confirmed'] = []
  await navigator.locks.request(FAVOURITE_QUEUE.lock, async () => {
    const session = await get<QueueSession>(FAVOURITE_QUEUE.sessionKey, store)
    const queued = (await entries<IDBValidKey, QueuedFavourite>(store))
      .filter(([key]) => typeof key === 'number')
      .sort(([a], [b]) => (a as number) - (b as number))
    for (const [key, op] of queued) {
      if (!session) return void (await tellTabs(needsSession))
      // Another account's change (its session was refused, or it signed out): held for it.
      if (!queuedFor(op, session.user_id)) continue
      const res = await fetch('/api/add-or-remove-from-faviorate', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${session.token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({ hotel_id: op.hotel_id, state: op.state, op_id: op.op_id }),
      })
      if (res.status === 401) return void (await tellTabs(needsSession))
      if (res.status >= 500 || res.status === 429) {
        await set(key, { ...op, tries: op.tries + 1 }, store)
        throw new Error(`favourite replay: ${res.status}`)
      }
      // Done, or refused for good (a hotel that no longer exists): either way it leaves the queue.
      if (res.ok) {
        const answer = (await res.json().catch(() => null)) as { is_favorites?: unknown } | null
        confirmed.push({ hotel_id: op.hotel_id, state: answer?.is_favorites === true })
      }
      await del(key, store)
    }
  })
  if (confirmed.length > 0)
    await tellTabs({ type: FAVOURITE_QUEUE.replayedMessage, confirmed } satisfies ReplayedMessage)
}

/** Replays favourites made offline when the connection returns, even with the app closed. */
export function favouritesSync() {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent
    if (sync.tag === FAVOURITE_QUEUE.syncTag) sync.waitUntil(replay())
  })
}
