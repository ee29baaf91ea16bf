import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { DEFAULT_STAY } from '../../search/search-params'
import './favourites.css'

/** §2: four card-shaped placeholders while the list loads. */
export function FavouritesSkeleton() {
  const { t } = useLingui()
  return (
    <div
      className="hotel-results"
      role="status"
      aria-busy="true"
      aria-label={t`Loading your favourites`}
      data-testid="favourites-skeleton"
    >
      {[1, 2, 3, 4].map((n) => (
        <div key={n} className="skeleton favourite-skeleton" />
      ))}
    </div>
  )
}

/** §8 "no favourite places", with a way to find some. */
export function FavouritesEmpty({ backToFirst = false }: { backToFirst?: boolean }) {
  return (
    <div className="empty-state favourites-empty" data-testid="favourites-empty">
      <svg width={56} height={56} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.6 8 3.5 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.5 0 5.4 3.5 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.6}
          strokeLinejoin="round"
        />
      </svg>
      <h2>
        <Trans>No favourite places</Trans>
      </h2>
      <p>
        <Trans>Tap the heart on a hotel to keep it here.</Trans>
      </p>
      {backToFirst ? (
        <Link to="/favorites" search={{ page: 1 }} className="btn btn-primary">
          <Trans>Back to the first page</Trans>
        </Link>
      ) : (
        <Link to="/hotels" search={{ ...DEFAULT_STAY, page: 1 }} className="btn btn-primary">
          <Trans>Browse hotels</Trans>
        </Link>
      )}
    </div>
  )
}
