import { Trans } from '@lingui/react/macro'
import { PinIcon } from '../../components/ui/icons'
import type { HotelDetail } from '../../features/hotels/api/hotel-detail'
import { Stars } from '../../features/hotels/components/stars'
import { localized } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import { AmenityIcon } from './amenity-icon'
import { hotelAddress } from './hotel-text'
import { RateBadge, useRateWord } from './rate-badge'

/** Spec §2 header: title, address, stars out of 5, rate and up to 8 service chips. */
const CHIPS_SHOWN = 8

export function HotelHeader({ hotel }: { hotel: HotelDetail }) {
  const { language } = usePreferences()
  const rateWord = useRateWord()
  const address = hotelAddress(hotel, language)
  return (
    <header className="hotel-header">
      <div className="hotel-header-main">
        <h1 className="hotel-title">{localized(hotel, 'title', language)}</h1>
        <div className="hotel-header-meta">
          <Stars value={hotel.stars} />
          <span className="hotel-header-rate">
            <RateBadge rate={hotel.rate} />
            <span>{rateWord(hotel.rate)}</span>
          </span>
        </div>
        <p className="hotel-address">
          <PinIcon size={18} />
          {/* Addresses may fall back to another language: let the text pick its direction. */}
          <span dir="auto">{address || <Trans>No Address</Trans>}</span>
        </p>
      </div>
      {hotel.all_services.length > 0 && (
        <ul className="service-chips" data-testid="service-chips">
          {hotel.all_services.slice(0, CHIPS_SHOWN).map((s) => (
            <li key={s.id} className="service-chip">
              <AmenityIcon name={s.icon} size={16} />
              {localized(s, 'name', language)}
            </li>
          ))}
        </ul>
      )}
    </header>
  )
}
