import { useSyncExternalStore } from 'react'
import { isOffline, subscribeConnectivity } from './connectivity'

/** True while the server cannot be reached (see connectivity.ts), re-rendering on changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOffline, () => false)
}
