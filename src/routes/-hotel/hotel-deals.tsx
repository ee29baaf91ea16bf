import { Trans } from '@lingui/react/macro'
import { DiscountBadge } from '../../components/ui/price'
import type { HotelDetail } from '../../features/hotels/api/hotel-detail'
import { PublicCodes } from '../../features/hotels/components/public-codes'
import { formatDate, localized } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'

/**
 * What is taken off this stay without asking (the hotel's discount or an offer: the room prices
 * below already carry it, decision 33), and the public codes the summary will accept.
 */
export function HotelDeals({ hotel }: { hotel: HotelDetail }) {
  const { language } = usePreferences()
  const promotion = hotel.promotion
  if (!promotion && hotel.public_codes.length === 0) return null
  const title = promotion ? localized(promotion, 'title', language) : ''
  const until = promotion?.end_date
    ? formatDate(promotion.end_date, language, { day: 'numeric', month: 'long' })
    : null
  return (
    <div className="side-card side-deals" data-testid="hotel-deals">
      {promotion && (
        <div className="side-promotion" data-testid="hotel-promotion">
          <DiscountBadge percentage={promotion.percentage} />
          <p>
            {title ? (
              <Trans>{title}: already taken off the prices of this stay.</Trans>
            ) : (
              <Trans>The hotel's discount is already taken off the prices of this stay.</Trans>
            )}
            {until && (
              <>
                {' '}
                <Trans>Book by {until}.</Trans>
              </>
            )}
          </p>
        </div>
      )}
      <PublicCodes codes={hotel.public_codes} />
    </div>
  )
}
