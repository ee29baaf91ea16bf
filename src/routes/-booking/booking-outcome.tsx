import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useErrorText } from '../../components/form/use-error-text'
import { Svg } from '../../components/ui/icons'
import { useToast } from '../../components/ui/toast'
import {
  useDownloadVoucher,
  useVoucherSaved,
  VoucherNotSavedError,
} from '../../features/booking/api/download-voucher'
import { useReservationStatus } from '../../features/booking/api/reservation'
import { CancellationNote } from '../../features/booking/components/cancellation-terms'
import { PushBookingOffer } from '../../features/push/components/push-opt-in'
import { usePreferences } from '../../lib/preferences'
import { CancelBooking, RefundLine } from './cancel-booking'
import { hotelTitle } from './hotel-brief'
import { StatusBadge } from './status-label'
import { Fact, StayDate } from './stay-facts'
import '../../components/form/form.css'
import './booking.css'

interface Props {
  outcome: 'done' | 'failed'
  id: number | undefined
  title: ReactNode
  text: ReactNode
}

/**
 * The pages the payment ends on (spec §2 booking-done / booking-failed): the outcome, the
 * booking's number and state when the address names one, and the ways on.
 */
export function BookingOutcome({ outcome, id, title, text }: Props) {
  return (
    <div className="container page booking-page">
      <div className="booking-outcome booking-card" data-outcome={outcome} data-testid={`booking-${outcome}`}>
        <OutcomeIcon outcome={outcome} />
        <h1 className="page-heading">{title}</h1>
        <p>{text}</p>
        {id !== undefined && <ReservationStatus id={id} withVoucher={outcome === 'done'} />}
        {outcome === 'done' && <PushBookingOffer />}
        <div className="booking-actions">
          <Link to="/my-bookings" className="btn btn-primary">
            <Trans>My bookings</Trans>
          </Link>
          <Link to="/" className="btn btn-ghost">
            <Trans>Home</Trans>
          </Link>
        </div>
      </div>
    </div>
  )
}

function ReservationStatus({ id, withVoucher }: { id: number; withVoucher: boolean }) {
  const { language } = usePreferences()
  const query = useReservationStatus(id)
  if (query.isPending) {
    return (
      <p className="booking-note" role="status">
        <Trans>Loading your booking…</Trans>
      </p>
    )
  }
  if (query.isError) {
    return (
      <p className="booking-note" role="alert">
        <Trans>The booking's details could not be loaded.</Trans>{' '}
        <button type="button" className="link-button" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </p>
    )
  }
  const r = query.data
  const no = r.reservation_no
  const hotel = hotelTitle(r.hotel, language)
  const ready = r.status === 'paid' || r.status === 'confirmed'
  return (
    <div className="booking-outcome-facts" data-testid="outcome-reservation">
      <dl className="booking-prices">
        <div>
          <dt>
            <Trans>Booking number</Trans>
          </dt>
          <dd dir="ltr" data-testid="reservation-no">
            {no}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd aria-live="polite" data-testid={ready ? 'booking-paid' : undefined}>
            <StatusBadge status={r.status} />
          </dd>
        </div>
        <Fact label={<Trans>Hotel</Trans>}>{hotel}</Fact>
        <Fact label={<Trans>Arrival</Trans>}>
          <StayDate iso={r.checkin} />
        </Fact>
      </dl>
      {ready && <CancellationNote terms={r.cancellation} currency={r.currency} decimals={r.decimals} />}
      <RefundLine reservation={r} />
      {withVoucher && ready && <VoucherButton id={r.id} reservationNo={no} checkout={r.checkout} />}
      {withVoucher && ready && <CancelBooking reservation={r} />}
      {!withVoucher && r.can_pay && (
        <Link
          to="/hotel/booking-confirmation/$id"
          params={{ id: String(r.id) }}
          className="btn btn-primary"
          data-testid="complete-payment"
        >
          <Trans>Complete payment</Trans>
        </Link>
      )}
      {withVoucher && r.status === 'held' && (
        <p className="booking-note">
          <Trans>We are waiting for the payment to be confirmed. This page updates by itself.</Trans>
        </p>
      )}
    </div>
  )
}

/** Fetches the PDF with the bearer token and saves it as `{reservation_no}.pdf`. */
export function VoucherButton({
  id,
  reservationNo,
  checkout,
  className = 'btn btn-ghost',
}: {
  id: number
  reservationNo: string
  checkout?: string
  className?: string
}) {
  const { t } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const download = useDownloadVoucher()
  const saved = useVoucherSaved(id)
  const failed = (err: unknown) =>
    toast.show(
      err instanceof VoucherNotSavedError
        ? t`This voucher is not saved on this device yet. Connect to the internet to download it.`
        : errorText(err),
      'error',
    )
  return (
    <span className="voucher-action">
      <button
        type="button"
        className={className}
        disabled={download.isPending}
        aria-busy={download.isPending}
        aria-label={t`Download the voucher of booking ${reservationNo}`}
        data-testid="download-voucher"
        onClick={() => download.mutate({ id, reservationNo, checkout }, { onError: failed })}
      >
        {download.isPending ? <span className="spinner" aria-hidden="true" /> : <DownloadIcon />}
        <Trans>Download voucher</Trans>
      </button>
      {saved && (
        <span className="voucher-saved" data-testid="voucher-saved">
          <Trans>Saved on this device: opens offline</Trans>
        </span>
      )}
    </span>
  )
}

function DownloadIcon() {
  return (
    <Svg size={18}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Svg>
  )
}

function OutcomeIcon({ outcome }: { outcome: 'done' | 'failed' }) {
  return (
    <Svg className="booking-outcome-icon" size={64} strokeWidth={1.8}>
      <circle cx="12" cy="12" r="10" />
      {outcome === 'done' ? <path d="M7.5 12.5l3 3 6-6.5" /> : <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" />}
    </Svg>
  )
}
