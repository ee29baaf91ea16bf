import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** Card-shaped placeholders while the first answer is on its way. */
export function OffersSkeleton() {
  const { t } = useLingui()
  return (
    <div className="offers-grid" role="status" aria-busy="true" aria-label={t`Loading offers`}>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <div key={n} className="offer-skeleton">
          <div className="shimmer offer-skeleton-image" />
          <div className="offer-skeleton-body">
            <div className="shimmer offer-skeleton-line offer-skeleton-title" />
            <div className="shimmer offer-skeleton-line" />
            <div className="shimmer offer-skeleton-line offer-skeleton-short" />
            <div className="shimmer offer-skeleton-timer" />
          </div>
        </div>
      ))}
    </div>
  )
}

/** Spec §8 "no offers": with a filter, a way back to every governorate. */
export function OffersEmpty({ placeName }: { placeName: string }) {
  return (
    <div className="offers-empty" data-testid="offers-empty">
      <svg width={56} height={56} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.6}
          strokeLinejoin="round"
        />
        <circle cx="7.5" cy="7.5" r="1.5" fill="currentColor" />
      </svg>
      <h2>
        <Trans>No offers</Trans>
      </h2>
      {placeName ? (
        <>
          <p>
            <Trans>There are no offers in {placeName} right now.</Trans>
          </p>
          <Link to="/offers" search={{ page: 1 }} className="btn btn-primary">
            <Trans>Show offers in every governorate</Trans>
          </Link>
        </>
      ) : (
        <p>
          <Trans>New offers are added often. Please check again soon.</Trans>
        </p>
      )}
    </div>
  )
}
