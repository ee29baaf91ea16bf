import * as v from 'valibot'
import { optionalText } from './admin-content'
import { whole } from './admin-hotels'
import { IdParam } from './common'
import { Discount } from './marketing'

/**
 * A hotel's discounts in the operator console (issue 19): the percentage taken off every stay at
 * the hotel (decision 33; the best promotion applies, they do not add up) and the home page
 * card's text in each language. Shared by the server's routes and the console's form.
 */

export const DiscountFields = v.object({
  /** The `discounts_percentage_ck` constraint's range. */
  percentage: whole(1, 90),
  ar_description: optionalText(1000),
  en_description: optionalText(1000),
  kr_description: optionalText(1000),
})
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
