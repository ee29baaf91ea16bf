import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { REVIEW_FILTERS } from '../../contract/admin-filters'
import { adminReviewsQueryOptions } from '../features/admin/api/reviews'
import { ConsolePageError } from '../features/admin/components/console-page-error'
import { ConsolePager } from '../features/admin/components/console-pager'
import { ReviewRow } from '../features/admin/components/review-row'
import { formatNumber, localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

const ReviewSearch = v.object({
  hotel: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  filter: v.fallback(v.optional(v.picklist(REVIEW_FILTERS), 'all'), 'all'),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
})

/** Reviews of the operator's hotels (issue 19 item 6): reply to them; an administrator hides abuse. */
export const Route = createFileRoute('/admin/reviews')({
  validateSearch: ReviewSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(adminReviewsQueryOptions(deps.hotel, deps.filter, deps.page)),
  component: ReviewsPage,
  errorComponent: ({ error, reset }) => (
    <ConsolePageError title={<Trans>We could not load the reviews</Trans>} error={error} reset={reset} />
  ),
})

function ReviewsPage() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const { hotel, filter, page } = Route.useSearch()
  const { data } = useSuspenseQuery(adminReviewsQueryOptions(hotel, filter, page))
  const hotelName = hotel ? data.data[0]?.hotel : undefined
  const filters = [
    { value: 'all', label: t`All` },
    { value: 'unanswered', label: t`Not answered` },
    { value: 'hidden', label: t`Hidden` },
  ] as const
  return (
    <>
      <div className="console-head">
        <h1>
          {hotelName ? (
            <Trans>Reviews of {localized(hotelName, 'title', language)}</Trans>
          ) : hotel ? (
            <Trans>Reviews of hotel {formatNumber(hotel, language, { useGrouping: false })}</Trans>
          ) : (
            <Trans>Reviews</Trans>
          )}
        </h1>
        {hotel && (
          <Link from={Route.fullPath} search={{ filter, page: 1 }} className="btn">
            <Trans>All hotels</Trans>
          </Link>
        )}
      </div>
      <nav className="console-tabs" aria-label={t`Show`}>
        {filters.map((f) => (
          <Link
            key={f.value}
            from={Route.fullPath}
            search={{ hotel, filter: f.value, page: 1 }}
            aria-current={f.value === filter ? 'page' : undefined}
          >
            {f.label}
          </Link>
        ))}
      </nav>
      <p className="muted" aria-live="polite">
        {data.total > 0 && <Plural value={data.total} _0="No reviews" one="# review" other="# reviews" />}
      </p>
      {data.data.length === 0 ? (
        <p className="empty-state" data-testid="admin-reviews-empty">
          <Trans>No reviews here.</Trans>
        </p>
      ) : (
        <ul className="console-reviews" data-testid="admin-reviews">
          {data.data.map((r) => (
            <li key={r.id}>
              <ReviewRow review={r} showHotel={!hotel} />
            </li>
          ))}
        </ul>
      )}
      <ConsolePager page={page} lastPage={data.last_page} />
    </>
  )
}
