import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { DEPARTMENT_TYPES } from '../../contract/faq'
import { faqsApi } from '../features/admin/api/content'
import { useDepartmentNames } from '../features/admin/components/content-labels'
import { ContentList } from '../features/admin/components/content-list'
import { formatNumber, localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

const FaqSearch = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  department: v.fallback(v.optional(v.picklist(DEPARTMENT_TYPES)), undefined),
})

const queryOf = (department: number | undefined): Record<string, number> => (department ? { department } : {})

/** The help centre's questions by department, in the order the help centre shows them. */
export const Route = createFileRoute('/admin/content/faqs/')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  validateSearch: FaqSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(faqsApi.list(deps.page, queryOf(deps.department))),
  component: FaqsPage,
})

function FaqsPage() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const { page, department } = Route.useSearch()
  const navigate = Route.useNavigate()
  const departments = useDepartmentNames()
  const { data } = useSuspenseQuery(faqsApi.list(page, queryOf(department)))
  return (
    <ContentList
      title={<Trans>Help centre</Trans>}
      path="/admin/content/faqs/$id"
      add={<Trans>Add a question</Trans>}
      filter={{
        id: 'faq-department',
        label: <Trans>Department</Trans>,
        value: String(department ?? ''),
        options: [
          ['', t`All departments`],
          ...DEPARTMENT_TYPES.map((d) => [String(d), departments[d]] as const),
        ],
        onChange: (d) => void navigate({ search: { page: 1, department: d ? (Number(d) as 1) : undefined } }),
      }}
      rows={data.data}
      empty={<Trans>No questions here yet.</Trans>}
      testId="admin-faqs"
      pager={{ page, lastPage: data.last_page }}
      columns={[
        {
          head: <Trans>Question</Trans>,
          link: true,
          clip: true,
          cell: (f) => localized(f, 'question', language),
        },
        { head: <Trans>Department</Trans>, cell: (f) => departments[f.department_type] },
        { head: <Trans>Order</Trans>, cell: (f) => formatNumber(f.sort_order, language) },
      ]}
    />
  )
}
