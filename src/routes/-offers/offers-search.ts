import * as v from 'valibot'

/** URL search params of /offers: a hand-edited value falls back on its own, never throws. */
export const OffersSearch = v.object({
  governorate: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))),
    undefined,
  ),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 1), 1),
})
export type OffersSearch = v.InferOutput<typeof OffersSearch>
