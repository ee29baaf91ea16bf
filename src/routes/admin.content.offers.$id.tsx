import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { offersApi, useDeleteContent } from '../features/admin/api/content'
import { AuditList } from '../features/admin/components/audit-list'
import { DeleteButton } from '../features/admin/components/delete-button'
import { OfferForm } from '../features/admin/components/offer-form'
import { itemParam } from '../features/admin/console-params'
import { localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

/** One offer (or a new one at `/new`): its form, deleting it, and the record of its changes. */
export const Route = createFileRoute('/admin/content/offers/$id')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: async ({ context, params }) => {
    const id = itemParam(params.id)
    if (id !== null) await context.queryClient.ensureQueryData(offersApi.get(id))
  },
  component: OfferPage,
})

function OfferPage() {
  const { language } = usePreferences()
  const navigate = useNavigate()
  const id = itemParam(Route.useParams().id)
  const offer = useQuery({ ...offersApi.get(id ?? 0), enabled: id !== null }).data ?? null
  const remove = useDeleteContent(offersApi, id ?? 0)
  const toList = () => void navigate({ to: '/admin/content/offers', search: { page: 1 } })
  if (id === null)
    return (
      <>
        <h1>
          <Trans>Add an offer</Trans>
        </h1>
        <OfferForm
          offer={null}
          onSaved={(o) => void navigate({ to: '/admin/content/offers/$id', params: { id: String(o.id) } })}
        />
      </>
    )
  if (!offer) return null
  return (
    <>
      <div className="console-head">
        <h1>{localized(offer, 'title', language)}</h1>
        <DeleteButton
          onDelete={async () => {
            await remove.mutateAsync()
            toList()
          }}
          testId="offer-delete"
        />
      </div>
      <div className="console-two">
        <OfferForm key={offer.id} offer={offer} />
        <AuditList entity="offer" id={offer.id} />
      </div>
    </>
  )
}
