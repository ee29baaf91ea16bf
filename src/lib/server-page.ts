import { drawnForVisitor, SERVER_PAGES } from '../../contract/offline'
import { STORAGE_KEYS } from './storage-keys'

declare global {
  interface Window {
    /** Where TanStack Router's server rendering leaves the page's state for `RouterClient`. */
    $_TSR?: unknown
  }
}

/**
 * Whether `#root` holds a page the server drew (server/http/page-render.ts) that the app can
 * take over as it is. The server draws what a first visit sees (Arabic, US dollars): a visitor
 * who chose another language or currency gets the page drawn anew in the browser.
 */
export function canTakeOverServerPage(): boolean {
  if (!document.getElementById('root')?.hasAttribute(SERVER_PAGES.attribute) || !window.$_TSR) return false
  const stored = (key: string) => localStorage.getItem(key)
  return drawnForVisitor(stored(STORAGE_KEYS.language), stored(STORAGE_KEYS.currency))
}
