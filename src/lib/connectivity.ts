/**
 * Whether the app can reach the server. `navigator.onLine` alone says "online" on a captive
 * portal or a dead mobile link, so API calls report too: a fetch that throws means offline
 * until an answer comes from the network again.
 */
let unreachable = false
const listeners = new Set<() => void>()

const notify = () => {
  for (const fn of listeners) fn()
}

/**
 * Only a browser's `false` counts: Node has a global `navigator` since 21 without `onLine`
 * (undefined), where the client's code runs in the tests and the server's page renderer.
 */
const browserSaysOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

export function isOffline(): boolean {
  return browserSaysOffline() || unreachable
}

export function subscribeConnectivity(fn: () => void): () => void {
  listeners.add(fn)
  return () => listeners.delete(fn)
}

function setUnreachable(value: boolean) {
  if (unreachable === value) return
  unreachable = value
  notify()
}

/**
 * While unreachable, the server is asked again by itself (`probe`, a cheap call through the
 * API client), 2 s after the failure, then at doubling intervals up to 30 s: otherwise a page
 * that makes no more calls after a dead moment of the link would say "offline" until the next
 * tap, however long the connection has been back (issue 20). While the browser itself says
 * offline there is no probing: its `online` event comes first.
 */
const PROBE_FIRST_MS = 2_000
const PROBE_MAX_MS = 30_000
let probe: (() => Promise<unknown>) | null = null
let probeTimer: ReturnType<typeof setTimeout> | undefined
let probeDelay = PROBE_FIRST_MS

export function setReachabilityProbe(fn: () => Promise<unknown>) {
  probe = fn
}

function scheduleProbe() {
  if (!probe || probeTimer !== undefined || typeof window === 'undefined') return
  probeTimer = setTimeout(() => {
    probeTimer = undefined
    if (!unreachable || browserSaysOffline()) return
    probeDelay = Math.min(PROBE_MAX_MS, probeDelay * 2)
    // Its outcome comes back through noteResponse or noteNetworkFailure, like any call's.
    void probe?.().catch(() => undefined)
  }, probeDelay)
}

function stopProbing() {
  clearTimeout(probeTimer)
  probeTimer = undefined
  probeDelay = PROBE_FIRST_MS
}

/** Called by the API client with every answer it gets: an answer came, so the server is there. */
export function noteResponse(_res: Response) {
  stopProbing()
  setUnreachable(false)
}

/** Called by the API client when a request never got an answer. */
export function noteNetworkFailure(err: unknown) {
  // An abort (the page moved on) says nothing about the connection.
  if (err instanceof DOMException && err.name === 'AbortError') return
  setUnreachable(true)
  scheduleProbe()
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    stopProbing()
    unreachable = false
    notify()
  })
  window.addEventListener('offline', notify)
}
