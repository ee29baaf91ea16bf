import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Offer } from '../../../../contract/marketing'
import { localized } from '../../../lib/format'
import { RATIO, sized, srcSetOf } from '../../../lib/media'
import { usePreferences } from '../../../lib/preferences'
import { cut, daysUntil } from '../text'
import { ClockIcon } from './icons'
import { hotelLink } from './links'

export function OfferCard({ offer }: { offer: Offer }) {
  const { language } = usePreferences()
  const title = localized(offer, 'title', language)
  const description = localized(offer, 'description', language)
  const days = daysUntil(offer.end_date)
  return (
    <article className="home-card offer-card" data-testid="home-card">
      <div className="home-card-media media-offer">
        <img
          src={sized(offer.image_path, 640)}
          srcSet={srcSetOf(offer.image_path, [320, 640, 960])}
          sizes="(min-width: 700px) 340px, 82vw"
          {...RATIO.offer}
          // Decorative, as on every other card: the title names the offer, and the API's `alt` is one
          // text for all three languages (English in the demo data).
          alt=""
          loading="lazy"
          decoding="async"
        />
        <span className="card-chip">
          <ClockIcon size={14} />
          {days <= 0 ? (
            <Trans>Ends today</Trans>
          ) : (
            <Plural value={days} one="Ends in # day" other="Ends in # days" />
          )}
        </span>
      </div>
      <div className="home-card-body">
        <h3 className="home-card-title">
          {offer.hotel_id ? (
            <Link className="card-link" {...hotelLink(offer.hotel_id)}>
              {title}
            </Link>
          ) : (
            <Link className="card-link" to="/offers">
              {title}
            </Link>
          )}
        </h3>
        {description && <p className="home-card-text">{cut(description)}</p>}
      </div>
    </article>
  )
}
