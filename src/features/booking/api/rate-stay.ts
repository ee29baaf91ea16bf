import { useMutation } from '@tanstack/react-query'
import { CommentRateAnswer, type CommentRateBody } from '../../../../contract/booking'
import { api } from '../../../lib/api'

/** `POST /api/comment-rate/{token}`: stars (1–5) and an optional comment; the link works once. */
export const rateStay = (body: CommentRateBody) =>
  api(CommentRateAnswer, `/comment-rate/${encodeURIComponent(body.id)}`, { method: 'POST', body })

export function useRateStay() {
  return useMutation({ mutationFn: rateStay })
}
