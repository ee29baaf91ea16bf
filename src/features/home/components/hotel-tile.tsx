import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { HotelCard } from '../../../../contract/marketing'
import { PinIcon } from '../../../components/ui/icons'
import { localized, numberFormat } from '../../../lib/format'
import { FORMAT_LOCALE } from '../../../lib/i18n'
import { RATIO, sized, srcSetOf } from '../../../lib/media'
import { usePreferences } from '../../../lib/preferences'
import { Stars } from '../../hotels/components/stars'
import { DiscountBadge } from './discount-card'
import { hotelLink } from './links'

function useHotelText(hotel: HotelCard) {
  const { language } = usePreferences()
  const title = localized(hotel, 'title', language) || hotel.title
  const place = [
    hotel.city && localized(hotel.city, 'name', language),
    localized(hotel.governorate, 'name', language),
  ]
    .filter((s, i, all) => s && all.indexOf(s) === i)
    .join(language === 'en' ? ', ' : '، ')
  return { title, place }
}

export function RateBadge({ rate }: { rate: number }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const value = numberFormat(FORMAT_LOCALE[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rate)
  return (
    <span className="rate-pill" role="img" aria-label={t`Rated ${value} out of 5`}>
      {value}
    </span>
  )
}

/** A compact hotel card (recommended hotels, hotels near the visitor). */
export function HotelTile({
  hotel,
  discount,
  distance,
}: {
  hotel: HotelCard
  discount?: number
  distance?: string
}) {
  const { title, place } = useHotelText(hotel)
  return (
    <article className="home-card hotel-tile" data-testid="home-card">
      <div className="home-card-media media-hotel">
        {hotel.image ? (
          <img
            src={sized(hotel.image, 480)}
            srcSet={srcSetOf(hotel.image, [320, 480, 640])}
            sizes="(min-width: 700px) 280px, 72vw"
            {...RATIO.hotel}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className="media-placeholder" />
        )}
        {discount ? <DiscountBadge percentage={discount} /> : null}
      </div>
      <div className="home-card-body">
        <div className="hotel-tile-top">
          <Stars value={hotel.stars} />
          <RateBadge rate={hotel.rate} />
        </div>
        <h3 className="home-card-title">
          <Link className="card-link" {...hotelLink(hotel.id)}>
            {title}
          </Link>
        </h3>
        <p className="home-card-place">
          <PinIcon size={16} />
          <span>{place}</span>
        </p>
        {distance && <p className="home-card-distance">{distance}</p>}
      </div>
    </article>
  )
}

/** A large hotel card with its text over the picture (the "perfect stay" row). */
export function FeatureHotelCard({ hotel, discount }: { hotel: HotelCard; discount?: number }) {
  const { title, place } = useHotelText(hotel)
  return (
    <article className="feature-card" data-testid="home-card">
      {hotel.image ? (
        <img
          src={sized(hotel.image, 960)}
          srcSet={srcSetOf(hotel.image, [480, 640, 960, 1280])}
          sizes="(min-width: 1060px) 580px, 86vw"
          {...RATIO.hotel}
          alt=""
          loading="lazy"
          decoding="async"
          className="feature-card-img"
        />
      ) : (
        <div className="media-placeholder feature-card-img" />
      )}
      {discount ? <DiscountBadge percentage={discount} /> : null}
      <div className="feature-card-text">
        <Stars value={hotel.stars} />
        <h3 className="feature-card-title">
          <Link className="card-link" {...hotelLink(hotel.id)}>
            {title}
          </Link>
        </h3>
        <p className="home-card-place">
          <PinIcon size={16} />
          <span>{place}</span>
          <RateBadge rate={hotel.rate} />
        </p>
      </div>
    </article>
  )
}
