import { Trans } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { adminOptionsQueryOptions } from '../features/admin/api/hotels'
import { HotelForm } from '../features/admin/components/hotel-form'

/** A new hotel (administrators): saved unpublished, then its page opens to add rooms. */
export const Route = createFileRoute('/admin/hotels/new')({
  loader: ({ context }) => context.queryClient.ensureQueryData(adminOptionsQueryOptions()),
  component: NewHotelPage,
})

function NewHotelPage() {
  const navigate = useNavigate()
  return (
    <>
      <h1>
        <Trans>Add a hotel</Trans>
      </h1>
      <HotelForm
        hotel={null}
        onSaved={(h) => void navigate({ to: '/admin/hotels/$id', params: { id: String(h.id) } })}
      />
    </>
  )
}
