import { useCallback, useSyncExternalStore } from 'react'

/** Spec §9: the hotel page swaps its gallery grid for a carousel below 1150 px. */
export const WIDE_GALLERY = '(min-width: 1150px)'

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
}
