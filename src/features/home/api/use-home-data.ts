import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Slider } from '../../../../contract/marketing'
import { homeDiscountsQueryOptions } from './discounts'
import { homeOffersQueryOptions } from './offers'
import { slidersQueryOptions } from './sliders'

export type HomeData =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'ready'
      /** Sections with at least one child, in `sort_order`. */
      sections: Slider[]
      /** Live offers in all (for the "see all" link). */
      offersTotal: number
      /** Best discount per hotel, shown as a badge on hotel cards. */
      discountByHotel: ReadonlyMap<number, number>
    }

/**
 * Sliders, offers and discounts together: the sections stay skeletons until all three have
 * answered (spec §2). They are public reads: a first visit asks for them while its guest
 * session is still being made (lib/api.ts). Offers and discounts only add to the sections, so
 * if one of them fails the page goes on.
 */
/** The state before the answers are in (also the home page's first paint, routes/index.tsx). */
export const HOME_LOADING: HomeData = { status: 'loading' }

export function useHomeData(): HomeData {
  const sliders = useQuery(slidersQueryOptions())
  const offers = useQuery(homeOffersQueryOptions())
  const discounts = useQuery(homeDiscountsQueryOptions())

  const sections = useMemo(
    () =>
      (sliders.data ?? [])
        .filter((s) => s.sliders.length > 0)
        .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id),
    [sliders.data],
  )
  const discountByHotel = useMemo(() => {
    const map = new Map<number, number>()
    for (const d of discounts.data ?? [])
      map.set(d.hotel_id, Math.max(map.get(d.hotel_id) ?? 0, d.percentage))
    return map
  }, [discounts.data])

  // A failed refetch (offline) keeps the data it had: only a failure with nothing to show is an error.
  const settled = (q: { data: unknown; isError: boolean }) => q.data !== undefined || q.isError
  const status =
    sliders.data === undefined
      ? sliders.isError
        ? 'error'
        : 'loading'
      : settled(offers) && settled(discounts)
        ? 'ready'
        : 'loading'
  const offersTotal = offers.data?.total ?? 0
  const { refetch } = sliders
  // One object per state (the home page defers on it: a new object each render would re-render).
  return useMemo((): HomeData => {
    if (status === 'error') return { status, retry: () => void refetch() }
    if (status === 'loading') return HOME_LOADING
    return { status, sections, offersTotal, discountByHotel }
  }, [status, refetch, sections, offersTotal, discountByHotel])
}
