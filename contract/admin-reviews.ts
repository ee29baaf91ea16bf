import * as v from 'valibot'
import { REVIEW_FILTERS } from './admin-filters'
import { queryId, queryInt } from './common'
import { messages as m } from './messages'

/**
 * The console's reviews (issue 19 item 6): a hotel's reviews with their replies, one reply per
 * review by the hotel (manager or administrator), and hiding an abusive review (administrator).
 */

export const AdminReviewQuery = v.object({
  hotel_id: queryId,
  filter: v.optional(v.picklist(REVIEW_FILTERS, m.invalidValue.id), 'all'),
  page: queryInt({ min: 1, max: 100_000, fallback: 1 }),
})
export type AdminReviewQuery = v.InferOutput<typeof AdminReviewQuery>

export const AdminReview = v.object({
  id: v.number(),
  hotel: v.object({ id: v.number(), ar_title: v.string(), en_title: v.string(), kr_title: v.string() }),
  /** The reviewer's display name only, as on the hotel page. */
  client: v.object({ id: v.number(), name: v.string() }),
  rate: v.number(),
  comment: v.nullable(v.string()),
  created_at: v.string(),
  reply: v.nullable(v.string()),
  replied_at: v.nullable(v.string()),
  hidden: v.boolean(),
})
export type AdminReview = v.InferOutput<typeof AdminReview>

/** The reply's text: a few paragraphs at most; line breaks are kept. */
export const ReplyBody = v.object({
  reply: v.pipe(
    v.string(m.required.id),
    v.trim(),
    v.nonEmpty(m.required.id),
    v.maxLength(2000, m.tooLong.id),
  ),
})
export type ReplyBody = v.InferOutput<typeof ReplyBody>

export const HiddenBody = v.object({ hidden: v.boolean(m.invalidValue.id) })
