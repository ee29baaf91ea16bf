import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { todayInIraq } from '../../contract/dates'
import { offersApi } from '../features/admin/api/content'
import { ContentPager } from '../features/admin/components/content-pager'
import { PageSearch } from '../features/admin/console-params'
import { formatDate, formatNumber, localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

/** The offers the home page and the offers page show; with a percentage they price stays. */
export const Route = createFileRoute('/admin/content/offers/')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  validateSearch: PageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(offersApi.list(deps.page)),
  component: OffersPage,
})

function OffersPage() {
  const { language } = usePreferences()
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data } = useSuspenseQuery(offersApi.list(page))
  const today = todayInIraq()
  return (
    <>
      <div className="console-head">
        <h1>
          <Trans>Offers</Trans>
        </h1>
        <Link to="/admin/content/offers/$id" params={{ id: 'new' }} className="btn btn-primary">
          <Trans>Add an offer</Trans>
        </Link>
      </div>
      {data.data.length === 0 ? (
        <p className="empty-state">
          <Trans>No offers yet.</Trans>
        </p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table" data-testid="admin-offers">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Offer</Trans>
                </th>
                <th scope="col">
                  <Trans>Hotel</Trans>
                </th>
                <th scope="col">
                  <Trans>Discount</Trans>
                </th>
                <th scope="col">
                  <Trans>Last day</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((o) => (
                <tr key={o.id}>
                  <td className="console-clip">
                    <Link to="/admin/content/offers/$id" params={{ id: String(o.id) }}>
                      {localized(o, 'title', language)}
                    </Link>
                  </td>
                  <td className="console-clip">{o.hotel ? localized(o.hotel, 'title', language) : '—'}</td>
                  <td>
                    {o.percentage === null
                      ? '—'
                      : formatNumber(o.percentage / 100, language, { style: 'percent' })}
                  </td>
                  <td>
                    {formatDate(o.end_date, language, { day: 'numeric', month: 'short', year: 'numeric' })}
                    {o.end_date < today && (
                      <>
                        {' '}
                        <span className="console-badge" data-state="off">
                          <Trans>Ended</Trans>
                        </span>
                      </>
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
