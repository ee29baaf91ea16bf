import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Reservation } from '../../../contract/booking'
import { PinIcon } from '../../components/ui/icons'
import type { ReservationTab } from '../../features/booking/api/my-reservations'
import { CancellationNote } from '../../features/booking/components/cancellation-terms'
import { sized, srcSetOf } from '../../lib/media'
import { usePreferences } from '../../lib/preferences'
import { VoucherButton } from './booking-outcome'
import { CancelBooking, RefundLine } from './cancel-booking'
import { hotelTitle, placeOf } from './hotel-brief'
import { StatusBadge } from './status-label'
import { Fact, StayDate } from './stay-facts'
import { useMoney } from './use-money'
import './booking.css'

/**
 * Spec §2 My bookings card: hotel image, title, governorate and city, dates, total with its
 * currency, booking number; the voucher (not on incomplete ones) or, while the rooms are
 * still held, the way back to payment.
 */
export function ReservationCard({ reservation: r, tab }: { reservation: Reservation; tab: ReservationTab }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const money = useMoney(r.currency, r.decimals)
  const titleId = `reservation-${r.id}-title`
  const no = r.reservation_no
  return (
    <article className="reservation-card" aria-labelledby={titleId} data-testid="reservation-card">
      {r.hotel.image ? (
        <img
          className="reservation-image"
          src={sized(r.hotel.image, 480)}
          srcSet={srcSetOf(r.hotel.image, [320, 480, 640])}
          sizes="(min-width: 760px) 240px, 100vw"
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="reservation-image booking-hotel-placeholder" aria-hidden="true" />
      )}
      <div className="reservation-body">
        <div className="reservation-head">
          <h2 className="reservation-title" id={titleId}>
            {hotelTitle(r.hotel, language)}
          </h2>
          <StatusBadge status={r.status} />
        </div>
        <p className="booking-hotel-place">
          <PinIcon size={16} />
          <span>{placeOf(r.hotel, language)}</span>
        </p>
        <dl className="reservation-facts">
          <Fact label={<Trans>Arrival</Trans>}>
            <StayDate iso={r.checkin} />
          </Fact>
          <Fact label={<Trans>Departure</Trans>}>
            <StayDate iso={r.checkout} />
          </Fact>
          <div>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd className="reservation-total" data-testid="reservation-total">
              {money(r.total_price_with_currency)}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Booking number</Trans>
            </dt>
            <dd dir="ltr" className="reservation-no" data-testid="reservation-no">
              {no}
            </dd>
          </div>
        </dl>
        {r.status === 'cancelled' ? (
          <RefundLine reservation={r} />
        ) : (
          <CancellationNote terms={r.cancellation} currency={r.currency} decimals={r.decimals} />
        )}
      </div>
      <div className="reservation-actions">
        {tab !== 'incomplete' && (r.is_paid || r.status === 'confirmed') && (
          <VoucherButton id={r.id} reservationNo={no} checkout={r.checkout} />
        )}
        {tab === 'incomplete' && r.can_pay && (
          <Link
            to="/hotel/booking-confirmation/$id"
            params={{ id: String(r.id) }}
            className="btn btn-primary"
            aria-label={t`Complete payment of booking ${no}`}
            data-testid="complete-payment"
          >
            <Trans>Complete payment</Trans>
          </Link>
        )}
        <CancelBooking reservation={r} />
      </div>
    </article>
  )
}
