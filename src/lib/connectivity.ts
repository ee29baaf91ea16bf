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

export function isOffline(): boolean {
  return (typeof navigator !== 'undefined' && !navigator.onLine) || unreachable
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

/** Called by the API client with every answer it gets: an answer came, so the server is there. */
export function noteResponse(_res: Response) {
  setUnreachable(false)
}

/** Called by the API client when a request never got an answer. */
export function noteNetworkFailure(err: unknown) {
  // An abort (the page moved on) says nothing about the connection.
  if (err instanceof DOMException && err.name === 'AbortError') return
  setUnreachable(true)
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    unreachable = false
    notify()
  })
  window.addEventListener('offline', notify)
}
