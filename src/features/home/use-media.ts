import { useSyncExternalStore } from 'react'

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)')

/** True while the tab is in the background: nothing should animate then. */
export function usePageHidden(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener('visibilitychange', onChange)
      return () => document.removeEventListener('visibilitychange', onChange)
    },
    () => document.visibilityState === 'hidden',
    () => false,
  )
}

/**
 * Runs `fn` once the page has finished loading (at once if it already has), so work that is
 * not needed for the first paint never competes with it. Returns a cancel function.
 */
export function afterPageLoad(fn: () => void): () => void {
  let timer: number | undefined
  const run = () => {
    timer = window.setTimeout(fn, 0)
  }
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
  return () => {
    window.removeEventListener('load', run)
    if (timer !== undefined) window.clearTimeout(timer)
  }
}
