import {
  type AsyncStorage,
  experimental_createQueryPersister,
  type PersistedQuery,
} from '@tanstack/query-persist-client-core'
import type { QueryClient, QueryPersister } from '@tanstack/react-query'
import { clear, createStore, del, entries, get, set } from 'idb-keyval'
import { APP_BUILD } from '../../../lib/app-build'
import { readAuth } from '../../../lib/session'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * Keep this query's answer on the device (IndexedDB) so a reload offline shows it. Only
       * for answers the signed-in person may see again on this device; never for one-time or
       * payment data. See docs/decisions/0015-offline.md.
       */
      persist?: boolean
    }
  }
}

/** One IndexedDB entry per answer kept, as JSON: the bytes kept are what the budget counts. */
export const QUERY_CACHE_DB = { db: 'funduq-queries', store: 'queries' } as const
/** The store of releases before decision 28 (the whole set in one entry): deleted at start. */
const OLD_DB = 'funduq-query-cache'

/** Target from issue 7: the answers kept stay under 1 MB; the oldest go first. */
const BUDGET_BYTES = 1024 * 1024
/** Older than this, a kept answer is more misleading than useful (prices, availability). */
const MAX_AGE_MS = 7 * 24 * 3_600_000
/** How long a query waits for IndexedDB before asking the network instead. */
const READ_TIMEOUT_MS = 1_000

/** Main-thread time of each write (serialising and handing it to IndexedDB), and of each read. */
export const PERSIST_MEASURE = 'funduq:persist'
export const RESTORE_MEASURE = 'funduq:restore'

const store = createStore(QUERY_CACHE_DB.db, QUERY_CACHE_DB.store)
const encoder = new TextEncoder()

const storage: AsyncStorage<PersistedQuery> = {
  async getItem(key) {
    const started = performance.now()
    const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, READ_TIMEOUT_MS))
    const json = await Promise.race([get<string>(key, store), timeout])
    performance.measure(RESTORE_MEASURE, { start: started })
    return json ? (JSON.parse(json) as PersistedQuery) : undefined
  },
  setItem(key, query) {
    const started = performance.now()
    const written = set(key, JSON.stringify(query), store)
    performance.measure(PERSIST_MEASURE, { start: started })
    return written
  },
  removeItem: (key) => del(key, store),
  entries: async () =>
    (await entries<string, string>(store)).map(([key, json]) => [key, JSON.parse(json) as PersistedQuery]),
}

/**
 * Answers belong to one release and one person: anyone else's are discarded when read. The
 * persister is made again when either changes (sign-in, sign-out).
 */
const busterNow = () => `${APP_BUILD}|user:${readAuth()?.userAuth.id ?? 'none'}`
let current: {
  buster: string
  persister: ReturnType<typeof experimental_createQueryPersister<PersistedQuery>>
}

function persister() {
  const buster = busterNow()
  if (current?.buster !== buster)
    current = {
      buster,
      persister: experimental_createQueryPersister<PersistedQuery>({
        storage,
        buster,
        maxAge: MAX_AGE_MS,
        serialize: (query) => query,
        deserialize: (query) => query,
        // Only answers marked for it (features' query options, meta.persist).
        filters: { predicate: (query) => query.meta?.persist === true },
      }),
    }
  return current.persister
}

/**
 * A query's `persister` (TanStack Query's per-query persistence): a query with nothing in memory
 * takes its kept answer from IndexedDB, then asks the network again if that answer is stale;
 * every answer fetched is kept. A reload offline thus shows what was seen, with no call.
 */
export const persistedQuery: QueryPersister = (queryFn, context, query) =>
  persister().persisterFn(queryFn, context, query)

/**
 * Keeps answers written by the app itself too (a favourite confirmed into the cached hotels):
 * the persister only sees what its query fetched.
 */
export function persistManualUpdates(queryClient: QueryClient) {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !event.action.manual) return
    if (event.query.meta?.persist === true) void persister().persistQuery(event.query)
  })
}

/**
 * Puts the person's own kept answers over those of a page the server drew for nobody (its
 * hearts empty), for the queries that page holds; the app asks the network again after.
 */
export async function restoreKeptAnswers(queryClient: QueryClient): Promise<void> {
  const drawn = queryClient.getQueryCache().findAll({ predicate: (query) => query.meta?.persist === true })
  await Promise.all(
    drawn.map((query) =>
      persister().retrieveQuery(query.queryHash, (kept) =>
        queryClient.setQueryData(query.queryKey, kept.state.data, { updatedAt: kept.state.dataUpdatedAt }),
      ),
    ),
  )
}

/** Drops answers expired or of another release or person, then the oldest past the budget. */
export async function trimKeptAnswers(): Promise<void> {
  indexedDB.deleteDatabase(OLD_DB)
  await persister().persisterGc()
  const kept = await entries<string, string>(store)
  const newestFirst = kept
    .map(([key, json]) => ({
      key,
      bytes: encoder.encode(json).byteLength,
      at: (JSON.parse(json) as PersistedQuery).state.dataUpdatedAt,
    }))
    .sort((a, b) => b.at - a.at)
  let total = 0
  for (const entry of newestFirst) {
    total += entry.bytes
    if (total > BUDGET_BYTES) await del(entry.key, store)
  }
}

/** Sign-out: nothing kept for the person leaving may outlive the session. */
export const forgetKeptAnswers = () => clear(store)
