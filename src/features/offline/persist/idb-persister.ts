import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import type { DehydratedState } from '@tanstack/react-query'
import { createStore, del, get, set } from 'idb-keyval'

type DehydratedQuery = DehydratedState['queries'][number]

/** As stored: each query already serialised, so a save only serialises what changed. */
interface Stored {
  buster: string
  timestamp: number
  queries: string[]
}

interface Entry {
  json: string
  bytes: number
  updatedAt: number
  /** The data the json was made from: unchanged data is not serialised again. */
  data: unknown
}

export const QUERY_CACHE_DB = { db: 'funduq-query-cache', store: 'persisted', key: 'client' } as const
const store = createStore(QUERY_CACHE_DB.db, QUERY_CACHE_DB.store)
const encoder = new TextEncoder()

function entryOf(query: DehydratedQuery, json?: string): Entry {
  // A restored query must not look like it is still fetching.
  const text =
    json ??
    JSON.stringify({
      ...query,
      state: { ...query.state, fetchStatus: 'idle', fetchFailureCount: 0, fetchFailureReason: null },
    })
  return {
    json: text,
    bytes: encoder.encode(text).byteLength,
    updatedAt: query.state.dataUpdatedAt,
    data: query.state.data,
  }
}

interface Options {
  budgetBytes: number
  /** An answer not refreshed for this long is dropped, however recent the last save. */
  maxAgeMs: number
}

/**
 * A TanStack Query persister on IndexedDB (idb-keyval) with a size budget. It keeps what it
 * saved before even after the query left memory (TanStack Query forgets unused queries after
 * five minutes, but a hotel seen an hour ago is still worth showing offline); when the total
 * passes `budgetBytes`, the oldest answers go first.
 */
export function createIdbPersister({ budgetBytes, maxAgeMs }: Options): Persister {
  const entries = new Map<string, Entry>()
  let buster: string | null = null

  function trim(): string[] {
    const newestFirst = [...entries].sort(([, a], [, b]) => b.updatedAt - a.updatedAt)
    const oldest = Date.now() - maxAgeMs
    const kept: string[] = []
    let total = 0
    for (const [hash, entry] of newestFirst) {
      if (entry.updatedAt < oldest || total + entry.bytes > budgetBytes) {
        entries.delete(hash)
        continue
      }
      total += entry.bytes
      kept.push(entry.json)
    }
    return kept
  }

  return {
    persistClient(client: PersistedClient) {
      // Another person or another release: nothing of the old set may be written again.
      if (client.buster !== buster) {
        entries.clear()
        buster = client.buster
      }
      for (const query of client.clientState.queries) {
        const old = entries.get(query.queryHash)
        if (old && old.data === query.state.data && old.updatedAt === query.state.dataUpdatedAt) continue
        entries.set(query.queryHash, entryOf(query))
      }
      const stored: Stored = { buster: client.buster, timestamp: client.timestamp, queries: trim() }
      return set(QUERY_CACHE_DB.key, stored, store)
    },

    async restoreClient() {
      const stored = await get<Stored>(QUERY_CACHE_DB.key, store)
      entries.clear()
      if (!stored) return undefined
      buster = stored.buster
      const oldest = Date.now() - maxAgeMs
      const queries: DehydratedQuery[] = []
      for (const json of stored.queries) {
        const query = JSON.parse(json) as DehydratedQuery
        if (query.state.dataUpdatedAt < oldest) continue
        entries.set(query.queryHash, entryOf(query, json))
        queries.push(query)
      }
      return { buster: stored.buster, timestamp: stored.timestamp, clientState: { queries, mutations: [] } }
    },

    async removeClient() {
      entries.clear()
      buster = null
      await del(QUERY_CACHE_DB.key, store)
    },
  }
}
