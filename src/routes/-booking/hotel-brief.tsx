import type { ReactNode } from 'react'
import type { Reservation } from '../../../contract/booking'
import type { Language } from '../../../contract/common'
import { PinIcon } from '../../components/ui/icons'
import { Stars } from '../../features/hotels/components/stars'
import { localized } from '../../lib/format'
import { sized, srcSetOf } from '../../lib/media'
import { usePreferences } from '../../lib/preferences'

type HotelBrief = Reservation['hotel']

/** "City, Governorate"; a capital named after its governorate ("Erbil, Erbil") once. */
export function placeOf(hotel: HotelBrief, language: Language): string {
  const names = [
    hotel.city ? localized(hotel.city, 'name', language) : '',
    localized(hotel.governorate, 'name', language),
  ].filter(Boolean)
  return [...new Set(names)].join(language === 'en' ? ', ' : '، ')
}

export const hotelTitle = (hotel: HotelBrief, language: Language) =>
  localized(hotel, 'title', language) || hotel.title

/** The booked hotel: picture, title, stars and place. */
export function HotelBriefCard({
  hotel,
  headingLevel = 2,
  children,
}: {
  hotel: HotelBrief
  headingLevel?: 2 | 3
  children?: ReactNode
}) {
  const { language } = usePreferences()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="booking-hotel">
      {hotel.image ? (
        <img
          className="booking-hotel-image"
          src={sized(hotel.image, 320)}
          srcSet={srcSetOf(hotel.image, [320, 640])}
          sizes="160px"
          alt=""
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="booking-hotel-image booking-hotel-placeholder" aria-hidden="true" />
      )}
      <div className="booking-hotel-text">
        <Heading className="booking-hotel-title" data-testid="booking-hotel-title">
          {hotelTitle(hotel, language)}
        </Heading>
        <Stars value={hotel.stars} />
        <p className="booking-hotel-place">
          <PinIcon size={16} />
          <span>{placeOf(hotel, language)}</span>
        </p>
        {children}
      </div>
    </div>
  )
}
