import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { type BookingQuote, type BookingRequestInput, HOLD_MINUTES } from '../../../contract/booking'
import type { Promotion } from '../../../contract/hotel'
import { messages as m } from '../../../contract/messages'
import { PageHeading } from '../../components/ui/page-heading'
import { formatPercent } from '../../components/ui/price'
import { bookingQuoteQueryOptions } from '../../features/booking/api/booking-quote'
import { CancellationNote } from '../../features/booking/components/cancellation-terms'
import { ChildPolicy } from '../../features/hotels/components/child-policy'
import { OfflineBookingNotice } from '../../features/offline'
import { formatMoney, localized } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import { useOffline } from '../../lib/use-offline'
import { type BookSearch, hotelPageSearch } from './book-search'
import { DiscountCodeForm } from './discount-code-form'
import { HotelBriefCard } from './hotel-brief'
import { Fact, StayFacts } from './stay-facts'
import { useCompleteBooking } from './use-complete-booking'
import { useMoney } from './use-money'
import './booking.css'

/**
 * Spec §2 Booking summary: the hotel, the stay, the rooms and the price, every amount from
 * the server's quote; a discount code; "Complete booking" holds the rooms.
 */
export function BookingSummary({ request, search }: { request: BookingRequestInput; search: BookSearch }) {
  const [code, setCode] = useState<string | undefined>()
  const body = code ? { ...request, discount_code: code } : request
  const { data: quote } = useSuspenseQuery(bookingQuoteQueryOptions(body))
  const { complete, pending } = useCompleteBooking(body)
  const offline = useOffline()
  return (
    <div className="container page booking-page" data-testid="booking-summary">
      <BackToHotel search={search} />
      <PageHeading>
        <Trans>Booking summary</Trans>
      </PageHeading>
      <OfflineBookingNotice />
      <div className="booking-layout">
        <div className="booking-main">
          <section className="booking-card" aria-labelledby="booking-hotel-heading">
            <h2 id="booking-hotel-heading" className="visually-hidden">
              <Trans>Hotel</Trans>
            </h2>
            <HotelBriefCard hotel={quote.hotel} headingLevel={3} />
          </section>
          <section className="booking-card" aria-labelledby="booking-stay-heading">
            <h2 id="booking-stay-heading" className="booking-card-title">
              <Trans>Your stay</Trans>
            </h2>
            <StayFacts stay={quote} />
            <p className="booking-note">
              <ChildPolicy
                freeAge={quote.child_free_age}
                nightRate={quote.child_night_rate}
                currency={quote.currency}
                decimals={quote.decimals}
              />
            </p>
          </section>
          <section className="booking-card" aria-labelledby="booking-rooms-heading">
            <h2 id="booking-rooms-heading" className="booking-card-title">
              <Trans>Your rooms</Trans>
            </h2>
            <QuoteRooms quote={quote} />
            {!quote.problem && (
              <CancellationNote
                terms={quote.cancellation}
                currency={quote.currency}
                decimals={quote.decimals}
              />
            )}
          </section>
        </div>
        <aside className="booking-aside" aria-labelledby="booking-price-heading">
          <section className="booking-card booking-price-card">
            <h2 id="booking-price-heading" className="booking-card-title">
              <Trans>Price details</Trans>
            </h2>
            <PriceLines quote={quote} />
            {quote.problem ? (
              <QuoteProblem quote={quote} search={search} />
            ) : (
              <>
                <DiscountCodeForm
                  request={request}
                  applied={quote.discount_code}
                  publicCodes={quote.public_codes}
                  onApplied={setCode}
                />
                <button
                  type="button"
                  className="btn btn-primary btn-block"
                  data-testid="complete-booking"
                  disabled={pending || offline}
                  aria-busy={pending}
                  onClick={complete}
                >
                  {pending && <span className="spinner" aria-hidden="true" />}
                  <Trans>Complete booking</Trans>
                </button>
                <HoldNote />
              </>
            )}
          </section>
        </aside>
      </div>
    </div>
  )
}

function HoldNote() {
  return (
    <p className="booking-note">
      <Plural
        value={HOLD_MINUTES}
        one="Your rooms are held for # minute while you enter the guest's details and pay."
        other="Your rooms are held for # minutes while you enter the guest's details and pay."
      />
    </p>
  )
}

