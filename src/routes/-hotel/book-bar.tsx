import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Room } from '../../../contract/hotel'
import { Price } from '../../components/ui/price'
import type { HotelDetail } from '../../features/hotels/api/hotel-detail'
import { validStayDates } from '../../features/hotels/api/stay-query'
import { formatMoney } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import type { HotelPageSearch } from './hotel-page-search'
import { selectionSupplement, selectionTotal } from './selected-rooms'

interface Props {
  hotel: HotelDetail
  selection: { room: Room; count: number }[]
  search: HotelPageSearch
  onChooseDates(): void
}

/**
 * Sticks to the bottom of the screen once a room is picked (spec §2): the total for the
 * selection and the way on to the booking summary. Without both dates there is nothing to
 * book yet, so it asks for them instead.
 */
export function BookBar({ hotel, selection, search, onChooseDates }: Props) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const dates = validStayDates(search)
  const rooms = selection.reduce((n, s) => n + s.count, 0)
  const childrenSupplement = selectionSupplement(selection, hotel.children_supplement_with_currency)
  const total = selectionTotal(selection, childrenSupplement)
  const original = selectionTotal(selection, childrenSupplement, 'original')
  const supplement = formatMoney(childrenSupplement, hotel.currency, language, hotel.decimals)
  return (
    <div className="book-bar" role="region" aria-label={t`Your selection`} data-testid="book-bar">
      <div className="book-bar-inner">
        <div className="book-bar-summary">
          <span className="book-bar-count">
            <Plural value={rooms} one="# room selected" other="# rooms selected" />
          </span>
          <span className="book-bar-total">
            <Price
              amount={total}
              original={original}
              currency={hotel.currency}
              decimals={hotel.decimals}
              testId="book-total"
            />
          </span>
          <span className="price-note">
            <Plural
              value={hotel.nights}
              one="for # night, taxes included"
              other="for # nights, taxes included"
            />
            {childrenSupplement > 0 && (
              <>
                {' · '}
                <Trans>includes {supplement} for children</Trans>
              </>
            )}
          </span>
        </div>
        {dates ? (
          <Link
            to="/hotel/book"
            className="btn btn-primary book-bar-action"
            data-testid="book-now"
            search={{
              id: hotel.id,
              governorate: hotel.governorate_id,
              checkin: dates.checkin,
              checkout: dates.checkout,
              // Spec §5: zero rooms or adults are searched (and booked) as one.
              room_no: Math.max(1, search.room_no),
              room_select: selection.map((s) => ({ room: s.room.id, count: s.count })),
              adult_no: Math.max(1, search.adult_no),
              children_no: search.children_no,
              ages: search.ages,
              currency: hotel.currency,
            }}
          >
            <Trans>Book now</Trans>
          </Link>
        ) : (
          <button type="button" className="btn btn-primary book-bar-action" onClick={onChooseDates}>
            <Trans>Choose your dates</Trans>
          </button>
        )}
      </div>
    </div>
  )
}
