import * as v from 'valibot'

/** `?id=` of the done and failed pages: optional; a bad value is as good as none. */
export const OutcomeSearch = v.object({
  id: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
    undefined,
  ),
})
