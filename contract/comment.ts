import * as v from 'valibot'
import { queryInt } from './common'
import { messages as m } from './messages'

export const CommentListQuery = v.object(
  {
    hotel_id: v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, m.wholeNumber.id),
      v.transform(Number),
      v.minValue(1, m.tooSmall.id),
    ),
    take: queryInt({ min: 1, max: 50, fallback: 20 }),
    skip: queryInt({ min: 0, max: 100_000, fallback: 0 }),
  },
  // valibot reports a missing key with the object's message: here that is only hotel_id.
  m.required.id,
)
export type CommentListQuery = v.InferOutput<typeof CommentListQuery>

export const Comment = v.object({
  id: v.number(),
  client_id: v.number(),
  /** Only the reviewer's display name is public; e-mail and phone never leave the server. */
  client: v.object({ id: v.number(), name: v.string() }),
  comment: v.nullable(v.string()),
  rate: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  /**
   * The hotel's answer, written in the operator console (decision 39). Optional: a list kept
   * on a device from before it existed still reads.
   */
  reply: v.optional(
    v.nullable(v.object({ text: v.string(), replied_at: v.pipe(v.string(), v.isoTimestamp()) })),
  ),
})
export type Comment = v.InferOutput<typeof Comment>

/** `total` is every comment of the hotel (the spec's totalReviews), not just this page. */
export const CommentList = v.object({ data: v.array(Comment), total: v.number() })
export type CommentList = v.InferOutput<typeof CommentList>
