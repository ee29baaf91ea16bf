import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { todayInIraq } from '../../contract/dates'
import { codesApi } from '../features/admin/api/content'
import { ContentPager } from '../features/admin/components/content-pager'
import { PageSearch } from '../features/admin/console-params'
import { formatDate, formatMoney, formatNumber } from '../lib/format'
import { usePreferences } from '../lib/preferences'

/** Discount codes typed on the booking summary. */
export const Route = createFileRoute('/admin/content/discount-codes/')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  validateSearch: PageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(codesApi.list(deps.page)),
  component: CodesPage,
})

function CodesPage() {
  const { language } = usePreferences()
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data } = useSuspenseQuery(codesApi.list(page))
  const today = todayInIraq()
  const day = (iso: string) => formatDate(iso, language, { day: 'numeric', month: 'short', year: 'numeric' })
  return (
    <>
      <div className="console-head">
        <h1>
          <Trans>Discount codes</Trans>
        </h1>
        <Link to="/admin/content/discount-codes/$id" params={{ id: 'new' }} className="btn btn-primary">
          <Trans>Add a code</Trans>
        </Link>
      </div>
      {data.data.length === 0 ? (
        <p className="empty-state">
          <Trans>No discount codes yet.</Trans>
        </p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table" data-testid="admin-codes">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Code</Trans>
                </th>
                <th scope="col">
                  <Trans>Value</Trans>
                </th>
                <th scope="col">
                  <Trans>Valid</Trans>
                </th>
                <th scope="col">
                  <Trans>Used</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((c) => (
                <tr key={c.id}>
                  <td dir="ltr">
                    <Link to="/admin/content/discount-codes/$id" params={{ id: String(c.id) }}>
                      {c.code}
                    </Link>
                  </td>
                  <td>
                    {c.kind === 'percent'
                      ? formatNumber(c.value / 100, language, { style: 'percent' })
                      : formatMoney(c.value, 'USD', language)}
                  </td>
                  <td>
                    {day(c.valid_from)} – {day(c.valid_until)}
                    {c.valid_until < today && (
                      <>
                        {' '}
                        <span className="console-badge" data-state="off">
                          <Trans>Ended</Trans>
                        </span>
                      </>
                    )}
                  </td>
                  <td>
                    {c.max_uses === null ? (
                      formatNumber(c.used_count, language)
                    ) : (
                      <Trans>
                        {formatNumber(c.used_count, language)} of {formatNumber(c.max_uses, language)}
                      </Trans>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ContentPager
        page={page}
        lastPage={data.last_page}
        go={(p) => void navigate({ search: { page: p } })}
      />
    </>
  )
}
