import * as v from 'valibot'
import { DEPARTMENT_TYPES } from '../../../contract/faq'

/** `/faq?tab=1…4`: the open department; anything else opens the first. */
export const FaqSearch = v.object({
  tab: v.fallback(v.optional(v.picklist(DEPARTMENT_TYPES), 1), 1),
})
export type FaqSearch = v.InferOutput<typeof FaqSearch>
