import * as v from 'valibot'

/**
 * Cancellation (decision 32). Each room type carries one of three policies; the terms of a
 * stay are computed by the server for its dates and the moment asked, never by the client.
 *
 * - `free_until`: free until `free_cancel_days` days before check-in (midnight, Iraq time);
 *   after that the first night is kept.
 * - `first_night`: the first night is always kept, the rest comes back.
 * - `non_refundable`: nothing comes back.
 */
export const CANCELLATION_POLICIES = ['free_until', 'first_night', 'non_refundable'] as const
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number]

/** The terms of a stay as every answer carries them. */
export const CancellationTerms = v.object({
  /** Cancelling now would give something back. */
  refundable: v.boolean(),
  /** Until when cancelling costs nothing (ISO 8601, +03:00); null when it never is free. */
  free_until: v.nullable(v.string()),
  /** What cancelling now would keep, in the answer's currency. */
  penalty: v.number(),
})
export type CancellationTerms = v.InferOutput<typeof CancellationTerms>

/**
 * A refund's state: `pending` until the provider confirms it, `refund_pending` when a person
 * at the operator must pay it back (a provider without a refund call: ZainCash), `refunded`.
 */
export const REFUND_STATES = ['pending', 'refund_pending', 'refunded'] as const
export const Refund = v.object({
  amount: v.number(),
  currency: v.string(),
  status: v.picklist(REFUND_STATES),
})
export type Refund = v.InferOutput<typeof Refund>

/** The stay's check-in day begins at midnight in Baghdad (UTC+3 all year, no summer time). */
export const IRAQ_OFFSET = '+03:00'
