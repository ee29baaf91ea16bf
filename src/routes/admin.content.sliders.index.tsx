import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { slidersApi } from '../features/admin/api/content'
import { useSliderTypeNames } from '../features/admin/components/content-labels'
import { ContentPager } from '../features/admin/components/content-pager'
import { PageSearch } from '../features/admin/console-params'
import { formatNumber, localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

/** The home page's sections, in the order the page shows them. */
export const Route = createFileRoute('/admin/content/sliders/')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  validateSearch: PageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(slidersApi.list(deps.page)),
  component: SlidersPage,
})

function SlidersPage() {
  const { language } = usePreferences()
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  const types = useSliderTypeNames()
  const { data } = useSuspenseQuery(slidersApi.list(page))
  return (
    <>
      <div className="console-head">
        <h1>
          <Trans>Home sections</Trans>
        </h1>
        <Link to="/admin/content/sliders/$id" params={{ id: 'new' }} className="btn btn-primary">
          <Trans>Add a section</Trans>
        </Link>
      </div>
      {data.data.length === 0 ? (
        <p className="empty-state">
          <Trans>No home sections yet.</Trans>
        </p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table" data-testid="admin-sliders">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Place</Trans>
                </th>
                <th scope="col">
                  <Trans>Title</Trans>
                </th>
                <th scope="col">
                  <Trans>Kind</Trans>
                </th>
                <th scope="col">
                  <Trans>Links</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((s) => (
                <tr key={s.id}>
                  <td>{formatNumber(s.sort_order, language)}</td>
                  <td className="console-clip">
                    <Link to="/admin/content/sliders/$id" params={{ id: String(s.id) }}>
                      {localized(s, 'title', language)}
                    </Link>
                  </td>
                  <td>{types[s.slider_type]}</td>
                  <td>{formatNumber(s.child_ids.length, language)}</td>
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
