import { useLingui } from '@lingui/react/macro'
import '../../features/hotels/components/hotel-list.css'
import './hotel-page.css'

/** Shown while the hotel loads: the page's shape, so nothing jumps when it arrives. */
export function HotelSkeleton() {
  const { t } = useLingui()
  return (
    <div className="container page hotel-page" role="status" aria-busy="true" aria-label={t`Loading hotel`}>
      <div className="skeleton skeleton-line skeleton-short" />
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-gallery" />
      <div className="room-list">
        {[1, 2].map((n) => (
          <div key={n} className="skeleton skeleton-room" />
        ))}
      </div>
    </div>
  )
}
