import { clear, createStore, del, entries, get, set } from 'idb-keyval'
import type { AuthInfo } from '../../../../contract/auth'
import { FAVOURITE_QUEUE, type QueuedFavourite, type QueueSession } from '../../../../contract/offline'
import { newUuid } from '../../../lib/uuid'

/**
 * Favourite changes not yet confirmed by the server, in IndexedDB so they survive a reload or
 * the app being closed. The service worker reads the same store for Background Sync.
 */
const store = createStore(FAVOURITE_QUEUE.db, FAVOURITE_QUEUE.store)

let lastKey = 0
/** Increasing within a tab; the random part keeps two tabs writing in the same millisecond apart. */
function nextKey(): number {
  lastKey = Math.max(Date.now() * 1000 + Math.floor(Math.random() * 1000), lastKey + 1)
  return lastKey
}

export async function enqueueFavourite(hotelId: number, state: boolean): Promise<void> {
  const op: QueuedFavourite = { hotel_id: hotelId, state, op_id: newUuid(), queued_at: Date.now(), tries: 0 }
  await set(nextKey(), op, store)
}

/** The queue, oldest first. */
export async function queuedFavourites(): Promise<Array<[number, QueuedFavourite]>> {
  const all = await entries<IDBValidKey, QueuedFavourite>(store)
  return all
    .filter((entry): entry is [number, QueuedFavourite] => typeof entry[0] === 'number')
    .sort(([a], [b]) => a - b)
}

export const dequeueFavourite = (key: number) => del(key, store)

/** False once the entry was sent by someone else, or the queue was cleared by a sign-out. */
export const isStillQueued = async (key: number) => (await get(key, store)) !== undefined

export const countFailure = (key: number, op: QueuedFavourite) =>
  set(key, { ...op, tries: op.tries + 1 }, store)

/** The worker replays with the current access token (never the refresh token: only a tab refreshes). */
export function mirrorSession(info: AuthInfo | null): Promise<void> {
  if (!info) return del(FAVOURITE_QUEUE.sessionKey, store)
  const session: QueueSession = { token: info.token, user_id: info.userAuth.id }
  return set(FAVOURITE_QUEUE.sessionKey, session, store)
}

export const clearFavouriteQueue = () => clear(store)