function QuoteRooms({ quote }: { quote: BookingQuote }) {
  const { language } = usePreferences()
  const money = useMoney(quote.currency, quote.decimals)
  return (
    <ul className="booking-rooms" data-testid="quote-rooms">
      {quote.rooms.map((room) => (
        <li key={room.room_id} className="booking-room" data-testid="quote-room">
          <div className="booking-room-text">
            <span className="booking-room-name">{localized(room, 'name', language)}</span>
            <span className="booking-room-count">
              <Plural value={room.number_of_rooms} one="# room" other="# rooms" />
            </span>
          </div>
          <span className="booking-room-price" data-testid="quote-room-price">
            {room.total_price_with_currency === null ? (
              <span className="booking-unavailable">
                <Trans>Not available</Trans>
              </span>
            ) : (
              money(room.total_price_with_currency)
            )}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Original price, discount, price after discount, total and the AED equivalent (spec §2). */
function PriceLines({ quote }: { quote: BookingQuote }) {
  const { language } = usePreferences()
  const money = useMoney(quote.currency, quote.decimals)
  const supplement = money(quote.children_supplement)
  return (
    <dl className="booking-prices" data-testid="price-lines">
      <div>
        <dt>
          <Trans>Original price</Trans>
        </dt>
        <dd data-testid="original-price">
          {quote.discount > 0 ? <del>{money(quote.original_price)}</del> : money(quote.original_price)}
        </dd>
        {quote.children_supplement > 0 && (
          <dd className="booking-note">
            <Trans>Includes {supplement} for children</Trans>
          </dd>
        )}
      </div>
      {quote.promotion && <PromotionLine quote={quote} promotion={quote.promotion} />}
      <Fact label={<Trans>Discount</Trans>} testId="discount">
        {money(quote.discount > 0 ? -quote.discount : 0)}
      </Fact>
      <Fact label={<Trans>Price after discount</Trans>} testId="price-after-discount">
        {money(quote.price_after_discount)}
      </Fact>
      <Fact label={<Trans>Total</Trans>} testId="total" className="booking-total">
        {money(quote.total)}
      </Fact>
      {quote.currency !== 'AED' && (
        <Fact label={<Trans>In UAE dirham</Trans>} testId="total-aed" className="booking-aed">
          {formatMoney(quote.total_aed, 'AED', language, 2)}
        </Fact>
      )}
    </dl>
  )
}

/** The offer or the hotel's discount the server took off without a code (decision 33). */
function PromotionLine({ quote, promotion }: { quote: BookingQuote; promotion: Promotion }) {
  const { language } = usePreferences()
  const money = useMoney(quote.currency, quote.decimals)
  const title = localized(promotion, 'title', language)
  const pct = <bdi>{formatPercent(promotion.percentage, language)}</bdi>
  return (
    <Fact
      label={
        title ? (
          <Trans>
            Offer: {title} ({pct})
          </Trans>
        ) : (
          <Trans>Hotel discount ({pct})</Trans>
        )
      }
      testId="promotion-discount"
      className="booking-promotion"
    >
      {money(-quote.promotion_discount)}
    </Fact>
  )
}

/** The stay cannot be booked as asked: say why, and lead back to the rooms. */
function QuoteProblem({ quote, search }: { quote: BookingQuote; search: BookSearch }) {
  const { i18n } = useLingui()
  const text = quote.problem === 'capacity' ? i18n._(m.roomsTooSmall.id) : i18n._(m.roomsUnavailable.id)
  return (
    <div className="form-alert" role="alert" data-testid="quote-problem" data-problem={quote.problem}>
      <p>{text}</p>
      <Link to="/hotel" search={hotelPageSearch(search)} className="btn btn-primary">
        <Trans>Choose other rooms</Trans>
      </Link>
    </div>
  )
}

export function BackToHotel({ search }: { search: BookSearch }) {
  if (!search.id) return null
  return (
    <Link to="/hotel" search={hotelPageSearch(search)} className="booking-back" data-testid="back-to-hotel">
      <span aria-hidden="true" className="booking-back-arrow">
        ‹
      </span>
      <Trans>Back to the hotel</Trans>
    </Link>
  )
}
