import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { INBOX_STATES } from '../../contract/admin-filters'
import { dateFormat, FORMAT_LOCALE } from '../../contract/format'
import { inboxApi } from '../features/admin/api/content'
import { ContentList } from '../features/admin/components/content-list'
import { usePreferences } from '../lib/preferences'

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
    <ContentList
      title={<Trans>Messages</Trans>}
      path="/admin/content/messages/$id"
      filter={{
        id: 'inbox-status',
        label: <Trans>Show</Trans>,
        value: status,
        options: INBOX_STATES.map((s) => [s, labels[s]] as const),
        onChange: (s) => void navigate({ search: { page: 1, status: s as (typeof INBOX_STATES)[number] } }),
      }}
      rows={data.data}
      empty={status === 'open' ? <Trans>No open messages. Well done.</Trans> : <Trans>No messages.</Trans>}
      testId="admin-messages"
      pager={{ page, lastPage: data.last_page }}
      columns={[
        { head: <Trans>From</Trans>, link: true, clip: true, cell: (m) => m.name },
        { head: <Trans>Message</Trans>, clip: true, cell: (m) => m.message },
        {
          head: <Trans>Received</Trans>,
          cell: (m) => <time dateTime={m.created_at}>{when.format(new Date(m.created_at))}</time>,
        },
        {
          head: <Trans>State</Trans>,
          cell: (m) => (
            <span className="console-badge" data-state={m.handled_at ? 'on' : 'off'}>
              {m.handled_at ? <Trans>Handled</Trans> : <Trans>Open</Trans>}
            </span>
          ),
        },
      ]}
    />
  )
}
