import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { dateFormat, FORMAT_LOCALE } from '../../contract/format'
import { inboxApi } from '../features/admin/api/content'
import { ContentPager } from '../features/admin/components/content-pager'
import { usePreferences } from '../lib/preferences'

/** As `InboxQuery` has them; written here so the route's search check keeps the contract out of the entry chunk. */
const INBOX_STATES = ['open', 'handled', 'all'] as const

const InboxSearch = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  status: v.fallback(v.optional(v.picklist(INBOX_STATES), 'open'), 'open'),
})

/** The contact form's messages: open ones first, each marked handled once answered. */
export const Route = createFileRoute('/admin/content/messages/')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  validateSearch: InboxSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(inboxApi.list(deps.page, { status: deps.status })),
  component: InboxPage,
})

function InboxPage() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const { page, status } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data } = useSuspenseQuery(inboxApi.list(page, { status }))
  const when = dateFormat(FORMAT_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short' })
  const labels = { open: t`Open`, handled: t`Handled`, all: t`All` }
  return (
    <>
      <h1>
        <Trans>Messages</Trans>
      </h1>
      <div className="console-search">
        <label htmlFor="inbox-status">
          <Trans>Show</Trans>
        </label>
        <select
          id="inbox-status"
          className="input"
          value={status}
          onChange={(e) =>
            void navigate({ search: { page: 1, status: e.target.value as (typeof INBOX_STATES)[number] } })
          }
        >
          {INBOX_STATES.map((s) => (
            <option key={s} value={s}>
              {labels[s]}
            </option>
          ))}
        </select>
      </div>
      {data.data.length === 0 ? (
        <p className="empty-state">
          {status === 'open' ? <Trans>No open messages. Well done.</Trans> : <Trans>No messages.</Trans>}
        </p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table" data-testid="admin-messages">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>From</Trans>
                </th>
                <th scope="col">
                  <Trans>Message</Trans>
                </th>
                <th scope="col">
                  <Trans>Received</Trans>
                </th>
                <th scope="col">
                  <Trans>State</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((m) => (
                <tr key={m.id}>
                  <td className="console-clip">
                    <Link to="/admin/content/messages/$id" params={{ id: String(m.id) }}>
                      {m.name}
                    </Link>
                  </td>
                  <td className="console-clip">{m.message}</td>
                  <td>
                    <time dateTime={m.created_at}>{when.format(new Date(m.created_at))}</time>
                  </td>
                  <td>
                    <span className="console-badge" data-state={m.handled_at ? 'on' : 'off'}>
                      {m.handled_at ? <Trans>Handled</Trans> : <Trans>Open</Trans>}
                    </span>
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
        go={(p) => void navigate({ search: { page: p, status } })}
      />
    </>
  )
}
