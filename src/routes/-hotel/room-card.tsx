import { Plural, Trans } from '@lingui/react/macro'
import type { Room } from '../../../contract/hotel'
import { CancellationNote } from '../../features/booking/components/cancellation-terms'
import { formatMoney, localized } from '../../lib/format'
import { IMAGE_RATIO, imageSrc, imageSrcSet } from '../../lib/media'
import { usePreferences } from '../../lib/preferences'
import { AmenityIcon } from './amenity-icon'
import { RoomBuyControls } from './room-buy-controls'
import { RoomFacts } from './room-facts'
import { RoomPrice } from './room-price'

interface Props {
  room: Room
  currency: string
  decimals: number
  nights: number
  selected: number | undefined
  onToggle(count: number): void
  onCount(count: number): void
  onView(): void
}

const SERVICES_ON_CARD = 4
/** Few enough left to be worth saying. */
const FEW_LEFT = 3

export function RoomCard({ room, currency, decimals, nights, selected, onToggle, onCount, onView }: Props) {
  const { language } = usePreferences()
  const name = localized(room, 'name', language)
  const image = room.image_url ?? room.images[0]?.image_path ?? null
  const sold = room.available_room_number <= 0
  const headingId = `room-${room.id}-name`
  const childrenSupplement = formatMoney(room.children_supplement_with_currency, currency, language, decimals)
  return (
    <article
      className={`room-card${selected !== undefined ? ' is-selected' : ''}${sold ? ' is-sold' : ''}`}
      aria-labelledby={headingId}
      data-testid="room-card"
      data-room-id={room.id}
    >
      <div className="room-media">
        {image ? (
          <img
            src={imageSrc(image, 480)}
            srcSet={imageSrcSet(image, 960)}
            sizes="(min-width: 760px) 260px, 100vw"
            width={IMAGE_RATIO.width * 80}
            height={IMAGE_RATIO.height * 80}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className="room-placeholder" aria-hidden="true">
            <AmenityIcon name="bed" size={40} />
          </div>
        )}
        {sold && (
          <div className="room-sold" data-testid="sold-overlay">
            <span>
              <Trans>Sold out</Trans>
            </span>
          </div>
        )}
      </div>
      <div className="room-info">
        <h3 id={headingId} className="room-name">
          {name}
        </h3>
        <RoomFacts room={room} />
        {room.services.length > 0 && (
          <ul className="room-services">
            {room.services.slice(0, SERVICES_ON_CARD).map((s) => (
              <li key={s.id}>
                <AmenityIcon name={s.icon} size={15} />
                {localized(s, 'name', language)}
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="link-btn room-view" onClick={onView} data-testid="room-view">
          <Trans>View room</Trans>
          <span className="visually-hidden">{` ${name}`}</span>
        </button>
      </div>
      <div className="room-buy">
        <RoomPrice room={room} currency={currency} decimals={decimals} nights={nights} />
        {room.children_supplement_with_currency > 0 && room.total_price_with_currency !== null && (
          // Each room type may charge children its own rate (decision 42): say what it adds.
          <p className="price-note" data-testid="room-children-supplement">
            <Trans>plus {childrenSupplement} for children</Trans>
          </p>
        )}
        {room.cancellation && (
          <CancellationNote terms={room.cancellation} currency={currency} decimals={decimals} compact />
        )}
        {!sold && room.available_room_number <= FEW_LEFT && (
          <p className="room-left">
            <Plural value={room.available_room_number} one="Only # room left" other="Only # rooms left" />
          </p>
        )}
        <RoomBuyControls room={room} selected={selected} onToggle={onToggle} onCount={onCount} />
      </div>
    </article>
  )
}
