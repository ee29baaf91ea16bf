import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { hotelCommentsQueryOptions } from '../features/hotels/api/comments'
import { hotelDetailQueryOptions } from '../features/hotels/api/hotel-detail'
import { ApiError } from '../lib/api'
import { STORAGE_KEYS } from '../lib/storage-keys'
import { HotelError } from './-hotel/hotel-error'
import { HotelPage } from './-hotel/hotel-page'
import { HotelPageSearch } from './-hotel/hotel-page-search'
import { HotelSkeleton } from './-hotel/hotel-skeleton'
import type { SelectedRoom } from './-hotel/selected-rooms'

const selectedCurrency = () => localStorage.getItem(STORAGE_KEYS.currency) ?? 'USD'

export const Route = createFileRoute('/hotel/')({
  validateSearch: HotelPageSearch,
  // The selection lives in the URL too, but picking a room must not reload the hotel.
  loaderDeps: ({ search: { selectedRooms: _, ...stay } }) => ({ stay }),
  loader: async ({ context: { queryClient }, deps: { stay } }) => {
    if (!stay.id) throw new ApiError(404, 'Hotel not found')
    // Reviews sit low on the page: start them now, but do not wait for them.
    void queryClient.prefetchQuery(hotelCommentsQueryOptions(stay.id))
    await queryClient.ensureQueryData(hotelDetailQueryOptions(stay, selectedCurrency()))
  },
  pendingComponent: HotelSkeleton,
  errorComponent: HotelError,
  component: HotelRoute,
})

function HotelRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // Spec §4: the selection is mirrored into `selectedRooms`; replace, so Back leaves the page.
  const onSelectionChange = useCallback(
    (next: SelectedRoom[]) =>
      void navigate({
        search: (prev) => ({ ...prev, selectedRooms: next.length ? next : undefined }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  )
  return <HotelPage search={search} onSelectionChange={onSelectionChange} />
}
