import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { adminHotelQueryOptions, adminOptionsQueryOptions } from '../features/admin/api/hotels'
import { adminRoomTypeQueryOptions } from '../features/admin/api/room-types'
import { AuditList } from '../features/admin/components/audit-list'
import { PhotoManager } from '../features/admin/components/photo-manager'
import { RoomCalendar } from '../features/admin/components/room-calendar'
import { RoomTypeForm } from '../features/admin/components/room-type-form'
import { idParam } from '../features/admin/console-params'
import { localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

/** One room type: its details, its nightly calendar and the record of its changes. */
export const Route = createFileRoute('/admin/room-types/$id')({
  loader: async ({ context, params }) => {
    const room = await context.queryClient.ensureQueryData(adminRoomTypeQueryOptions(idParam(params.id)))
    await Promise.all([
      context.queryClient.ensureQueryData(adminHotelQueryOptions(room.hotel_id)),
      context.queryClient.ensureQueryData(adminOptionsQueryOptions()),
    ])
  },
  component: RoomTypePage,
})

function RoomTypePage() {
  const { language } = usePreferences()
  const id = idParam(Route.useParams().id)
  const { data: room } = useSuspenseQuery(adminRoomTypeQueryOptions(id))
  const { data: hotel } = useSuspenseQuery(adminHotelQueryOptions(room.hotel_id))
  return (
    <>
      <p>
        <Link to="/admin/hotels/$id" params={{ id: String(hotel.id) }}>
          {localized(hotel, 'title', language)}
        </Link>
      </p>
      <h1>{localized(room, 'name', language)}</h1>
      <div className="console-two">
        <div>
          <RoomCalendar roomTypeId={room.id} />
          <h2>
            <Trans>Room type details</Trans>
          </h2>
          <RoomTypeForm key={room.id} hotelId={room.hotel_id} room={room} />
          <PhotoManager owner={{ kind: 'room_type', id: room.id }} photos={room.images} />
        </div>
        <AuditList entity="room_type" id={room.id} />
      </div>
    </>
  )
}
