import { useSyncExternalStore } from 'react'

/** Chrome's install offer; not in TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export type InstallOption =
  /** Already running as an installed app: nothing to offer. */
  | 'installed'
  /** Chrome/Edge/Samsung Internet offered to install: our button opens the browser's dialog. */
  | 'prompt'
  /** iPhone/iPad: no install prompt exists; we explain Share → Add to Home Screen. */
  | 'ios-safari'
  /** An iOS browser other than Safari (or an in-app browser): Safari is the reliable way. */
  | 'ios-other'
  | 'none'

let deferred: BeforeInstallPromptEvent | null = null
let installed = false
const listeners = new Set<() => void>()
const notify = () => {
  for (const fn of listeners) fn()
}

const standaloneQuery = typeof window !== 'undefined' ? window.matchMedia('(display-mode: standalone)') : null

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return installed || iosStandalone || standaloneQuery?.matches === true
}

function iosBrowser(): 'safari' | 'other' | null {
  const ua = navigator.userAgent
  // iPadOS presents itself as a Mac; a touch screen gives it away.
  const ios = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)
  if (!ios) return null
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|FBAN|FBAV|Instagram|Line\//
  return /Safari\//.test(ua) && !otherBrowser.test(ua) ? 'safari' : 'other'
}

function current(): InstallOption {
  if (isStandalone()) return 'installed'
  if (deferred) return 'prompt'
  const ios = iosBrowser()
  if (ios === 'safari') return 'ios-safari'
  if (ios === 'other') return 'ios-other'
  return 'none'
}

// Listened for from the first script on: Chrome fires the event once, early, and only to
// pages that keep it (preventDefault) may show their own install button.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    installed = true
    notify()
  })
  standaloneQuery?.addEventListener('change', notify)
}

const subscribe = (fn: () => void) => {
  listeners.add(fn)
  return () => void listeners.delete(fn)
}

export const useInstallOption = (): InstallOption => useSyncExternalStore(subscribe, current, () => 'none')

/** Opens the browser's own install dialog; its event can be used once. */
export async function promptInstall(): Promise<void> {
  const event = deferred
  if (!event) return
  deferred = null
  notify()
  await event.prompt()
  const { outcome } = await event.userChoice
  if (outcome === 'accepted') installed = true
  notify()
}
