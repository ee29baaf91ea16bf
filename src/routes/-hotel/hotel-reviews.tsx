import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useErrorText } from '../../components/form/use-error-text'
import { useToast } from '../../components/ui/toast'
import { COMMENTS_SHOWN, useHotelComments } from '../../features/hotels/api/comments'
import { useDeleteComment } from '../../features/hotels/api/delete-comment'
import type { HotelDetail } from '../../features/hotels/api/hotel-detail'
import { useSession } from '../../lib/use-session'
import { AllReviewsDialog } from './all-reviews-dialog'
import { RateBadge, useRateWord } from './rate-badge'
import { ReviewItem } from './review-item'

export const REVIEWS_HEADING_ID = 'hotel-reviews-heading'

/** Spec §2: average rate, number of reviews and at most 6 of the latest comments. */
export function HotelReviews({ hotel }: { hotel: HotelDetail }) {
  const comments = useHotelComments(hotel.id)
  const [showAll, setShowAll] = useState(false)
  const rateWord = useRateWord()
  const remove = useRemoveOwnReview(hotel.id)
  return (
    <section className="hotel-section" id="reviews" aria-labelledby={REVIEWS_HEADING_ID}>
      <h2 id={REVIEWS_HEADING_ID} tabIndex={-1}>
        <Trans>Guest reviews</Trans>
      </h2>
      <div className="reviews-summary">
        <RateBadge rate={hotel.rate} size="lg" />
        <div>
          <p className="reviews-word">{rateWord(hotel.rate)}</p>
          {comments.data && (
            <p className="muted" data-testid="reviews-total">
              <Plural value={comments.data.total} _0="No reviews yet" one="# review" other="# reviews" />
            </p>
          )}
        </div>
      </div>
      <p className="reviews-note">
        <Trans>
          The rating reflects the last 20 reviews. The {COMMENTS_SHOWN} most recent are shown here.
        </Trans>
      </p>
      {comments.isPending ? (
        <div className="reviews-grid" aria-busy="true">
          {[1, 2].map((n) => (
            <div key={n} className="skeleton review-skeleton" />
          ))}
        </div>
      ) : comments.data === undefined ? (
        <p role="alert">
          <Trans>Reviews could not be loaded.</Trans>{' '}
          <button type="button" className="link-btn" onClick={() => void comments.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : comments.data.data.length === 0 ? (
        <p className="muted">
          <Trans>No reviews yet</Trans>
        </p>
      ) : (
        <ul className="reviews-grid">
          {comments.data.data.slice(0, COMMENTS_SHOWN).map((c) => (
            <li key={c.id}>
              <ReviewItem
                comment={c}
                onDelete={remove.ownerId === c.client_id ? () => remove.run(c.id) : undefined}
                deleting={remove.deletingId === c.id}
              />
            </li>
          ))}
        </ul>
      )}
      {comments.data && comments.data.total > 0 && (
        <button
          type="button"
          className="btn btn-ghost reviews-all"
          data-testid="show-all-reviews"
          aria-haspopup="dialog"
          onClick={() => setShowAll(true)}
        >
          <Plural value={comments.data.total} one="Show the review" other="Show all # reviews" />
        </button>
      )}
      <AllReviewsDialog hotel={hotel} open={showAll} onClose={() => setShowAll(false)} />
    </section>
  )
}

/**
 * Spec §5: a person may delete only their own reviews (the server checks too). Afterwards the
 * comments and the hotel (its rate) are asked again, and focus goes to the section heading,
 * since the review that held it is gone.
 */
function useRemoveOwnReview(hotelId: number) {
  const { t } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const ownerId = useSession()?.userAuth.id
  const mutation = useDeleteComment(hotelId)
  return {
    ownerId,
    deletingId: mutation.isPending ? mutation.variables : undefined,
    run: (commentId: number) =>
      mutation.mutate(commentId, {
        onSuccess: () => {
          toast.show(t`Your review was deleted`, 'success')
          document.getElementById(REVIEWS_HEADING_ID)?.focus()
        },
        onError: (err) => toast.show(errorText(err), 'error'),
      }),
  }
}
