import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { HotelSummary } from '../../../../contract/hotel'
import { PinIcon } from '../../../components/ui/icons'
import { DiscountBadge, Price, perNight } from '../../../components/ui/price'
import { formatMoney, formatNumber, localized } from '../../../lib/format'
import { RATIO, sized, srcSetOf } from '../../../lib/media'
import { usePreferences } from '../../../lib/preferences'
import type { StaySearch } from '../../search/search-params'
import { FavouriteButton } from './favourite-button'
import { Stars } from './stars'
import './hotel-list.css'

const DESCRIPTION_CUT = 212

function cut(text: string, max: number) {
  const chars = [...text]
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text
}

/** The price per night, then the whole stay's, each beside its price before the promotion. */
function CardPrices({ hotel }: { hotel: HotelSummary }) {
  const { language } = usePreferences()
  const total = hotel.total_price_with_currency ?? 0
  const original = hotel.original_price_with_currency
  const night = (amount: number) => perNight(amount, hotel.nights, hotel.decimals)
  const stayTotal = formatMoney(total, hotel.currency, language, hotel.decimals)
  return (
    <div className="hotel-card-amounts">
      <DiscountBadge percentage={hotel.discount_percentage} />
      <p className="hotel-card-night">
        <Price
          amount={night(total)}
          original={original === null ? null : night(original)}
          currency={hotel.currency}
          decimals={hotel.decimals}
          testId="card-night-price"
        />{' '}
        <span className="price-note">
          <Trans>per night</Trans>
        </span>
      </p>
      <p className="hotel-card-stay">
        <span className="hotel-card-stay-total" data-testid="card-stay-price">
          {stayTotal}
        </span>{' '}
        <span className="price-note">
          <Plural
            value={hotel.nights}
            one="for # night, taxes included"
            other="for # nights, taxes included"
          />
        </span>
      </p>
    </div>
  )
}

/** `first`: the card at the top of a list, whose picture is likely the page's largest paint. */
export function HotelCard({
  hotel,
  stay,
  first = false,
}: {
  hotel: HotelSummary
  stay: StaySearch
  first?: boolean
}) {
  const { language } = usePreferences()
  const title = localized(hotel, 'title', language)
  // "Erbil, Erbil" says nothing twice: a capital city is named once.
  const place = [
    ...new Set(
      [
        hotel.city && localized(hotel.city, 'name', language),
        hotel.governorate && localized(hotel.governorate, 'name', language),
      ].filter(Boolean),
    ),
  ].join(language === 'en' ? ', ' : '، ')
  const description = localized(hotel, 'description', language)
  const titleId = useId()
  return (
    <article className="hotel-card" data-testid="hotel-card">
      <div className="hotel-card-media">
        {hotel.image ? (
          <img
            src={sized(hotel.image, 640)}
            srcSet={srcSetOf(hotel.image, [320, 480, 640, 960])}
            // One column on phones, three across the results grid on wide screens.
            sizes="(min-width: 1060px) 360px, (min-width: 700px) 45vw, 92vw"
            alt=""
            width={RATIO.hotel.width}
            height={RATIO.hotel.height}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <div className="hotel-card-placeholder" aria-hidden="true" />
        )}
        <FavouriteButton hotelId={hotel.id} initial={hotel.is_faviorate} describedBy={titleId} />
      </div>
      <div className="hotel-card-body">
        <h2 className="hotel-card-title" id={titleId}>
          <Link to="/hotel" search={{ id: hotel.id, ...stay }}>
            {title}
          </Link>
        </h2>
        <Stars value={hotel.stars} />
        <p className="hotel-card-place">
          <PinIcon size={16} />
          {place}
        </p>
        {hotel.free_cancellation && (
          <p className="hotel-card-free-cancel" data-testid="free-cancellation-badge">
            <Trans>Free cancellation</Trans>
          </p>
        )}
        <p className="hotel-card-description">
          {description ? cut(description, DESCRIPTION_CUT) : <Trans>No description yet</Trans>}
        </p>
      </div>
      <div className="hotel-card-price">
        {hotel.rate > 0 ? (
          <span className="rate-badge">{formatNumber(hotel.rate, language)}</span>
        ) : (
          <span className="rate-badge rate-badge-new">
            <Trans>New</Trans>
          </span>
        )}
        {hotel.total_price_with_currency !== null && <CardPrices hotel={hotel} />}
        <Link to="/hotel" search={{ id: hotel.id, ...stay }} className="btn btn-primary">
          <Trans>View rooms</Trans>
        </Link>
      </div>
    </article>
  )
}
