import { clear, createStore, del, entries, get, set } from 'idb-keyval'
import type { Reservation } from '../../../contract/booking'
import { readAuth } from '../../lib/session'
import { keptUntil } from './stay-keeping'

/**
 * The bookings list as last seen, per person and tab of My bookings, with when it was seen
 * (issue 20). Its own IndexedDB database, apart from the answers kept for the query cache
 * (`funduq-queries`): those are discarded by each new release and after 7 days, these only
 * when their stay is 30 days over, or on sign-out. So My bookings opens offline after an app
 * update or a week without a connection, and each stored voucher can be opened from it.
 */
export const BOOKINGS_DB = { db: 'funduq-bookings', store: 'lists' } as const
const store = createStore(BOOKINGS_DB.db, BOOKINGS_DB.store)

export interface KeptBookings {
  userId: number
  tab: string
  reservations: Reservation[]
  /** When the server last gave this list (ms). */
  seenAt: number
}

const keyOf = (userId: number, tab: string) => `${userId}:${tab}`
const stillKept = (r: Reservation, now: number) => keptUntil(r.checkout) > now

/** Keeps the list the server just gave, without stays long over. */
export async function keepBookings(tab: string, reservations: Reservation[]): Promise<void> {
  const userId = readAuth()?.userAuth.id
  if (userId === undefined) return
  const now = Date.now()
  const kept: KeptBookings = {
    userId,
    tab,
    reservations: reservations.filter((r) => stillKept(r, now)),
    seenAt: now,
  }
  await set(keyOf(userId, tab), kept, store)
}

/** The signed-in person's list for a tab as last seen, stays long over left out. */
export async function keptBookings(tab: string): Promise<KeptBookings | undefined> {
  const userId = readAuth()?.userAuth.id
  if (userId === undefined) return undefined
  const kept = await get<KeptBookings>(keyOf(userId, tab), store)
  if (!kept) return undefined
  const now = Date.now()
  return { ...kept, reservations: kept.reservations.filter((r) => stillKept(r, now)) }
}

/** Drops the stays long over, and lists left empty by that. */
export async function trimKeptBookings(now = Date.now()): Promise<void> {
  for (const [key, kept] of await entries<string, KeptBookings>(store)) {
    const left = kept.reservations.filter((r) => stillKept(r, now))
    if (left.length === kept.reservations.length) continue
    if (left.length === 0) await del(key, store)
    else await set(key, { ...kept, reservations: left }, store)
  }
}

export const clearKeptBookings = () => clear(store)
