import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Discount } from '../../../../contract/marketing'
import { localized, numberFormat } from '../../../lib/format'
import { FORMAT_LOCALE } from '../../../lib/i18n'
import { RATIO, sized, srcSetOf } from '../../../lib/media'
import { usePreferences } from '../../../lib/preferences'
import { useStayDates } from '../../../lib/use-stay-dates'
import { Stars } from '../../hotels/components/stars'
import { cut } from '../text'
import { hotelLink } from './links'

export function DiscountBadge({ percentage }: { percentage: number }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const value = numberFormat(FORMAT_LOCALE[language], { style: 'percent' }).format(percentage / 100)
  return <span className="discount-badge">{t`${value} off`}</span>
}

export function DiscountCard({ discount }: { discount: Discount }) {
  const { language } = usePreferences()
  const { hotel } = discount
  const title = localized(hotel, 'title', language) || hotel.title
  const description = localized(discount, 'description', language)
  // A discount with stay dates covers only the stays inside them: the card says so (decision 43).
  const { stayDates, bookBy } = useStayDates()
  const dates = stayDates(discount.stay_from, discount.stay_to)
  return (
    <article className="home-card discount-card" data-testid="home-card">
      <div className="home-card-media media-offer">
        {hotel.image ? (
          <img
            src={sized(hotel.image, 640)}
            srcSet={srcSetOf(hotel.image, [320, 640])}
            sizes="(min-width: 700px) 300px, 82vw"
            {...RATIO.offer}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className="media-placeholder" />
        )}
        <DiscountBadge percentage={discount.percentage} />
      </div>
      <div className="home-card-body">
        <h3 className="home-card-title">
          <Link className="card-link" {...hotelLink(hotel.id)}>
            {title}
          </Link>
        </h3>
        <Stars value={hotel.stars} />
        <p className="home-card-text">{description ? cut(description) : <Trans>No description</Trans>}</p>
        {dates ? (
          <p className="home-card-text" data-testid="discount-stay-dates">
            <Trans>Stay dates: {dates}</Trans>
          </p>
        ) : null}
        {discount.book_by ? <p className="home-card-text">{bookBy(discount.book_by)}</p> : null}
      </div>
    </article>
  )
}
