import * as v from 'valibot'
import { optionalText } from './admin-content'
import { adminMessages, whole } from './admin-hotels'
import { IdParam, isoDate } from './common'
import { Discount } from './marketing'
import { messages as m } from './messages'

/**
 * A hotel's discounts in the operator console (issue 19): the percentage taken off the stays at
 * the hotel whose nights all lie in its stay dates (decision 33; the best promotion applies, they
 * do not add up) and the home page card's text in each language. Shared by the server's routes
 * and the console's form.
 */

/** A night or a day, YYYY-MM-DD; blank or absent is no limit (null). */
const optionalDay = v.pipe(
  v.nullish(v.pipe(v.string(m.invalidDate.id), v.trim()), null),
  v.transform((s) => s || null),
  v.nullable(isoDate),
)

export const DiscountFields = v.pipe(
  v.object({
    /** The `discounts_percentage_ck` constraint's range. */
    percentage: whole(1, 90),
    ar_description: optionalText(1000),
    en_description: optionalText(1000),
    kr_description: optionalText(1000),
    /** The stay dates (decision 43): the first and last night a covered stay may have. */
    stay_from: optionalDay,
    stay_to: optionalDay,
    /** The last day a booking gets it (Iraq time), as an offer's `end_date`. */
    book_by: optionalDay,
  }),
  // The `discounts_stay_ck` constraint, said in the reader's words.
  v.forward(
    v.check((d) => !d.stay_from || !d.stay_to || d.stay_to >= d.stay_from, adminMessages.rangeOrder.id),
    ['stay_to'],
  ),
)
export type DiscountFields = v.InferOutput<typeof DiscountFields>

/** The guest site's `Discount` without its hotel: the console edits it on the hotel's page. */
export const AdminDiscount = v.omit(Discount, ['hotel'])
export type AdminDiscount = v.InferOutput<typeof AdminDiscount>

/** Every call answers the hotel's discounts as they now are, oldest first. */
export const AdminDiscounts = v.object({ data: v.array(AdminDiscount) })

/** `/admin/hotels/{id}/discounts/{discount}`: the hotel and one of its discounts. */
export const DiscountParams = v.object({
  ...IdParam.entries,
  discount: IdParam.entries.id,
})
