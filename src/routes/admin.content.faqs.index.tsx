import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { DEPARTMENT_TYPES } from '../../contract/faq'
import { faqsApi } from '../features/admin/api/content'
import { useDepartmentNames } from '../features/admin/components/content-labels'
import { ContentPager } from '../features/admin/components/content-pager'
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
    <>
      <div className="console-head">
        <h1>
          <Trans>Help centre</Trans>
        </h1>
        <Link to="/admin/content/faqs/$id" params={{ id: 'new' }} className="btn btn-primary">
          <Trans>Add a question</Trans>
        </Link>
      </div>
      <div className="console-search">
        <label htmlFor="faq-department">
          <Trans>Department</Trans>
        </label>
        <select
          id="faq-department"
          className="input"
          value={department ?? ''}
          onChange={(e) =>
            void navigate({
              search: { page: 1, department: e.target.value ? (Number(e.target.value) as 1) : undefined },
            })
          }
        >
          <option value="">{t`All departments`}</option>
          {DEPARTMENT_TYPES.map((d) => (
            <option key={d} value={d}>
              {departments[d]}
            </option>
          ))}
        </select>
      </div>
      {data.data.length === 0 ? (
        <p className="empty-state">
          <Trans>No questions here yet.</Trans>
        </p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table" data-testid="admin-faqs">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Question</Trans>
                </th>
                <th scope="col">
                  <Trans>Department</Trans>
                </th>
                <th scope="col">
                  <Trans>Order</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((f) => (
                <tr key={f.id}>
                  <td className="console-clip">
                    <Link to="/admin/content/faqs/$id" params={{ id: String(f.id) }}>
                      {localized(f, 'question', language)}
                    </Link>
                  </td>
                  <td>{departments[f.department_type]}</td>
                  <td>{formatNumber(f.sort_order, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ContentPager
        page={page}
        lastPage={data.last_page}
        go={(p) => void navigate({ search: { page: p, department } })}
      />
    </>
  )
}
