import * as v from 'valibot'

export const Currency = v.object({
  id: v.number(),
  /** ISO 4217 code, e.g. USD. The spec's name for it. */
  currency_name: v.string(),
  real_name: v.string(),
  ar_name: v.string(),
  kr_name: v.string(),
  image: v.nullable(v.string()),
  /** Units of this currency per one US dollar (the base currency). */
  ex_price: v.number(),
  /** Minor digits shown: 0 for IQD (whole dinars), 2 for USD. */
  decimals: v.number(),
})
export type Currency = v.InferOutput<typeof Currency>

export const BASE_CURRENCY = 'USD'
export const currencyCode = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/), v.length(3))
