import * as v from 'valibot'
import { queryInt } from './common'
import { messages as m } from './messages'

/** Help-centre tabs: 1 booking methods, 2 payment and cancellation, 3 customer service, 4 tourist places. */
export const DEPARTMENT_TYPES = [1, 2, 3, 4] as const

export const FaqListQuery = v.object({
  take: queryInt({ min: 1, max: 50, fallback: 15 }),
  skip: queryInt({ min: 0, max: 100_000, fallback: 0 }),
  'filter[department_type]': v.optional(
    v.pipe(
      v.picklist(
        DEPARTMENT_TYPES.map((d) => String(d)),
        m.invalidValue.id,
      ),
      v.transform(Number),
    ),
  ),
})
export type FaqListQuery = v.InferOutput<typeof FaqListQuery>

export const Faq = v.object({
  id: v.number(),
  department_type: v.picklist(DEPARTMENT_TYPES),
  sort_order: v.number(),
  ar_question: v.string(),
  en_question: v.string(),
  kr_question: v.string(),
  ar_answer: v.string(),
  en_answer: v.string(),
  kr_answer: v.string(),
})
export type Faq = v.InferOutput<typeof Faq>

/** `total` counts every question of the filter, so the client knows whether more pages exist. */
export const FaqList = v.object({ data: v.array(Faq), total: v.number() })
export type FaqList = v.InferOutput<typeof FaqList>
