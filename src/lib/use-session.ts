import { useSyncExternalStore } from 'react'
import type { AuthInfo } from '../../contract/auth'
import { readAuth, subscribeAuth } from './session'

let cachedRaw: string | null = null
let cached: AuthInfo | null = null

/** The stored session, re-rendering when it changes (sign-in, refresh, sign-out). */
export function useSession(): AuthInfo | null {
  return useSyncExternalStore(
    (fn) => {
      const off = subscribeAuth(fn)
      return () => void off()
    },
    () => {
      const raw = localStorage.getItem('auth_info')
      if (raw !== cachedRaw) {
        cachedRaw = raw
        cached = readAuth()
      }
      return cached
    },
    // A page rendered on the server is a first visit's: nobody is signed in yet.
    () => null,
  )
}

/** Spec §4: a user's name is shown cut at 15 characters plus an ellipsis. */
export function displayName(name: string): string {
  const chars = [...name]
  return chars.length > 15 ? `${chars.slice(0, 15).join('')}…` : name
}
