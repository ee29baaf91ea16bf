import { Plural, Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { PinIcon } from '../../components/ui/icons'
import { useHotelComments } from '../../features/hotels/api/comments'
import type { HotelDetail } from '../../features/hotels/api/hotel-detail'
import { HotelMap } from '../../features/map/hotel-map'
import { MapDialog } from '../../features/map/map-dialog'
import { localized } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import { HotelDeals } from './hotel-deals'
import { hotelPlace } from './hotel-text'
import { RateBadge, useRateWord } from './rate-badge'

interface Props {
  hotel: HotelDetail
  onBookNow(): void
  onShowReviews(): void
}

/**
 * Location, rating and the "book now" shortcut. The small map loads maplibre-gl on its own,
 * after the page has drawn; "View on map" opens a larger one in a dialog.
 */
export function HotelSidePanel({ hotel, onBookNow, onShowReviews }: Props) {
  const { language } = usePreferences()
  const rateWord = useRateWord()
  const comments = useHotelComments(hotel.id)
  const lat = hotel.lat
  const lng = hotel.lng ?? hotel.long
  const place = hotelPlace(hotel, language)
  const title = localized(hotel, 'title', language)
  const [mapOpen, setMapOpen] = useState(false)
  return (
    <aside className="hotel-side" aria-labelledby="hotel-location-heading">
      <div className="side-card">
        <h2 id="hotel-location-heading" className="side-heading">
          <Trans>Location</Trans>
        </h2>
        <p className="side-place">
          <PinIcon size={18} />
          <span>{place || <Trans>Iraq</Trans>}</span>
        </p>
        <HotelMap lat={lat} lng={lng} zoom={10} height={180} label={title} className="side-map" />
        {lat !== null && lng !== null && (
          <>
            <button
              type="button"
              className="link-btn side-map-open"
              aria-haspopup="dialog"
              onClick={() => setMapOpen(true)}
            >
              <Trans>View on map</Trans>
            </button>
            <MapDialog open={mapOpen} onClose={() => setMapOpen(false)} lat={lat} lng={lng} label={title} />
          </>
        )}
      </div>
      <div className="side-card side-rating">
        <RateBadge rate={hotel.rate} size="lg" />
        <div>
          <p className="side-rate-word">{rateWord(hotel.rate)}</p>
          {comments.data && (
            <button type="button" className="link-btn" onClick={onShowReviews}>
              <Plural value={comments.data.total} _0="No reviews yet" one="# review" other="# reviews" />
            </button>
          )}
        </div>
      </div>
      <HotelDeals hotel={hotel} />
      <button type="button" className="btn btn-primary side-book" onClick={onBookNow}>
        <Trans>Book now</Trans>
      </button>
    </aside>
  )
}
