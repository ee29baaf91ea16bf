import { queryOptions } from '@tanstack/react-query'
import { RATING_ALREADY_RATED, RATING_INVALID_TOKEN, RatingTokenAnswer } from '../../../../contract/booking'
import { ApiError, api } from '../../../lib/api'
import { bookingKeys } from './keys'

/** `GET /api/comment-rate/{token}`: valid when `data` is a string (the hotel's title). */
export const ratingTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...bookingKeys.all, 'rating', token],
    queryFn: ({ signal }) => api(RatingTokenAnswer, `/comment-rate/${encodeURIComponent(token)}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

export type RatingLinkProblem = 'invalid' | 'used'

/**
 * Why a rating link cannot be used, from the server's protocol strings (§8): 404 with
 * RATING_INVALID_TOKEN, 409 with RATING_ALREADY_RATED. Null for any other failure (the
 * connection, the server), which is worth a retry.
 */
export function ratingLinkProblem(err: unknown): RatingLinkProblem | null {
  if (!(err instanceof ApiError)) return null
  if (err.status === 409 || err.message === RATING_ALREADY_RATED) return 'used'
  if (err.status === 404 || err.message === RATING_INVALID_TOKEN) return 'invalid'
  // A malformed token is refused before it is looked up.
  if (err.status === 400 || err.status === 422) return 'invalid'
  return null
}
