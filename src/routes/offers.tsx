import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { LoadError } from '../components/ui/load-error'
import { PageHeading } from '../components/ui/page-heading'
import { Pager } from '../components/ui/pager'
import { governoratesQueryOptions, useGovernorates } from '../features/catalogue/api/governorates'
import { offerListQueryOptions } from '../features/offers/api/offers'
import { localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'
import { useNow } from './-offers/countdown'
import { GovernorateFilter } from './-offers/governorate-filter'
import { OfferCard } from './-offers/offer-card'
import { OffersSearch } from './-offers/offers-search'
import { OffersEmpty, OffersSkeleton } from './-offers/offers-states'

/** Spec §2: the countdown moves every 30 seconds. */
const TICK_MS = 30_000

export const Route = createFileRoute('/offers')({
  validateSearch: OffersSearch,
  loaderDeps: ({ search }) => ({ page: search.page, governorate: search.governorate }),
  loader: ({ context, deps }) => {
    // The filter's names can arrive after the cards.
    void context.queryClient.prefetchQuery(governoratesQueryOptions())
    return context.queryClient.ensureQueryData(offerListQueryOptions(deps))
  },
  pendingComponent: OffersPending,
  errorComponent: OffersError,
  component: OffersPage,
})

function OffersPage() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { language } = usePreferences()
  const { data: result } = useSuspenseQuery(offerListQueryOptions(search))
  const now = useNow(TICK_MS)
  const governorate = useGovernorates().find((g) => g.id === search.governorate)
  const placeName = governorate ? localized(governorate, 'name', language) : ''
  return (
    <div className="container page offers-page">
      <div className="offers-head">
        <div>
          <PageHeading>{placeName ? t`Offers in ${placeName}` : <Trans>Offers</Trans>}</PageHeading>
          <p className="offers-summary" data-testid="offers-total">
            <Plural value={result.total} one="# offer available" other="# offers available" />
          </p>
        </div>
        <GovernorateFilter
          value={search.governorate}
          language={language}
          onChange={(next) => void navigate({ search: { governorate: next, page: 1 } })}
        />
      </div>
      {result.data.length === 0 ? (
        <OffersEmpty placeName={placeName} />
      ) : (
        <div className="offers-grid" data-testid="offers-list">
          {result.data.map((offer) => (
            <OfferCard key={offer.id} offer={offer} now={now} language={language} />
          ))}
        </div>
      )}
      <Pager
        page={search.page}
        last={result.last_page}
        link={(page) => ({ to: '/offers', search: { ...search, page } })}
        className="offers-pagination"
      />
    </div>
  )
}

function OffersPending() {
  return (
    <div className="container page offers-page">
      <PageHeading>
        <Trans>Offers</Trans>
      </PageHeading>
      <OffersSkeleton />
    </div>
  )
}

function OffersError({ error, reset }: ErrorComponentProps) {
  return (
    <div className="container page offers-page">
      <PageHeading>
        <Trans>Offers</Trans>
      </PageHeading>
      <LoadError
        className="offers-empty"
        title={<Trans>We could not load offers</Trans>}
        error={error}
        reset={reset}
      />
    </div>
  )
}
