import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { codesApi, useDeleteContent } from '../features/admin/api/content'
import { AuditList } from '../features/admin/components/audit-list'
import { CodeForm } from '../features/admin/components/code-form'
import { DeleteButton } from '../features/admin/components/delete-button'
import { itemParam } from '../features/admin/console-params'

/** One discount code (or a new one at `/new`), its deletion while unused, and its record. */
export const Route = createFileRoute('/admin/content/discount-codes/$id')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: async ({ context, params }) => {
    const id = itemParam(params.id)
    if (id !== null) await context.queryClient.ensureQueryData(codesApi.get(id))
  },
  component: CodePage,
})

function CodePage() {
  const navigate = useNavigate()
  const id = itemParam(Route.useParams().id)
  const code = useQuery({ ...codesApi.get(id ?? 0), enabled: id !== null }).data ?? null
  const remove = useDeleteContent(codesApi, id ?? 0)
  if (id === null)
    return (
      <>
        <h1>
          <Trans>Add a discount code</Trans>
        </h1>
        <CodeForm
          code={null}
          onSaved={(c) =>
            void navigate({ to: '/admin/content/discount-codes/$id', params: { id: String(c.id) } })
          }
        />
      </>
    )
  if (!code) return null
  return (
    <>
      <div className="console-head">
        <h1 dir="ltr">{code.code}</h1>
        <DeleteButton
          onDelete={async () => {
            await remove.mutateAsync()
            void navigate({ to: '/admin/content/discount-codes', search: { page: 1 } })
          }}
          testId="code-delete"
        />
      </div>
      <div className="console-two">
        <CodeForm key={code.id} code={code} />
        <AuditList entity="discount_code" id={code.id} />
      </div>
    </>
  )
}
