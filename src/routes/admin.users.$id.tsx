import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { dateFormat, FORMAT_LOCALE } from '../../contract/format'
import { adminMeQueryOptions } from '../features/admin/api/admin-me'
import { adminUserQueryOptions } from '../features/admin/api/users'
import { AuditList } from '../features/admin/components/audit-list'
import { ConsolePageError } from '../features/admin/components/console-page-error'
import { DisableAccount } from '../features/admin/components/disable-account'
import { ManagedHotels } from '../features/admin/components/managed-hotels'
import { RoleForm } from '../features/admin/components/role-form'
import { idParam } from '../features/admin/console-params'
import { formatNumber } from '../lib/format'
import { usePreferences } from '../lib/preferences'

/** One account: its role, a manager's hotels, disabling, and the record of its changes. */
export const Route = createFileRoute('/admin/users/$id')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminUserQueryOptions(idParam(params.id))),
  component: UserPage,
  errorComponent: ({ error, reset }) => (
    <ConsolePageError title={<Trans>We could not open this account</Trans>} error={error} reset={reset} />
  ),
})

function UserPage() {
  const { language } = usePreferences()
  const { t } = useLingui()
  const id = idParam(Route.useParams().id)
  const { data: user } = useSuspenseQuery(adminUserQueryOptions(id))
  const { data: me } = useSuspenseQuery(adminMeQueryOptions())
  const since = dateFormat(FORMAT_LOCALE[language], { dateStyle: 'medium' }).format(new Date(user.created_at))
  return (
    <>
      <div className="console-head">
        <h1 dir="auto">{user.name}</h1>
        <Link to="/admin/users" search={{ q: '', role: '', page: 1 }} className="btn">
          <Trans>All accounts</Trans>
        </Link>
      </div>
      <div className="console-two">
        <div className="console-stack">
          <section className="console-card" aria-label={t`Account`}>
            <dl className="console-facts">
              <dt>
                <Trans>E-mail</Trans>
              </dt>
              <dd>
                <bdi dir="ltr">{user.email ?? '—'}</bdi>
              </dd>
              <dt>
                <Trans>Phone</Trans>
              </dt>
              <dd>
                <bdi dir="ltr">{user.phone ?? '—'}</bdi>
              </dd>
              <dt>
                <Trans>Account since</Trans>
              </dt>
              <dd>{since}</dd>
              <dt>
                <Trans>Signed in on</Trans>
              </dt>
              <dd data-testid="user-sessions">
                <Plural
                  value={user.live_sessions}
                  _0="No device"
                  one="One device or browser"
                  other={`${formatNumber(user.live_sessions, language)} devices or browsers`}
                />
              </dd>
              <dt>
                <Trans>State</Trans>
              </dt>
              <dd>
                {user.disabled ? (
                  <span className="console-badge" data-state="off" data-testid="user-state">
                    <Trans>Disabled</Trans>
                  </span>
                ) : (
                  <span className="console-badge" data-testid="user-state">
                    <Trans>Active</Trans>
                  </span>
                )}
              </dd>
            </dl>
          </section>
          <RoleForm key={`${user.id}-${user.role}`} user={user} />
          {user.role === 'hotel_manager' && <ManagedHotels user={user} />}
          {user.id !== me.id && <DisableAccount user={user} />}
        </div>
        <AuditList entity="user" id={user.id} />
      </div>
    </>
  )
}
