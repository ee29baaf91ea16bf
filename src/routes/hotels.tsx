import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type ErrorComponentProps, Link } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'
import { useGovernorates } from '../features/catalogue/api/governorates'
import { hotelListQueryOptions } from '../features/hotels/api/hotels'
import { HotelCard } from '../features/hotels/components/hotel-card'
import '../features/hotels/components/hotel-list.css'
import { SearchBox } from '../features/search/components/search-box'
import { HotelsSearch } from '../features/search/search-params'
import { ApiError } from '../lib/api'
import { formatNumber, localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'
import { STORAGE_KEYS } from '../lib/storage-keys'

const selectedCurrency = () => localStorage.getItem(STORAGE_KEYS.currency) ?? 'USD'

export const Route = createFileRoute('/hotels')({
  validateSearch: HotelsSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(hotelListQueryOptions(deps.search, selectedCurrency())),
  pendingComponent: ResultsSkeleton,
  errorComponent: ResultsError,
  component: HotelsPage,
})

function ResultsError({ error, reset }: ErrorComponentProps) {
  return (
    <div className="container page">
      <div className="empty-state" role="alert">
        <h2>
          <Trans>We could not load hotels</Trans>
        </h2>
        <p>
          {error instanceof ApiError ? error.message : <Trans>Check your connection and try again.</Trans>}
        </p>
        <button type="button" className="btn btn-primary" onClick={reset}>
          <Trans>Try again</Trans>
        </button>
      </div>
    </div>
  )
}

function HotelsPage() {
  const search = Route.useSearch()
  const { language, currency } = usePreferences()
  const { t } = useLingui()
  const { data: result } = useSuspenseQuery(hotelListQueryOptions(search, currency))
  const governorate = useGovernorates().find((g) => g.id === search.governorate)
  const placeName = governorate ? localized(governorate, 'name', language) : ''
  const { page, ...stay } = search
  const current = formatNumber(page, language)
  const last = formatNumber(result.last_page, language)
  return (
    <div className="container page">
      <SearchBox key={JSON.stringify(stay)} initial={search} destinationLabel={placeName} />
      <PageHeading>{placeName ? t`Hotels in ${placeName}` : t`Hotels in Iraq`}</PageHeading>
      <p className="results-summary" data-testid="results-total">
        <Plural value={result.total} one="# hotel found" other="# hotels found" />
      </p>
      {result.data.length === 0 ? (
        <div className="empty-state" data-testid="empty-state">
          <h2>
            <Trans>No hotels found</Trans>
          </h2>
          <p>
            <Trans>Try searching for different results</Trans>
          </p>
        </div>
      ) : (
        <div className="hotel-results">
          {result.data.map((hotel) => (
            <HotelCard key={hotel.id} hotel={hotel} stay={stay} />
          ))}
        </div>
      )}
      {result.last_page > 1 && (
        <nav className="pagination" aria-label={t`Pages`}>
          {page > 1 && (
            <Link to="/hotels" search={{ ...search, page: page - 1 }} className="btn btn-ghost">
              <Trans>Previous</Trans>
            </Link>
          )}
          <span>{t`Page ${current} of ${last}`}</span>
          {page < result.last_page && (
            <Link to="/hotels" search={{ ...search, page: page + 1 }} className="btn btn-ghost">
              <Trans>Next</Trans>
            </Link>
          )}
        </nav>
      )}
    </div>
  )
}

function ResultsSkeleton() {
  const { t } = useLingui()
  return (
    <div className="container page" role="status" aria-busy="true" aria-label={t`Loading hotels`}>
      <div className="hotel-results">
        {[1, 2, 3].map((n) => (
          <div key={n} className="skeleton" />
        ))}
      </div>
    </div>
  )
}
