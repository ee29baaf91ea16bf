import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { HotelDetail } from '../../features/hotels/api/hotel-detail'
import { RoomCard } from './room-card'
import { RoomDialog } from './room-dialog'
import { type SelectedRoom, setRoomCount, toggleRoom } from './selected-rooms'
import './hotel-rooms.css'

interface Props {
  hotel: HotelDetail
  selected: SelectedRoom[]
  onChange(next: SelectedRoom[]): void
}

export const ROOMS_HEADING_ID = 'hotel-rooms-heading'

/** Spec §2 room cards and §4 selection: toggling adds or removes, a new count selects. */
export function RoomList({ hotel, selected, onChange }: Props) {
  const [viewing, setViewing] = useState<number | null>(null)
  const countOf = (roomId: number) => selected.find((s) => s.room === roomId)?.count
  const handlers = (roomId: number) => ({
    selected: countOf(roomId),
    onToggle: (count: number) => onChange(toggleRoom(selected, roomId, count)),
    onCount: (count: number) => onChange(setRoomCount(selected, roomId, count)),
  })
  const viewed = hotel.rooms.find((r) => r.id === viewing) ?? null
  return (
    <section className="hotel-section" id="rooms" aria-labelledby={ROOMS_HEADING_ID}>
      <h2 id={ROOMS_HEADING_ID} tabIndex={-1}>
        <Trans>Available rooms</Trans>
      </h2>
      {hotel.rooms.length === 0 ? (
        <div className="empty-state" data-testid="no-rooms">
          <p>
            <Trans>No available rooms</Trans>
          </p>
        </div>
      ) : (
        <ul className="room-list">
          {hotel.rooms.map((room) => (
            <li key={room.id}>
              <RoomCard
                room={room}
                currency={hotel.currency}
                decimals={hotel.decimals}
                nights={hotel.nights}
                onView={() => setViewing(room.id)}
                {...handlers(room.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <RoomDialog
        room={viewed}
        currency={hotel.currency}
        decimals={hotel.decimals}
        nights={hotel.nights}
        onClose={() => setViewing(null)}
        {...handlers(viewed?.id ?? 0)}
      />
    </section>
  )
}
