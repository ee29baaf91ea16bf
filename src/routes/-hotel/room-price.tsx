import { Plural, Trans } from '@lingui/react/macro'
import type { Room } from '../../../contract/hotel'
import { Price } from '../../components/ui/price'

/** One room for the whole stay, taxes included, in the hotel answer's currency. */
export function RoomPrice({
  room,
  currency,
  decimals,
  nights,
}: {
  room: Room
  currency: string
  decimals: number
  nights: number
}) {
  if (room.total_price_with_currency === null) {
    return (
      <p className="room-price room-price-missing">
        <Trans>Not available for these dates</Trans>
      </p>
    )
  }
  return (
    <p className="room-price">
      <Price
        amount={room.total_price_with_currency}
        original={room.original_price_with_currency}
        currency={currency}
        decimals={decimals}
        testId="room-price"
      />
      <span className="price-note">
        <Plural value={nights} one="for # night, taxes included" other="for # nights, taxes included" />
      </span>
    </p>
  )
}
