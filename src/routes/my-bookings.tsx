import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoadError } from '../components/ui/load-error'
import { PageHeading } from '../components/ui/page-heading'
import { AccountTabs } from '../features/account/components/account-tabs'
import {
  keptReservationsQueryOptions,
  myReservationsQueryOptions,
  RESERVATION_TABS,
  type ReservationTab,
} from '../features/booking/api/my-reservations'
import type { KeptBookings } from '../features/offline'
import { PushToggle } from '../features/push/components/push-opt-in'
import { DEFAULT_STAY } from '../features/search/search-params'
import { formatDate } from '../lib/format'
import { usePreferences } from '../lib/preferences'
import { useOffline } from '../lib/use-offline'
import { useSession } from '../lib/use-session'
import { ReservationsSkeleton } from './-booking/booking-skeletons'
import { ReservationCard } from './-booking/reservation-card'

const MyBookingsSearch = v.object({
  tab: v.fallback(v.optional(v.picklist(RESERVATION_TABS), 'valid'), 'valid'),
})

/**
 * Spec §2 My bookings: valid, previous and incomplete bookings in tabs (the tab is in the URL,
 * so Back and a shared link keep it). Guests book too, so guests see theirs.
 */
export const Route = createFileRoute('/my-bookings')({
  validateSearch: MyBookingsSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  // Start the tab's list at once; the panel shows its own skeleton and error.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(myReservationsQueryOptions(deps.tab))
  },
  component: MyBookingsPage,
})

function MyBookingsPage() {
  const { t } = useLingui()
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  const isGuest = useSession()?.userAuth.is_guest !== false
  return (
    <div className="container page booking-page my-bookings-page">
      <PageHeading>
        <Trans>My bookings</Trans>
      </PageHeading>
      {isGuest && (
        <p className="booking-note my-bookings-guest-note" data-testid="bookings-guest-note">
          <Trans>
            You are booking as a guest: these are the bookings made on this device.{' '}
            <Link to="/login" search={{ redirect: '/my-bookings' }}>
              Sign in
            </Link>{' '}
            to see the bookings of your account.
          </Trans>
        </p>
      )}
      <PushToggle />
      <AccountTabs<ReservationTab>
        label={t`Bookings`}
        current={tab}
        onSelect={(next) => void navigate({ search: { tab: next }, replace: true, resetScroll: false })}
        tabs={[
          { key: 'valid', label: <Trans>Valid</Trans>, panel: () => <ReservationList tab="valid" /> },
          {
            key: 'previous',
            label: <Trans context="bookings tab">Previous</Trans>,
            panel: () => <ReservationList tab="previous" />,
          },
          {
            key: 'incomplete',
            label: <Trans>Incomplete</Trans>,
            panel: () => <ReservationList tab="incomplete" />,
          },
        ]}
      />
    </div>
  )
}

function ReservationList({ tab }: { tab: ReservationTab }) {
  const query = useQuery(myReservationsQueryOptions(tab))
  const offline = useOffline()
  // Nothing from the server or the query cache (offline after an app update, or a week later):
  // the list this device last saw, kept until the stays are over, with its date.
  const unanswered = query.data === undefined && (query.isError || query.fetchStatus === 'paused' || offline)
  const kept = useQuery({ ...keptReservationsQueryOptions(tab), enabled: unanswered })
  if (unanswered && kept.data) return <KeptReservationList kept={kept.data} tab={tab} />
  if (query.isPending) return <ReservationsSkeleton />
  // A failed refetch (offline) keeps the list it had: only an error with nothing to show is one.
  if (query.isError && query.data === undefined) {
    return (
      <LoadError
        title={<Trans>We could not load your bookings</Trans>}
        error={query.error}
        reset={() => void query.refetch()}
      />
    )
  }
  if (query.data.data.length === 0) return <NoReservations tab={tab} />
  return (
    <div className="reservation-list" data-testid={`reservations-${tab}`}>
      {query.data.data.map((r) => (
        <ReservationCard key={r.id} reservation={r} tab={tab} />
      ))}
    </div>
  )
}

/** The list as last seen on this device, said to be so; its vouchers open from the device. */
function KeptReservationList({ kept, tab }: { kept: KeptBookings; tab: ReservationTab }) {
  const { language } = usePreferences()
  const seen = new Date(kept.seenAt)
  const day = `${seen.getFullYear()}-${String(seen.getMonth() + 1).padStart(2, '0')}-${String(seen.getDate()).padStart(2, '0')}`
  const date = formatDate(day, language, { weekday: 'long', day: 'numeric', month: 'long' })
  return (
    <>
      <p className="booking-note kept-bookings-note" role="status" data-testid="kept-bookings-note">
        <Trans>
          Saved on this device: your bookings as you last saw them on {date}. Saved vouchers open without a
          connection.
        </Trans>
      </p>
      {kept.reservations.length === 0 ? (
        <NoReservations tab={tab} />
      ) : (
        <div className="reservation-list" data-testid={`reservations-${tab}`} data-kept="true">
          {kept.reservations.map((r) => (
            <ReservationCard key={r.id} reservation={r} tab={tab} />
          ))}
        </div>
      )}
    </>
  )
}

function NoReservations({ tab }: { tab: ReservationTab }) {
  return (
    <div className="empty-state reservation-empty" data-testid={`reservations-empty-${tab}`}>
      <h2>
        {tab === 'valid' ? (
          <Trans>No upcoming bookings</Trans>
        ) : tab === 'previous' ? (
          <Trans>No previous bookings</Trans>
        ) : (
          <Trans>No incomplete bookings</Trans>
        )}
      </h2>
      <p>
        {tab === 'valid' ? (
          <Trans>Find a hotel for your next trip.</Trans>
        ) : tab === 'previous' ? (
          <Trans>Stays you have completed show here.</Trans>
        ) : (
          <Trans>Bookings you started but did not pay show here.</Trans>
        )}
      </p>
      {tab === 'valid' && (
        <Link to="/hotels" search={DEFAULT_STAY} className="btn btn-primary">
          <Trans>Browse hotels</Trans>
        </Link>
      )}
    </div>
  )
}
