import { Plural, Trans } from '@lingui/react/macro'
import type { Reservation } from '../../../contract/booking'
import { CancellationNote } from '../../features/booking/components/cancellation-terms'
import { localized } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import { HotelBriefCard } from './hotel-brief'
import { Fact, StayFacts } from './stay-facts'
import { useMoney } from './use-money'
import './booking.css'

/** A compact summary of a reservation: hotel, stay, rooms and the total to pay. */
export function ReservationBrief({ reservation }: { reservation: Reservation }) {
  const { language } = usePreferences()
  const money = useMoney(reservation.currency, reservation.decimals)
  const no = reservation.reservation_no
  return (
    <section
      className="booking-card"
      aria-labelledby="reservation-brief-heading"
      data-testid="reservation-brief"
    >
      <h2 id="reservation-brief-heading" className="booking-card-title">
        <Trans>Your booking</Trans>
      </h2>
      <p className="booking-number">
        <Trans>
          Booking number{' '}
          <strong dir="ltr" data-testid="reservation-no">
            {no}
          </strong>
        </Trans>
      </p>
      <HotelBriefCard hotel={reservation.hotel} headingLevel={3} />
      <StayFacts stay={reservation} />
      <ul className="booking-rooms">
        {reservation.rooms.map((room) => (
          <li key={room.room_id} className="booking-room">
            <div className="booking-room-text">
              <span className="booking-room-name">{localized(room, 'name', language)}</span>
              <span className="booking-room-count">
                <Plural value={room.number_of_rooms} one="# room" other="# rooms" />
              </span>
            </div>
            <span className="booking-room-price">{money(room.total_price_with_currency)}</span>
          </li>
        ))}
      </ul>
      <dl className="booking-prices">
        {reservation.discount > 0 && (
          <Fact label={<Trans>Discount</Trans>}>{money(-reservation.discount)}</Fact>
        )}
        <Fact label={<Trans>Total</Trans>} testId="reservation-total" className="booking-total">
          {money(reservation.total_price_with_currency)}
        </Fact>
      </dl>
      <CancellationNote
        terms={reservation.cancellation}
        currency={reservation.currency}
        decimals={reservation.decimals}
      />
    </section>
  )
}
