import type { HotelFlag } from '../../../contract/hotel'
import { type HotelsSearch, PRICE_SCALE } from '../search/search-params'

/** A slider step (US dollars) as the bound sent and shown in the chosen currency. */
export const lowerBound = (usd: number, exPrice: number) => Math.floor(usd * exPrice)
export const upperBound = (usd: number, exPrice: number) => Math.ceil(usd * exPrice)

/**
 * The list filters of the URL as §7 query parameters. The price slider moves in US-dollar
 * steps per night; the API reads the chosen currency, so the bounds are converted with its
 * rate (and shown so by the slider). The slider's top end means "no upper limit".
 */
export function filterQuery(s: HotelsSearch, exPrice: number) {
  const flags: Partial<Record<`filter[${HotelFlag}]`, number>> = {}
  for (const f of s.features ?? []) flags[`filter[${f}]`] = 1
  return {
    start_price: s.min_price > 0 ? lowerBound(s.min_price, exPrice) : undefined,
    end_price: s.max_price < PRICE_SCALE.max ? upperBound(s.max_price, exPrice) : undefined,
    'filter[stars]': s.stars || undefined,
    'filter[rate]': s.rate || undefined,
    ...flags,
    'filter[free_cancellation]': s.free_cancel ? 1 : undefined,
  }
}

/** How many filters differ from the defaults (shown on the phone's "Filters" button). */
export function activeFilterCount(s: HotelsSearch): number {
  return (
    Number(s.min_price !== PRICE_SCALE.from || s.max_price !== PRICE_SCALE.to) +
    Number(s.stars > 0) +
    Number(s.rate > 0) +
    (s.features?.length ?? 0) +
    Number(Boolean(s.free_cancel))
  )
}
