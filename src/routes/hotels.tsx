import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { useCallback } from 'react'
import { LoadError } from '../components/ui/load-error'
import { PageHeading } from '../components/ui/page-heading'
import { Pager } from '../components/ui/pager'
import { loadExchangeRate, useExchangeRate } from '../features/catalogue/api/currencies'
import { useGovernorates } from '../features/catalogue/api/governorates'
import { FiltersPanel, WIDE_RESULTS } from '../features/hotel-filters/components/filters-panel'
import { ResultsToolbar } from '../features/hotel-filters/components/results-toolbar'
import { activeFilterCount } from '../features/hotel-filters/filters-query'
import { hotelListQueryOptions } from '../features/hotels/api/hotels'
import { HotelCard } from '../features/hotels/components/hotel-card'
import { SearchBox } from '../features/search/components/search-box'
import { HotelsSearch, type StaySearch } from '../features/search/search-params'
import { localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'
import { STORAGE_KEYS } from '../lib/storage-keys'
import { useMediaQuery } from '../lib/use-media-query'
import { useRevealed } from '../lib/use-revealed'

/** Cards drawn with the page's first frame; the others follow at once (useRevealed). */
const FIRST_CARDS = 3

const selectedCurrency = () => localStorage.getItem(STORAGE_KEYS.currency) ?? 'USD'

export const Route = createFileRoute('/hotels')({
  validateSearch: HotelsSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    const currency = selectedCurrency()
    const exPrice = await loadExchangeRate(context.queryClient, currency)
    return context.queryClient.ensureQueryData(hotelListQueryOptions(deps.search, currency, exPrice))
  },
  pendingComponent: ResultsSkeleton,
  errorComponent: ResultsError,
  component: HotelsPage,
})

function ResultsError({ error, reset }: ErrorComponentProps) {
  return (
    <div className="container page">
      <LoadError title={<Trans>We could not load hotels</Trans>} error={error} reset={reset} />
    </div>
  )
}

function HotelsPage() {
  const search = Route.useSearch()
  const { language, currency } = usePreferences()
  const { t } = useLingui()
  const navigate = Route.useNavigate()
  const exPrice = useExchangeRate(currency)
  const { data: result } = useSuspenseQuery(hotelListQueryOptions(search, currency, exPrice))
  const governorate = useGovernorates().find((g) => g.id === search.governorate)
  const placeName = governorate ? localized(governorate, 'name', language) : ''
  const { page } = search
  const stay = pickStay(search)
  const view = search.view ?? 'list'
  // Every filter lives in the URL; a change goes back to page 1 and refetches.
  const update = useCallback(
    (change: Partial<HotelsSearch>) =>
      void navigate({
        search: (prev) => ({ ...prev, ...change, page: 1 }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  )
  // One panel: beside the results on wide screens, in the toolbar's dialog on phones (two
  // copies would share their radio groups' names, and cost a phone a second render).
  const wide = useMediaQuery(WIDE_RESULTS)
  const allCards = useRevealed()
  const filters = <FiltersPanel search={search} currency={currency} exPrice={exPrice} onChange={update} />
  return (
    <div className="container page">
      <SearchBox key={JSON.stringify(stay)} initial={search} destinationLabel={placeName} />
      <PageHeading>{placeName ? t`Hotels in ${placeName}` : t`Hotels in Iraq`}</PageHeading>
      <div className="results-layout">
        {wide && (
          <aside className="filters-aside" aria-label={t`Filters`}>
            {filters}
          </aside>
        )}
        <section aria-labelledby="results-total">
          <div className="results-head">
            <p className="results-summary" id="results-total" data-testid="results-total">
              <Plural value={result.total} one="# hotel found" other="# hotels found" />
            </p>
            <ResultsToolbar
              sort={search.sort}
              view={view}
              activeFilters={activeFilterCount(search)}
              onSort={(sort) => update({ sort })}
              onView={(next) => update({ view: next === 'list' ? undefined : next })}
              filters={wide ? null : filters}
            />
          </div>
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
            <div className="hotel-results" data-view={view}>
              {(allCards ? result.data : result.data.slice(0, FIRST_CARDS)).map((hotel, i) => (
                <HotelCard key={hotel.id} hotel={hotel} stay={stay} first={i === 0} />
              ))}
            </div>
          )}
          <Pager
            page={page}
            last={result.last_page}
            link={(p) => ({ to: '/hotels', search: { ...search, page: p } })}
          />
        </section>
      </div>
    </div>
  )
}

/** The stay part of the search, carried to the hotel page. */
function pickStay(s: HotelsSearch): StaySearch {
  return {
    governorate: s.governorate,
    city: s.city,
    checkin: s.checkin,
    checkout: s.checkout,
    room_no: s.room_no,
    adult_no: s.adult_no,
    children_no: s.children_no,
    ages: s.ages,
  }
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
