import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { adminHotelQueryOptions, adminOptionsQueryOptions } from '../features/admin/api/hotels'
import { RoomTypeForm } from '../features/admin/components/room-type-form'
import { localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

const NewSearch = v.object({ hotel: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 0) })

/** A new room type of the hotel `?hotel=`: on sale for a year once saved, then its calendar opens. */
export const Route = createFileRoute('/admin/room-types/new')({
  validateSearch: NewSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(adminHotelQueryOptions(deps.hotel)),
      context.queryClient.ensureQueryData(adminOptionsQueryOptions()),
    ]),
  component: NewRoomTypePage,
})

function NewRoomTypePage() {
  const { language } = usePreferences()
  const { hotel: hotelId } = Route.useSearch()
  const { data: hotel } = useSuspenseQuery(adminHotelQueryOptions(hotelId))
  const navigate = useNavigate()
  return (
    <>
      <p>
        <Link to="/admin/hotels/$id" params={{ id: String(hotel.id) }}>
          {localized(hotel, 'title', language)}
        </Link>
      </p>
      <h1>
        <Trans>Add a room type</Trans>
      </h1>
      <RoomTypeForm
        hotelId={hotel.id}
        room={null}
        onSaved={(r) => void navigate({ to: '/admin/room-types/$id', params: { id: String(r.id) } })}
      />
    </>
  )
}
