import type { QueryClient } from '@tanstack/react-query'
import { FAVOURITE_QUEUE, queuedFor } from '../../../../contract/offline'
import { ApiError } from '../../../lib/api'
import { readAuth } from '../../../lib/session'
import { myFavouritesQueryKey } from '../api/my-favourites'
import { setFavourite } from '../api/toggle-favourite'
import { applyConfirmedFavourite } from './confirmed-state'
import { setPendingFromQueue } from './pending'
import { countFailure, dequeueFavourite, isStillQueued, queuedFavourites } from './queue'

let running: Promise<void> | null = null
let again = false
let retryTimer: number | undefined
let client: QueryClient | null = null

/** After a failure: 2 s, 4 s, 8 s… up to a minute. */
const backoffMs = (tries: number) => Math.min(60_000, 2_000 * 2 ** Math.max(0, tries - 1))

function retryLater(ms: number) {
  window.clearTimeout(retryTimer)
  retryTimer = window.setTimeout(() => void flushFavourites(), ms)
}

/**
 * Sends the signed-in person's queue, oldest first, one at a time. The API client refreshes
 * the session on a 401 and retries, but never as someone else: a change made by an account
 * whose session the server refused stays queued for that account. A 5xx, a 429, a 401 even
 * after that, or no answer at all keeps the change and tries again with backoff while the page
 * is open (the browser's Background Sync may wait minutes on a link it still calls online,
 * and only fires at all after the browser saw itself offline); another 4xx will never succeed,
 * so that change is dropped. Returns how many were sent.
 */
async function sendQueued(): Promise<number> {
  let sent = 0
  for (const [key, op] of await queuedFavourites()) {
    // Only the browser's own "offline" stops us early: its `online` event brings us back.
    if (!navigator.onLine) break
    // Sent meanwhile by the worker or another tab.
    if (!(await isStillQueued(key))) break
    // The session changed under us (a refused refresh): this change waits for its account.
    if (!queuedFor(op, readAuth()?.userAuth.id)) break
    try {
      const answer = await setFavourite(op.hotel_id, op.state, op.op_id)
      if (client) applyConfirmedFavourite(client, op.hotel_id, answer.is_favorites)
    } catch (err) {
      const final = err instanceof ApiError && err.status < 500 && err.status !== 401 && err.status !== 429
      if (!final) {
        await countFailure(key, op)
        const asked = err instanceof ApiError && err.retryAfter ? err.retryAfter * 1000 : 0
        retryLater(Math.max(asked, backoffMs(op.tries + 1)))
        break
      }
      console.warn('favourite change refused', op, err)
    }
    await dequeueFavourite(key)
    sent++
  }
  return sent
}

/**
 * After changes reached the server (sent by this tab, or by the worker: `confirmed` then says
 * which): the cached hotels show them, the favourites list asks again, and the hearts stop
 * showing them as pending — in that order, so no heart blinks back to an old state.
 */
export async function afterReplay(confirmed: ReadonlyArray<{ hotel_id: number; state: boolean }> = []) {
  if (client) {
    for (const op of confirmed) applyConfirmedFavourite(client, op.hotel_id, op.state)
    void client.invalidateQueries({ queryKey: myFavouritesQueryKey })
  }
  setPendingFromQueue(await queuedFavourites())
}

async function flushOnce() {
  // The worker may be replaying the same queue (Background Sync): one sender at a time. When
  // it got there first this tab sent nothing, and its message (afterReplay) updates the hearts.
  const sent = navigator.locks
    ? await navigator.locks.request(FAVOURITE_QUEUE.lock, sendQueued)
    : await sendQueued()
  if (sent > 0) await afterReplay()
}

/** Sends what is queued; a call while one runs makes it go round once more. */
export function flushFavourites(): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    do {
      again = false
      await flushOnce().catch((err: unknown) => console.warn('favourite replay failed', err))
    } while (again)
  })().finally(() => {
    running = null
  })
  return running
}

export function setReplayQueryClient(queryClient: QueryClient) {
  client = queryClient
}
