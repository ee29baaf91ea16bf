import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { adminTodayQueryOptions, type ReservationRow } from '../features/admin/api/reservations'
import { ReservationTable } from '../features/admin/components/reservation-table'
import { ReservationsTabs } from '../features/admin/components/reservations-tabs'
import { StayButton } from '../features/admin/components/stay-button'
import { formatDate } from '../lib/format'
import { usePreferences } from '../lib/preferences'

/** The reservations section opens on the desk's day (Iraq's today): who arrives, who leaves. */
export const Route = createFileRoute('/admin/reservations/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(adminTodayQueryOptions()),
  component: TodayPage,
})

function TodayPage() {
  const { language } = usePreferences()
  const { data } = useSuspenseQuery(adminTodayQueryOptions())
  const arrival = (r: ReservationRow) =>
    (r.stay_status === null || r.stay_status === 'no_show') && (
      <StayButton id={r.id} action="check_in" guest={r.guest_name} />
    )
  const departure = (r: ReservationRow) =>
    r.stay_status === 'checked_in' && <StayButton id={r.id} action="check_out" guest={r.guest_name} />
  return (
    <>
      <div className="console-head">
        <h1>
          <Trans>Reservations</Trans>
        </h1>
        <span>{formatDate(data.date, language, { weekday: 'long', day: 'numeric', month: 'long' })}</span>
      </div>
      <ReservationsTabs />
      <h2 id="arrivals">
        <Trans>Arriving today</Trans>
      </h2>
      <ReservationTable
        rows={data.arrivals}
        testId="arrivals"
        action={arrival}
        empty={<Trans>No arrivals today.</Trans>}
      />
      <h2 id="departures">
        <Trans>Leaving today</Trans>
      </h2>
      <ReservationTable
        rows={data.departures}
        testId="departures"
        action={departure}
        empty={<Trans>No departures today.</Trans>}
      />
    </>
  )
}
