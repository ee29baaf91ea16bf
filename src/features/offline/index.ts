import type { QueryClient } from '@tanstack/react-query'
import { onSignOut } from '../../lib/sign-out-tasks'
import { purgeApiCaches } from './api-caches'
import { clearPageSnapshots } from './page-snapshots'
import { forgetQueries, persistQueries, restoreQueries } from './persist/persist-queries'
import { clearSavedVouchers } from './saved-vouchers'

/** What other features may use of offline support. */
export { NeedsConnection, OfflineBookingNotice } from './components/needs-connection'
export { OfflineIndicator } from './components/offline-indicator'
export { SnapshotHandover } from './components/snapshot-handover'
export { isConnectionError } from './connection-error'
export { startPageSnapshots } from './page-snapshots'
export { type SavedVoucher, savedVoucher, saveVoucher } from './saved-vouchers'

/**
 * Before the first render: put the answers saved on this device back, so a reload offline
 * shows the last hotels, favourites and bookings at once; then keep saving them. Everything
 * kept for the person signed in goes on sign-out.
 */
export async function startOffline(queryClient: QueryClient): Promise<void> {
  onSignOut(forgetQueries)
  onSignOut(clearSavedVouchers)
  onSignOut(purgeApiCaches)
  onSignOut(clearPageSnapshots)
  await restoreQueries(queryClient)
  persistQueries(queryClient)
}
