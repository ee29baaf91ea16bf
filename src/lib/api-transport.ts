import { noteNetworkFailure, noteResponse, setReachabilityProbe } from './connectivity'
import { currentLanguage } from './i18n'

type Transport = (url: string, init: RequestInit) => Promise<Response>
/** How a request reaches the API: the browser's fetch, or the server's own app while it renders
 * a page (src/server-render.tsx). */
let transport: Transport = (url, init) => fetch(url, init)
export const setApiTransport = (fn: Transport) => {
  transport = fn
}

/**
 * The one way out to `/api`, for every call (the session's own calls included): the reader's
 * language goes along, and each call's fate goes to the offline indicator.
 */
export function sendToApi(path: string, init: RequestInit, token?: string): Promise<Response> {
  const headers = new Headers(init.headers)
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  headers.set('Accept-Language', currentLanguage())
  if (token) headers.set('Authorization', `Bearer ${token}`)
  return transport(`/api${path}`, { ...init, headers }).then(
    (res) => {
      noteResponse(res)
      return res
    },
    (err: unknown) => {
      noteNetworkFailure(err)
      throw err
    },
  )
}

/** How long the reachability probe waits for an answer: a dead link may never give one. */
const PROBE_TIMEOUT_MS = 10_000

// What the offline indicator asks while it says "offline" (connectivity.ts): the health call
// answers at once, and any answer at all, even a 503, means the server can be reached.
setReachabilityProbe(() =>
  sendToApi('/health', { method: 'GET', cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }),
)
