import { Trans } from '@lingui/react/macro'
import { createFileRoute, type ErrorComponentProps, Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { LoadError } from '../components/ui/load-error'
import { PageHeading } from '../components/ui/page-heading'
import { bookingQuoteQueryOptions } from '../features/booking/api/booking-quote'
import { isConnectionError, NeedsConnection } from '../features/offline'
import { ApiError } from '../lib/api'
import { usePreferences } from '../lib/preferences'
import { STORAGE_KEYS } from '../lib/storage-keys'
import { BookSearch, bookingRequestOf, hotelPageSearch } from './-booking/book-search'
import { SummarySkeleton } from './-booking/booking-skeletons'
import { BackToHotel, BookingSummary } from './-booking/booking-summary'

const selectedCurrency = () => localStorage.getItem(STORAGE_KEYS.currency) ?? 'USD'

/** Spec §2 Booking summary; a visitor without a session is signed in as a guest first (§4). */
export const Route = createFileRoute('/hotel/book')({
  validateSearch: BookSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context: { queryClient }, deps: { search } }) => {
    const request = bookingRequestOf(search, selectedCurrency())
    if (request) await queryClient.ensureQueryData(bookingQuoteQueryOptions(request))
  },
  pendingComponent: SummarySkeleton,
  errorComponent: SummaryError,
  component: BookingSummaryPage,
})

function BookingSummaryPage() {
  const search = Route.useSearch()
  const { currency } = usePreferences()
  useFollowCurrency(currency)
  const request = bookingRequestOf(search, currency)
  if (!request) return <NothingToBook />
  return <BookingSummary request={request} search={search} />
}

/** The header's currency picker reprices the summary: the URL's currency follows the choice. */
function useFollowCurrency(currency: string) {
  const navigate = useNavigate()
  const first = useRef(currency)
  useEffect(() => {
    if (currency === first.current) return
    first.current = currency
    void navigate({ to: '/hotel/book', search: (prev) => ({ ...prev, currency }), replace: true })
  }, [currency, navigate])
}

/** No rooms, no dates or dates already past: nothing the server could price. */
function NothingToBook() {
  const search = Route.useSearch()
  return (
    <div className="container page booking-page">
      <div className="empty-state" data-testid="nothing-to-book">
        <PageHeading>
          <Trans>Nothing to book yet</Trans>
        </PageHeading>
        <p>
          <Trans>
            This booking link is incomplete or its dates have passed. Choose your dates and rooms on the hotel
            page.
          </Trans>
        </p>
        {search.id ? (
          <Link to="/hotel" search={hotelPageSearch(search)} className="btn btn-primary">
            <Trans>Back to the hotel</Trans>
          </Link>
        ) : (
          <Link to="/hotels" search={{ room_no: 1, adult_no: 1, children_no: 0 }} className="btn btn-primary">
            <Trans>See all hotels</Trans>
          </Link>
        )}
      </div>
    </div>
  )
}

/** A refused request (unknown hotel, rooms of another hotel…) leads back; anything else retries. */
function SummaryError({ error, reset }: ErrorComponentProps) {
  const search = Route.useSearch()
  if (isConnectionError(error)) {
    return (
      <div className="container page booking-page">
        <BackToHotel search={search} />
        <NeedsConnection />
      </div>
    )
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
    return (
      <div className="container page booking-page">
        <BackToHotel search={search} />
        <div className="empty-state" role="alert" data-testid="summary-refused">
          <PageHeading>
            <Trans>This booking cannot be made</Trans>
          </PageHeading>
          <p>{error.message}</p>
          {search.id ? (
            <Link to="/hotel" search={hotelPageSearch(search)} className="btn btn-primary">
              <Trans>Choose other rooms</Trans>
            </Link>
          ) : (
            <Link to="/" className="btn btn-primary">
              <Trans>Home</Trans>
            </Link>
          )}
        </div>
      </div>
    )
  }
  return (
    <div className="container page booking-page">
      <LoadError
        level={1}
        title={<Trans>We could not load your booking summary</Trans>}
        error={error}
        reset={reset}
      />
    </div>
  )
}
