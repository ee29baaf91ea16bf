import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches now; re-renders when that changes. A page rendered on the
 * server, and the render that takes it over, see no match (the phone layout, which is what a
 * first visit most often is); the real answer follows at once.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, noMatch)
}

const noMatch = () => false
