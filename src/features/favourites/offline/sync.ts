import type { QueryClient } from '@tanstack/react-query'
import { FAVOURITE_QUEUE, type ReplayedMessage } from '../../../../contract/offline'
import { isOffline, subscribeConnectivity } from '../../../lib/connectivity'
import { readAuth, subscribeAuth } from '../../../lib/session'
import { onBeforeSignOut, onSignOut } from '../../../lib/sign-out-tasks'
import { clearPending, setPendingFromQueue } from './pending'
import { dropAbandonedFavourites, mirrorSession, queuedFavourites } from './queue'
import { afterReplay, flushFavourites, setReplayQueryClient } from './replay'

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> }
}

/** Asks the service worker to replay when the connection returns, even if the app is closed by then. */
export function requestBackgroundReplay() {
  if (!('serviceWorker' in navigator)) return
  void navigator.serviceWorker.ready
    .then((reg: SyncRegistration) => reg.sync?.register(FAVOURITE_QUEUE.syncTag))
    .catch(() => {
      // No Background Sync (Firefox, Safari): the `online` event and the next start replay instead.
    })
}

/**
 * Starts the favourites queue of this tab: replays what an earlier visit left, and again on
 * every return of the connection or of the account that made them; keeps the worker's copy of
 * the access token current.
 */
export function startFavouriteSync(queryClient: QueryClient) {
  setReplayQueryClient(queryClient)
  const mirror = () => void mirrorSession(readAuth()).catch(() => {})
  mirror()
  // Another account on the device (a sign-in, a sign-out, a refused session gone guest): the
  // hearts show its own waiting changes only, and changes held for it go out now it is back.
  let person = readAuth()?.userAuth.id
  subscribeAuth(() => {
    mirror()
    const now = readAuth()?.userAuth.id
    if (now === person) return
    person = now
    void queuedFavourites().then(setPendingFromQueue, () => {})
    if (now !== undefined) void flushFavourites()
  })
  window.addEventListener('online', () => void flushFavourites())
  // Back from "unreachable" (a failed call, or answers from the worker's cache) without the
  // browser ever saying offline: send too.
  let wasOffline = isOffline()
  subscribeConnectivity(() => {
    const offline = isOffline()
    if (wasOffline && !offline) void flushFavourites()
    wasOffline = offline
  })
  navigator.serviceWorker?.addEventListener(
    'message',
    (event: MessageEvent<{ type?: string; confirmed?: ReplayedMessage['confirmed'] }>) => {
      // The worker stopped at a 401: only a tab can refresh the session, then send.
      if (event.data?.type === FAVOURITE_QUEUE.needsSessionMessage) void flushFavourites()
      if (event.data?.type === FAVOURITE_QUEUE.replayedMessage) void afterReplay(event.data.confirmed ?? [])
    },
  )
  // Signing out sends what waits while the session still works; what cannot go now (offline)
  // stays filed under its account until it signs in here again, shown to nobody else.
  onBeforeSignOut(flushFavourites)
  onSignOut(clearPending)
  void dropAbandonedFavourites().catch(() => {})
  // Hearts changed before a reload or while the app was closed are still pending.
  void queuedFavourites().then(setPendingFromQueue, () => {})
  void flushFavourites()
}
