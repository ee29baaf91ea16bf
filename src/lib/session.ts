import * as v from 'valibot'
import { AuthAnswer, AuthInfo } from '../../contract/auth'
import { sendToApi } from './api-transport'
import { STORAGE_KEYS } from './storage-keys'

/**
 * The stored session (`auth_info`, spec §3/§4). Every visitor has one: without it the client
 * signs in as a guest first. Refreshing is single-flight, so parallel 401s cause one refresh.
 */
export function readAuth(): AuthInfo | null {
  try {
    const parsed = v.safeParse(AuthInfo, JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? 'null'))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()
export function subscribeAuth(fn: () => void) {
  listeners.add(fn)
  return () => listeners.delete(fn)
}

export function writeAuth(info: AuthInfo | null) {
  if (info) localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify(info))
  else localStorage.removeItem(STORAGE_KEYS.auth)
  for (const fn of listeners) fn()
}

/** Well inside the server's 60 s grace for a token it has just rotated. */
const LOST_ANSWER_RETRY_MS = 1_000

/**
 * `POST /auth/guest-user`: a session, `'refused'` when the server said no (the refresh token is
 * unknown, used or revoked), or null when it could not say (offline, 5xx, 429) — try again later.
 */
async function callGuestUser(refreshToken?: string): Promise<AuthInfo | 'refused' | null> {
  const send = () =>
    sendToApi('/auth/guest-user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(refreshToken ? { refreshToken } : {}),
    })
  let res: Response
  try {
    res = await send()
  } catch {
    // The answer may have been lost after the server rotated the token (a phone losing its
    // signal): asked again within the server's grace period (decision 30), the same token gets
    // the same successor, so one more try now spares the person a failed page.
    if (!refreshToken) return null
    await new Promise((resolve) => setTimeout(resolve, LOST_ANSWER_RETRY_MS))
    try {
      res = await send()
    } catch {
      return null
    }
  }
  if (res.status === 429 || res.status >= 500) return null
  if (!res.ok) return 'refused'
  const parsed = v.safeParse(AuthAnswer, await res.json().catch(() => null))
  return parsed.success ? parsed.output.data : null
}

type RefusedListener = (ended: AuthInfo) => void
const refusedListeners = new Set<RefusedListener>()

/**
 * The server refused the session's refresh token (expired, revoked by a sign-out elsewhere or a
 * password reset, or reused after its grace period): the session `ended` is over on this device,
 * which goes on as a new guest. The one event the UI listens to for "you were signed out"
 * (`ended.userAuth.is_guest` tells a person's session from a guest's).
 */
export function onSessionRefused(fn: RefusedListener): () => void {
  refusedListeners.add(fn)
  return () => refusedListeners.delete(fn)
}

let inFlight: Promise<AuthInfo | null> | null = null

function once(task: () => Promise<AuthInfo | null>) {
  inFlight ??= task().finally(() => {
    inFlight = null
  })
  return inFlight
}

/** A session exists after this resolves (or the server is unreachable). */
export function ensureSession(): Promise<AuthInfo | null> {
  const current = readAuth()
  if (current) return Promise.resolve(current)
  return once(async () => {
    const info = await callGuestUser()
    if (!info || info === 'refused') return null
    writeAuth(info)
    return info
  })
}

/**
 * After a 401: trade the refresh token for a new pair. If the server refuses it (expired,
 * revoked), start over as a new guest rather than leaving the visitor stuck; if it cannot answer
 * now (offline, overloaded), keep the sign-in: the call fails and the page offers to try again.
 */
export function refreshSession(staleToken: string | undefined): Promise<AuthInfo | null> {
  return once(async () => {
    const current = readAuth()
    // Another tab or call already refreshed: use its result.
    if (current && current.token !== staleToken) return current
    const refreshed = current ? await callGuestUser(current.refreshToken) : 'refused'
    if (refreshed === null) return current
    if (refreshed !== 'refused') {
      writeAuth(refreshed)
      return refreshed
    }
    const guest = await callGuestUser()
    const info = guest && guest !== 'refused' ? guest : null
    writeAuth(info)
    if (current) for (const fn of refusedListeners) queueMicrotask(() => fn(current))
    return info
  })
}
