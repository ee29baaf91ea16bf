import { Plural, Trans } from '@lingui/react/macro'
import { COMMENTS_SHOWN, useHotelComments } from '../../features/hotels/api/comments'
import type { HotelDetail } from '../../features/hotels/api/hotel-detail'
import { RateBadge, useRateWord } from './rate-badge'
import { ReviewItem } from './review-item'

export const REVIEWS_HEADING_ID = 'hotel-reviews-heading'

/** Spec §2: average rate, number of reviews and at most 6 of the latest comments. */
export function HotelReviews({ hotel }: { hotel: HotelDetail }) {
  const comments = useHotelComments(hotel.id)
  const rateWord = useRateWord()
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
      ) : comments.isError ? (
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
              <ReviewItem comment={c} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
