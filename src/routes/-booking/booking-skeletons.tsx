import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeading } from '../../components/ui/page-heading'
import './booking.css'

/** The summary's two columns while the server prices the stay. */
export function SummarySkeleton() {
  const { t } = useLingui()
  return (
    <div className="container page booking-page">
      <PageHeading>
        <Trans>Booking summary</Trans>
      </PageHeading>
      <div
        className="booking-layout"
        role="status"
        aria-busy="true"
        aria-label={t`Loading your booking summary`}
        data-testid="summary-skeleton"
      >
        <div className="booking-main">
          <div className="skeleton booking-skeleton-card" />
          <div className="skeleton booking-skeleton-card" />
        </div>
        <div className="skeleton booking-skeleton-aside" />
      </div>
    </div>
  )
}

/** The guest-details page while the reservation loads. */
export function DetailsSkeleton() {
  const { t } = useLingui()
  return (
    <div className="container page booking-page">
      <PageHeading>
        <Trans>Guest details</Trans>
      </PageHeading>
      <div
        className="booking-layout"
        role="status"
        aria-busy="true"
        aria-label={t`Loading your booking`}
        data-testid="details-skeleton"
      >
        <div className="skeleton booking-skeleton-form" />
        <div className="skeleton booking-skeleton-aside" />
      </div>
    </div>
  )
}

/** Card-shaped placeholders of My bookings. */
export function ReservationsSkeleton() {
  const { t } = useLingui()
  return (
    <div
      className="reservation-list"
      role="status"
      aria-busy="true"
      aria-label={t`Loading your bookings`}
      data-testid="reservations-skeleton"
    >
      {[1, 2, 3].map((n) => (
        <div key={n} className="skeleton reservation-skeleton" />
      ))}
    </div>
  )
}
