import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query'
import { APP_BUILD } from '../../../lib/app-build'
import { readAuth } from '../../../lib/session'
import { createIdbPersister } from './idb-persister'
import { shouldPersist } from './query-meta'

/** Target from issue 7: the persisted answers stay under 1 MB. */
const BUDGET_BYTES = 1024 * 1024
/**
 * At most one save a second: the first answer is saved at once, later ones in the same second
 * together at its end (a page with ten calls makes two saves, not ten).
 */
const THROTTLE_MS = 1_000
/** Older than this, a saved answer is more misleading than useful (prices, availability). */
const MAX_AGE_MS = 7 * 24 * 3_600_000
/** How long a start waits for IndexedDB before rendering without the saved answers. */
const RESTORE_TIMEOUT_MS = 1_000

export const PERSIST_MEASURE = 'funduq:persist'

/** Saved answers belong to one release and one person: anyone else's are discarded on restore. */
const buster = () => `${APP_BUILD}|user:${readAuth()?.userAuth.id ?? 'none'}`

const persister = createIdbPersister({ budgetBytes: BUDGET_BYTES, maxAgeMs: MAX_AGE_MS })
let timer: number | undefined
let lastSave = 0

function save(queryClient: QueryClient) {
  window.clearTimeout(timer)
  timer = undefined
  lastSave = Date.now()
  // Measured: dehydrating, serialising what changed and handing it to IndexedDB, all on the
  // main thread (the write itself finishes off it).
  performance.mark(`${PERSIST_MEASURE}:start`)
  const clientState = dehydrate(queryClient, {
    shouldDehydrateQuery: shouldPersist,
    shouldDehydrateMutation: () => false,
  })
  const done = Promise.resolve(
    persister.persistClient({ buster: buster(), timestamp: Date.now(), clientState }),
  )
  performance.measure(PERSIST_MEASURE, `${PERSIST_MEASURE}:start`)
  if (performance.getEntriesByName(PERSIST_MEASURE).length > 200) performance.clearMeasures(PERSIST_MEASURE)
  done.catch((err: unknown) => console.warn('could not save answers for offline use', err))
}

/**
 * What `persistQueryClientRestore` of @tanstack/query-persist-client-core does, on the app's
 * own query-core: the installed persist-client-core pins an older query-core than react-query
 * uses, and its restore/save would bundle a second copy (see docs/decisions/0015-offline.md).
 */
async function restoreInto(queryClient: QueryClient) {
  try {
    const saved = await persister.restoreClient()
    if (!saved) return
    const expired = Date.now() - saved.timestamp > MAX_AGE_MS
    if (expired || saved.buster !== buster()) return await persister.removeClient()
    hydrate(queryClient, saved.clientState)
    // Online, saved answers are shown at once and asked again as soon as they are used (a
    // review posted a moment ago must show). Offline they keep their own age: asking again
    // would only fail.
    if (navigator.onLine) void queryClient.invalidateQueries({ refetchType: 'none' })
  } catch (err) {
    await persister.removeClient()
    throw err
  }
}

/** Puts the answers saved on this device back into the cache; never holds the start for long. */
export async function restoreQueries(queryClient: QueryClient): Promise<void> {
  const restore = restoreInto(queryClient)
  const timeout = new Promise<void>((resolve) => window.setTimeout(resolve, RESTORE_TIMEOUT_MS))
  await Promise.race([restore.catch((err: unknown) => console.warn('saved answers discarded', err)), timeout])
}

/** Saves (throttled) every time an answer marked `meta.persist` arrives. */
export function persistQueries(queryClient: QueryClient) {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !shouldPersist(event.query)) return
    const wait = Math.max(0, lastSave + THROTTLE_MS - Date.now())
    timer ??= window.setTimeout(() => save(queryClient), wait)
  })
  // Closing the app, reloading or switching away: write now rather than lose the last second.
  const now = () => {
    if (timer !== undefined) save(queryClient)
  }
  window.addEventListener('pagehide', now)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') now()
  })
}

/** Sign-out: nothing saved for the person leaving may outlive the session. */
export async function forgetQueries() {
  window.clearTimeout(timer)
  timer = undefined
  await persister.removeClient()
}
