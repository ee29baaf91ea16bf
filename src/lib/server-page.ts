import { drawnForVisitor, SERVER_PAGES } from '../../contract/offline'
import { STORAGE_KEYS } from './storage-keys'

declare global {
  interface Window {
    /** Where TanStack Router's server rendering leaves the page's state for `RouterClient`. */
    $_TSR?: unknown
  }
}

let takenOver: (() => void) | undefined

/** Runs `fn` once the app has taken the server's page over (its first commit), if it does. */
export function afterTakeover(fn: () => void): void {
  takenOver = fn
}

/** Called by the app's first commit (ServerPageHandover). */
export function tookOver(): void {
  const fn = takenOver
  takenOver = undefined
  if (fn) setTimeout(fn)
}

/**
 * Whether `#root` holds a page the server drew (server/http/page-render.ts), or the worker's
 * copy of one, that the app can take over as it is: drawn in the visitor's language and
 * currency. Otherwise (a kept page from before another choice) the app draws the page anew.
 */
export function canTakeOverServerPage(): boolean {
  if (!document.getElementById('root')?.hasAttribute(SERVER_PAGES.attribute) || !window.$_TSR) return false
  const stored = (key: string) => localStorage.getItem(key)
  const drawn = document.documentElement.getAttribute(SERVER_PAGES.drawnForAttribute)
  return drawnForVisitor(stored(STORAGE_KEYS.language), stored(STORAGE_KEYS.currency), drawn)
}
