import { Workbox } from 'workbox-window'

type Listener = (apply: () => void) => void
const listeners = new Set<Listener>()
let pending: (() => void) | null = null

/** Subscribe to "an updated service worker is waiting"; the callback gets the function to apply it. */
export function onUpdateReady(fn: Listener): () => void {
  listeners.add(fn)
  if (pending) fn(pending)
  return () => listeners.delete(fn)
}

/**
 * Registers `sw.js`. A new version waits until the user confirms the prompt; then it takes
 * over and the page reloads once, so a visitor is never switched mid-booking by surprise.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const wb = new Workbox('/sw.js', { scope: '/' })
  wb.addEventListener('waiting', () => {
    pending = () => {
      wb.addEventListener('controlling', () => window.location.reload())
      wb.messageSkipWaiting()
    }
    for (const fn of listeners) fn(pending)
  })
  void wb.register()
}
