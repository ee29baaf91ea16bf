import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Room } from '../../../contract/hotel'
import { arrowStep, ModalDialog } from '../../components/ui/modal-dialog'
import { formatNumber, localized } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import { AmenityIcon } from './amenity-icon'
import { type Photo, PhotoCarousel } from './photo-carousel'
import { RoomBuyControls } from './room-buy-controls'
import { RoomFacts } from './room-facts'
import { RoomPrice } from './room-price'

interface Props {
  room: Room | null
  currency: string
  decimals: number
  nights: number
  selected: number | undefined
  onToggle(count: number): void
  onCount(count: number): void
  onClose(): void
}

/** "View room": its photos (counter and thumbnails), facts, services and price, and booking. */
export function RoomDialog({
  room,
  currency,
  decimals,
  nights,
  selected,
  onToggle,
  onCount,
  onClose,
}: Props) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const [index, setIndex] = useState(0)
  const name = room ? localized(room, 'name', language) : ''
  const paths = room
    ? room.images.length
      ? room.images.map((i) => i.image_path)
      : room.image_url
        ? [room.image_url]
        : []
    : []
  const photos: Photo[] = paths.map((path, i) => {
    const n = formatNumber(i + 1, language)
    return { path, alt: t`${name}, photo ${n}` }
  })
  return (
    <ModalDialog
      open={room !== null}
      onClose={() => {
        setIndex(0)
        onClose()
      }}
      title={name}
      className="room-dialog"
      onKeyDown={(e) => {
        const step = arrowStep(e)
        if (!step || photos.length < 2) return
        e.preventDefault()
        setIndex((i) => (i + step + photos.length) % photos.length)
      }}
    >
      {room && (
        <div className="room-dialog-content">
          {photos.length ? (
            <PhotoCarousel
              photos={photos}
              index={Math.min(index, photos.length - 1)}
              onIndexChange={setIndex}
              sizes="(min-width: 800px) 720px, 100vw"
            />
          ) : (
            <div className="room-placeholder room-dialog-placeholder" aria-hidden="true">
              <AmenityIcon name="bed" size={56} />
            </div>
          )}
          <div className="room-dialog-details">
            <RoomFacts room={room} />
            <h3 className="room-dialog-subheading">
              <Trans>Room services</Trans>
            </h3>
            {room.services.length ? (
              <ul className="room-dialog-services">
                {room.services.map((s) => (
                  <li key={s.id}>
                    <AmenityIcon name={s.icon} size={18} />
                    {localized(s, 'name', language)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">
                <Trans>No services</Trans>
              </p>
            )}
          </div>
          <div className="room-dialog-buy">
            <RoomPrice room={room} currency={currency} decimals={decimals} nights={nights} />
            <RoomBuyControls room={room} selected={selected} onToggle={onToggle} onCount={onCount} />
          </div>
        </div>
      )}
    </ModalDialog>
  )
}
