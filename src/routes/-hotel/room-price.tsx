import { Plural, Trans } from '@lingui/react/macro'
import type { Room } from '../../../contract/hotel'
import { formatMoney } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'

/** One room for the whole stay, taxes included, in the hotel answer's currency. */
export function RoomPrice({ room, currency, nights }: { room: Room; currency: string; nights: number }) {
  const { language } = usePreferences()
  if (room.total_price_with_currency === null) {
    return (
      <p className="room-price room-price-missing">
        <Trans>Not available for these dates</Trans>
      </p>
    )
  }
  return (
    <p className="room-price">
      <strong data-testid="room-price">
        {formatMoney(room.total_price_with_currency, currency, language)}
      </strong>
      <span className="price-note">
        <Plural value={nights} one="for # night, taxes included" other="for # nights, taxes included" />
      </span>
    </p>
  )
}
