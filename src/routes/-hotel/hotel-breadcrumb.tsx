import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { HotelDetail } from '../../features/hotels/api/hotel-detail'
import { localized } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import type { HotelPageSearch } from './hotel-page-search'

/** Home › Hotels in {governorate} › {hotel}; the middle link keeps the stay being searched. */
export function HotelBreadcrumb({ hotel, search }: { hotel: HotelDetail; search: HotelPageSearch }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const governorate = hotel.governorate ? localized(hotel.governorate, 'name', language) : ''
  const { id: _, selectedRooms: __, city: ___, ...stay } = search
  return (
    <nav className="breadcrumb" aria-label={t`Breadcrumb`}>
      <ol>
        <li>
          <Link to="/">
            <Trans>Home</Trans>
          </Link>
        </li>
        <li>
          <Link to="/hotels" search={{ ...stay, governorate: hotel.governorate_id, page: 1 }}>
            {governorate ? t`Hotels in ${governorate}` : t`Hotels in Iraq`}
          </Link>
        </li>
        <li>
          <span aria-current="page">{localized(hotel, 'title', language)}</span>
        </li>
      </ol>
    </nav>
  )
}
