import { Plural, Trans } from '@lingui/react/macro'
import { ModalDialog } from '../../components/ui/modal-dialog'
import { useAllHotelComments } from '../../features/hotels/api/comments'
import type { HotelDetail } from '../../features/hotels/api/hotel-detail'
import { localized } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import { ReviewItem } from './review-item'

/** Every review of the hotel, newest first, twenty at a time ("Show more" asks the next page). */
export function AllReviewsDialog({
  hotel,
  open,
  onClose,
}: {
  hotel: HotelDetail
  open: boolean
  onClose(): void
}) {
  const { language } = usePreferences()
  const all = useAllHotelComments(hotel.id, open)
  const reviews = all.data?.pages.flatMap((p) => p.data) ?? []
  const total = all.data?.pages.at(-1)?.total ?? 0
  const title = localized(hotel, 'title', language)
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={<Trans>Reviews of {title}</Trans>}
      className="all-reviews"
      testId="all-reviews"
    >
      {all.isPending ? (
        <div className="skeleton review-skeleton" aria-busy="true" />
      ) : all.isError && reviews.length === 0 ? (
        <p role="alert">
          <Trans>Reviews could not be loaded.</Trans>{' '}
          <button type="button" className="link-btn" onClick={() => void all.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <>
          <p className="muted" aria-live="polite" data-testid="all-reviews-count">
            <Plural value={total} one="# review, newest first" other="# reviews, newest first" />
          </p>
          <ul className="all-reviews-list">
            {reviews.map((c) => (
              <li key={c.id}>
                <ReviewItem comment={c} />
              </li>
            ))}
          </ul>
          {all.hasNextPage && (
            <button
              type="button"
              className="btn btn-ghost btn-block"
              data-testid="all-reviews-more"
              disabled={all.isFetchingNextPage}
              aria-busy={all.isFetchingNextPage}
              onClick={() => void all.fetchNextPage()}
            >
              <Trans>Show more reviews</Trans>
            </button>
          )}
          {all.isError && reviews.length > 0 && (
            <p role="alert">
              <Trans>Reviews could not be loaded.</Trans>
            </p>
          )}
        </>
      )}
    </ModalDialog>
  )
}
