import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { faqsApi, useDeleteContent } from '../features/admin/api/content'
import { AuditList } from '../features/admin/components/audit-list'
import { DeleteButton } from '../features/admin/components/delete-button'
import { FaqForm } from '../features/admin/components/faq-form'
import { itemParam } from '../features/admin/console-params'
import { localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

/** One help-centre question (or a new one at `/new`), deleting it, and its record. */
export const Route = createFileRoute('/admin/content/faqs/$id')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: async ({ context, params }) => {
    const id = itemParam(params.id)
    if (id !== null) await context.queryClient.ensureQueryData(faqsApi.get(id))
  },
  component: FaqPage,
})

function FaqPage() {
  const { language } = usePreferences()
  const navigate = useNavigate()
  const id = itemParam(Route.useParams().id)
  const faq = useQuery({ ...faqsApi.get(id ?? 0), enabled: id !== null }).data ?? null
  const remove = useDeleteContent(faqsApi, id ?? 0)
  if (id === null)
    return (
      <>
        <h1>
          <Trans>Add a question</Trans>
        </h1>
        <FaqForm
          faq={null}
          onSaved={(f) => void navigate({ to: '/admin/content/faqs/$id', params: { id: String(f.id) } })}
        />
      </>
    )
  if (!faq) return null
  return (
    <>
      <div className="console-head">
        <h1>{localized(faq, 'question', language)}</h1>
        <DeleteButton
          onDelete={async () => {
            await remove.mutateAsync()
            void navigate({ to: '/admin/content/faqs', search: { page: 1 } })
          }}
          testId="faq-delete"
        />
      </div>
      <div className="console-two">
        <FaqForm key={faq.id} faq={faq} />
        <AuditList entity="faq" id={faq.id} />
      </div>
    </>
  )
}
