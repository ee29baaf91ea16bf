import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { slidersApi, useDeleteContent } from '../features/admin/api/content'
import { AuditList } from '../features/admin/components/audit-list'
import { DeleteButton } from '../features/admin/components/delete-button'
import { SliderForm } from '../features/admin/components/slider-form'
import { SliderPicture } from '../features/admin/components/slider-picture'
import { itemParam } from '../features/admin/console-params'
import { localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

/** One home section (or a new one at `/new`), deleting it, and the record of its changes. */
export const Route = createFileRoute('/admin/content/sliders/$id')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: async ({ context, params }) => {
    const id = itemParam(params.id)
    if (id !== null) await context.queryClient.ensureQueryData(slidersApi.get(id))
  },
  component: SliderPage,
})

function SliderPage() {
  const { language } = usePreferences()
  const navigate = useNavigate()
  const id = itemParam(Route.useParams().id)
  const slider = useQuery({ ...slidersApi.get(id ?? 0), enabled: id !== null }).data ?? null
  const remove = useDeleteContent(slidersApi, id ?? 0)
  if (id === null)
    return (
      <>
        <h1>
          <Trans>Add a home section</Trans>
        </h1>
        <SliderForm
          slider={null}
          onSaved={(s) => void navigate({ to: '/admin/content/sliders/$id', params: { id: String(s.id) } })}
        />
      </>
    )
  if (!slider) return null
  return (
    <>
      <div className="console-head">
        <h1>{localized(slider, 'title', language)}</h1>
        <DeleteButton
          onDelete={async () => {
            await remove.mutateAsync()
            void navigate({ to: '/admin/content/sliders', search: { page: 1 } })
          }}
          testId="slider-delete"
        />
      </div>
      <div className="console-two">
        <div>
          <SliderForm key={slider.id} slider={slider} />
          <SliderPicture slider={slider} />
        </div>
        <AuditList entity="slider" id={slider.id} />
      </div>
    </>
  )
}
