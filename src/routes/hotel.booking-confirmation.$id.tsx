import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type ErrorComponentProps, Link } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import type { Reservation } from '../../contract/booking'
import { messages as m } from '../../contract/messages'
import { LoadError } from '../components/ui/load-error'
import { PageHeading } from '../components/ui/page-heading'
import { reservationQueryOptions } from '../features/booking/api/reservation'
import { isConnectionError, NeedsConnection, OfflineBookingNotice } from '../features/offline'
import { ApiError } from '../lib/api'
import { DetailsSkeleton } from './-booking/booking-skeletons'
import { CancelBooking, RefundLine } from './-booking/cancel-booking'
import { GuestDetailsForm } from './-booking/guest-details-form'
import { HoldCountdown, useMsLeft } from './-booking/hold-countdown'
import { ReservationBrief } from './-booking/reservation-brief'
import { hotelLinkOf } from './-booking/reservation-links'

const reservationId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0)

/** Spec §2 Confirmation form (route name makeReservation): the guest's details, then payment. */
export const Route = createFileRoute('/hotel/booking-confirmation/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    const id = reservationId(params.id)
    if (!id) throw new ApiError(404, 'Not found')
    await queryClient.ensureQueryData(reservationQueryOptions(id))
  },
  pendingComponent: DetailsSkeleton,
  errorComponent: DetailsError,
  component: GuestDetailsPage,
})

function GuestDetailsPage() {
  const rid = reservationId(Route.useParams().id)
  const queryClient = useQueryClient()
  const { data: reservation } = useSuspenseQuery(reservationQueryOptions(rid))
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: reservationQueryOptions(rid).queryKey }),
    [queryClient, rid],
  )
  const left = useMsLeft(reservation.hold_expires_at)
  const open = reservation.status === 'held' && reservation.can_pay && left !== 0
  // When the clock runs out, ask the server: it has the last word on the hold.
  const ranOut = reservation.status === 'held' && left === 0
  useEffect(() => {
    if (ranOut) refresh()
  }, [ranOut, refresh])
  return (
    <div className="container page booking-page" data-testid="guest-details-page">
      <PageHeading>
        <Trans>Guest details</Trans>
      </PageHeading>
      <div className="booking-layout">
        <div className="booking-main">
          {open && <OfflineBookingNotice />}
          {open && left !== null && <HoldCountdown msLeft={left} />}
          {open ? (
            <GuestDetailsForm reservation={reservation} onHoldEnded={refresh} />
          ) : (
            <BookingClosed reservation={reservation} />
          )}
        </div>
        <aside className="booking-aside">
          <ReservationBrief reservation={reservation} />
          {open && <CancelBooking reservation={reservation} />}
        </aside>
      </div>
    </div>
  )
}

/** Paid already, or the hold ran out (the rooms went back on sale): say so, and lead on. */
function BookingClosed({ reservation }: { reservation: Reservation }) {
  const { i18n } = useLingui()
  if (reservation.is_paid || reservation.status === 'paid' || reservation.status === 'confirmed') {
    return (
      <div className="booking-card booking-closed" role="status" data-testid="booking-paid">
        <h2 className="booking-card-title">{i18n._(m.alreadyPaid.id)}</h2>
        <div className="booking-actions">
          <Link to="/hotel/booking-done" search={{ id: reservation.id }} className="btn btn-primary">
            <Trans>See the booking</Trans>
          </Link>
          <Link to="/my-bookings" className="btn btn-ghost">
            <Trans>My bookings</Trans>
          </Link>
        </div>
      </div>
    )
  }
  if (reservation.status === 'cancelled') {
    return (
      <div className="booking-card booking-closed" role="status" data-testid="booking-cancelled">
        <h2 className="booking-card-title">
          <Trans>This booking is cancelled</Trans>
        </h2>
        <RefundLine reservation={reservation} />
        <div className="booking-actions">
          <Link to="/hotel" search={hotelLinkOf(reservation)} className="btn btn-primary">
            <Trans>Back to the hotel</Trans>
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="booking-card booking-closed" role="alert" data-testid="hold-expired">
      <h2 className="booking-card-title">
        <Trans>This booking has expired</Trans>
      </h2>
      <p>{i18n._(m.holdExpired.id)}</p>
      <div className="booking-actions">
        <Link to="/hotel" search={hotelLinkOf(reservation)} className="btn btn-primary">
          <Trans>Back to the hotel</Trans>
        </Link>
      </div>
    </div>
  )
}

function DetailsError({ error, reset }: ErrorComponentProps) {
  if (isConnectionError(error)) {
    return (
      <div className="container page booking-page">
        <NeedsConnection />
      </div>
    )
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="container page booking-page">
        <div className="empty-state" data-testid="reservation-not-found">
          <PageHeading>
            <Trans>Booking not found</Trans>
          </PageHeading>
          <p>
            <Trans>This booking does not exist or belongs to another account.</Trans>
          </p>
          <Link to="/my-bookings" className="btn btn-primary">
            <Trans>My bookings</Trans>
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="container page booking-page">
      <LoadError
        level={1}
        title={<Trans>We could not load your booking</Trans>}
        error={error}
        reset={reset}
      />
    </div>
  )
}
