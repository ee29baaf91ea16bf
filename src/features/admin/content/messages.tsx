import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { INBOX_STATES } from '../../../../contract/admin-filters'
import { dateFormat, FORMAT_LOCALE } from '../../../../contract/format'
import { useErrorText } from '../../../components/form/use-error-text'
import { useToast } from '../../../components/ui/toast'
import { usePreferences } from '../../../lib/preferences'
import { inboxApi, useMarkHandled } from '../api/content'
import { AuditList } from '../components/audit-list'
import { ContentList } from '../components/content-list'
import { idParam } from '../console-params'
import type { ContentPages } from './content-pages'
import type { ContentSearch } from './content-search'

const list = getRouteApi('/admin/content/$kind/')

/** The inbox opens on the open messages. */
const stateOf = (search: ContentSearch) => search.status ?? 'open'

/** The contact form's messages: open ones first, each marked handled once answered. */
function InboxList() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const search = list.useSearch()
  const { page } = search
  const status = stateOf(search)
  const navigate = list.useNavigate()
  const { data } = useSuspenseQuery(inboxApi.list(page, { status }))
  const when = dateFormat(FORMAT_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short' })
  const labels = { open: t`Open`, handled: t`Handled`, all: t`All` }
  return (
    <ContentList
      title={<Trans>Messages</Trans>}
      kind="messages"
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

/** One contact message: who wrote, what, and marking it handled (or open again). */
function MessagePage(props: { id: string }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const id = idParam(props.id)
  const { data: m } = useSuspenseQuery(inboxApi.get(id))
  const mark = useMarkHandled(id)
  const toast = useToast()
  const errorText = useErrorText()
  const when = dateFormat(FORMAT_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short' })
  const handled = m.handled_at !== null
  return (
    <>
      <div className="console-head">
        <h1>{m.name}</h1>
        <div className="console-actions" style={{ marginBlockStart: 0 }}>
          <span className="console-badge" data-state={handled ? 'on' : 'off'}>
            {handled ? <Trans>Handled</Trans> : <Trans>Open</Trans>}
          </span>
          <button
            type="button"
            className={handled ? 'btn' : 'btn btn-primary'}
            // Not `disabled` while it works: that would drop the keyboard's focus to the page's start.
            aria-disabled={mark.isPending || undefined}
            aria-busy={mark.isPending}
            data-testid="message-handled"
            onClick={() => {
              if (mark.isPending) return
              mark.mutate(!handled, {
                onSuccess: (x) =>
                  toast.show(x.handled_at ? t`Marked handled` : t`Marked open again`, 'success'),
                onError: (err) => toast.show(errorText(err), 'error'),
              })
            }}
          >
            {handled ? <Trans>Mark open again</Trans> : <Trans>Mark handled</Trans>}
          </button>
        </div>
      </div>
      <div className="console-two">
        <section className="console-card" aria-label={t`Message`}>
          <dl>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd dir="ltr">
              <a href={`mailto:${m.email}`}>{m.email}</a>
            </dd>
            <dt>
              <Trans>Address</Trans>
            </dt>
            <dd>{m.address}</dd>
            <dt>
              <Trans>Received</Trans>
            </dt>
            <dd>
              <time dateTime={m.created_at}>{when.format(new Date(m.created_at))}</time>
              {!m.emailed && (
                <>
                  {' '}
                  <span className="console-badge" data-state="off">
                    <Trans>Not e-mailed to support</Trans>
                  </span>
                </>
              )}
            </dd>
            {m.handled_at && (
              <>
                <dt>
                  <Trans>Handled</Trans>
                </dt>
                <dd>
                  <Trans>
                    {when.format(new Date(m.handled_at))} by {m.handled_by?.name || t`a deleted account`}
                  </Trans>
                </dd>
              </>
            )}
          </dl>
          <p className="console-message" lang={m.language === 'kr' ? 'ckb' : m.language}>
            {m.message}
          </p>
        </section>
        <AuditList entity="contact_message" id={m.id} />
      </div>
    </>
  )
}

export const messages: ContentPages = {
  loadList: (queryClient, search) =>
    queryClient.ensureQueryData(inboxApi.list(search.page, { status: stateOf(search) })),
  List: InboxList,
  loadItem: (queryClient, raw) => queryClient.ensureQueryData(inboxApi.get(idParam(raw))),
  Item: MessagePage,
}
