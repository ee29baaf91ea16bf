import type { QueryClient } from '@tanstack/react-query'
import { readAuth, subscribeAuth } from '../../lib/session'
import { onSignOut } from '../../lib/sign-out-tasks'
import {
  forgetKeptAnswers,
  persistedQuery,
  persistManualUpdates,
  trimKeptAnswers,
} from './persist/query-persister'

export { restoreKeptAnswers } from './persist/query-persister'

import { clearKeptBookings, trimKeptBookings } from './kept-bookings'
import { clearSavedVouchers, trimSavedVouchers } from './saved-vouchers'

/** What other features may use of offline support. */
export { NeedsConnection, OfflineBookingNotice } from './components/needs-connection'
export { isConnectionError } from './connection-error'
export { type KeptBookings, keepBookings, keptBookings } from './kept-bookings'
export { type SavedVoucher, savedVoucher, saveVoucher } from './saved-vouchers'

/**
 * Before the first query: answers marked `meta.persist` are kept on this device as they arrive
 * and read back by a query that has none in memory, so a reload offline shows the last hotels,
 * favourites and bookings at once. Everything kept for the person signed in goes on sign-out.
 */
export function startOffline(queryClient: QueryClient): void {
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, persister: persistedQuery } })
  persistManualUpdates(queryClient)
  onSignOut(forgetKeptAnswers)
  // Another person signed in here (a guest who signs in): theirs start from nothing.
  const person = () => readAuth()?.userAuth.id ?? null
  let signedIn = person()
  subscribeAuth(() => {
    if (person() === signedIn) return
    signedIn = person()
    void forgetKeptAnswers()
  })
  onSignOut(clearSavedVouchers)
  onSignOut(clearKeptBookings)
  // Tidying what is kept can wait for a quiet moment.
  setTimeout(() => {
    void trimKeptAnswers().catch(() => undefined)
    void trimKeptBookings().catch(() => undefined)
    void trimSavedVouchers().catch(() => undefined)
  }, 5_000)
}
