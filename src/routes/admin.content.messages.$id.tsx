import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { dateFormat, FORMAT_LOCALE } from '../../contract/format'
import { useErrorText } from '../components/form/use-error-text'
import { useToast } from '../components/ui/toast'
import { inboxApi, useMarkHandled } from '../features/admin/api/content'
import { AuditList } from '../features/admin/components/audit-list'
import { idParam } from '../features/admin/console-params'
import { usePreferences } from '../lib/preferences'

/** One contact message: who wrote, what, and marking it handled (or open again). */
export const Route = createFileRoute('/admin/content/messages/$id')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(inboxApi.get(idParam(params.id))),
  component: MessagePage,
})

function MessagePage() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const id = idParam(Route.useParams().id)
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
            disabled={mark.isPending}
            aria-busy={mark.isPending}
            data-testid="message-handled"
            onClick={() =>
              mark.mutate(!handled, {
                onSuccess: (x) =>
                  toast.show(x.handled_at ? t`Marked handled` : t`Marked open again`, 'success'),
                onError: (err) => toast.show(errorText(err), 'error'),
              })
            }
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
