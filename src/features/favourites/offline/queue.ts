import { createStore, del, entries, get, set } from 'idb-keyval'
import type { AuthInfo } from '../../../../contract/auth'
import {
  FAVOURITE_QUEUE,
  type QueuedFavourite,
  type QueueSession,
  queuedFor,
} from '../../../../contract/offline'
import { ensureSession, readAuth } from '../../../lib/session'
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

/**
 * Queues a change for the person signed in (a first tap on a first visit starts the guest
 * session it belongs to). Without any session (the server unreachable on a first visit) the
 * change is filed under nobody and goes with the first session there is.
 */
export async function enqueueFavourite(hotelId: number, state: boolean): Promise<void> {
  const owner = (readAuth() ?? (await ensureSession()))?.userAuth.id
  const op: QueuedFavourite = {
    hotel_id: hotelId,
    state,
    op_id: newUuid(),
    queued_at: Date.now(),
    tries: 0,
    ...(owner === undefined ? {} : { user_id: owner }),
  }
  await set(nextKey(), op, store)
}

async function everyQueued(): Promise<Array<[number, QueuedFavourite]>> {
  const all = await entries<IDBValidKey, QueuedFavourite>(store)
  return all
    .filter((entry): entry is [number, QueuedFavourite] => typeof entry[0] === 'number')
    .sort(([a], [b]) => a - b)
}

/**
 * The signed-in person's queue, oldest first. Changes of another account (one whose session
 * the server refused, or who signed out offline) stay in the store, untouched, until that
 * account signs in here again.
 */
export async function queuedFavourites(): Promise<Array<[number, QueuedFavourite]>> {
  const userId = readAuth()?.userAuth.id
  return (await everyQueued()).filter(([, op]) => queuedFor(op, userId))
}

/** How long another account's changes wait for it to sign in again on this device. */
const HELD_FOR_MS = 30 * 24 * 3_600_000

/** Drops changes held for another account that has not come back within HELD_FOR_MS. */
export async function dropAbandonedFavourites(now = Date.now()): Promise<void> {
  const userId = readAuth()?.userAuth.id
  for (const [key, op] of await everyQueued())
    if (!queuedFor(op, userId) && now - op.queued_at > HELD_FOR_MS) await del(key, store)
}

export const dequeueFavourite = (key: number) => del(key, store)

/** False once the entry was sent by someone else (the worker, another tab). */
export const isStillQueued = async (key: number) => (await get(key, store)) !== undefined

export const countFailure = (key: number, op: QueuedFavourite) =>
  set(key, { ...op, tries: op.tries + 1 }, store)

/** The worker replays with the current access token (never the refresh token: only a tab refreshes). */
export function mirrorSession(info: AuthInfo | null): Promise<void> {
  if (!info) return del(FAVOURITE_QUEUE.sessionKey, store)
  const session: QueueSession = { token: info.token, user_id: info.userAuth.id }
  return set(FAVOURITE_QUEUE.sessionKey, session, store)
}
