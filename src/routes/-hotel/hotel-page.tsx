import { Trans } from '@lingui/react/macro'
import { useHotelDetail } from '../../features/hotels/api/hotel-detail'
import { SearchBox } from '../../features/search/components/search-box'
import { localized } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import { useRevealed } from '../../lib/use-revealed'
import { BookBar } from './book-bar'
import { FacilityGroups } from './facility-groups'
import { HotelBreadcrumb } from './hotel-breadcrumb'
import { HotelDescription } from './hotel-description'
import { HotelGallery } from './hotel-gallery'
import { HotelHeader } from './hotel-header'
import type { HotelPageSearch } from './hotel-page-search'
import { HotelPolicies } from './hotel-policies'
import { HotelReviews, REVIEWS_HEADING_ID } from './hotel-reviews'
import { HotelSidePanel } from './hotel-side-panel'
import { ROOMS_HEADING_ID, RoomList } from './room-list'
import { effectiveSelection, type SelectedRoom } from './selected-rooms'
import '../../features/hotels/components/hotel-list.css'
import './hotel-page.css'

interface Props {
  search: HotelPageSearch
  onSelectionChange(next: SelectedRoom[]): void
}

const STAY_HEADING_ID = 'hotel-stay-heading'

/** Scrolls a section into view and moves focus to its heading, for keyboard and screen readers. */
function goTo(headingId: string) {
  const heading = document.getElementById(headingId)
  if (!heading) return
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  heading.focus({ preventScroll: true })
}

export function HotelPage({ search, onSelectionChange }: Props) {
  const { language, currency } = usePreferences()
  const hotel = useHotelDetail(search, currency)
  const selected = search.selectedRooms ?? []
  const selection = effectiveSelection(selected, hotel.rooms)
  const { selectedRooms: _, id: __, ...stay } = search
  // Below the fold on every screen: drawn right after the first frame (decision 19), in slices.
  const below = useRevealed()
  return (
    <div className={`container page hotel-page${selection.length ? ' has-book-bar' : ''}`}>
      <HotelBreadcrumb hotel={hotel} search={search} />
      <HotelHeader hotel={hotel} />
      <HotelGallery hotel={hotel} />
      <div className="hotel-overview">
        <HotelDescription hotel={hotel} />
        <HotelSidePanel
          hotel={hotel}
          onBookNow={() => goTo(ROOMS_HEADING_ID)}
          onShowReviews={() => goTo(REVIEWS_HEADING_ID)}
        />
      </div>
      {below ? (
        <>
          <RoomList hotel={hotel} selected={selected} onChange={onSelectionChange} />
          <FacilityGroups groups={hotel.features} />
          <HotelPolicies hotel={hotel} />
          <section className="hotel-section" aria-labelledby={STAY_HEADING_ID}>
            <h2 id={STAY_HEADING_ID} tabIndex={-1}>
              <Trans>Change your stay</Trans>
            </h2>
            <SearchBox
              key={JSON.stringify(stay)}
              initial={{ ...stay, governorate: stay.governorate ?? hotel.governorate_id }}
              destinationLabel={hotel.governorate ? localized(hotel.governorate, 'name', language) : ''}
            />
          </section>
          <HotelReviews hotel={hotel} />
        </>
      ) : (
        // A screen's height, so the footer does not show for a moment and then move away.
        <div className="hotel-page-below-placeholder" />
      )}
      {selection.length > 0 && (
        <BookBar
          hotel={hotel}
          selection={selection}
          search={search}
          onChooseDates={() => goTo(STAY_HEADING_ID)}
        />
      )}
    </div>
  )
}
