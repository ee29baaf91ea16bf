import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Navigate, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { PageHeading } from '../components/ui/page-heading'
import { meQueryOptions } from '../features/account/api/me'
import { AccountSkeleton } from '../features/account/components/account-skeleton'
import { AccountTabs } from '../features/account/components/account-tabs'
import { PersonalInfoForm } from '../features/account/components/personal-info-form'
import { PreferencesForm } from '../features/account/components/preferences-form'
import { SecurityForm } from '../features/account/components/security-form'
import { readAuth } from '../lib/session'
import { useSession } from '../lib/use-session'

const TABS = ['personal', 'preferences', 'security'] as const
type Tab = (typeof TABS)[number]

const AccountSearch = v.object({
  tab: v.fallback(v.optional(v.picklist(TABS), 'personal'), 'personal'),
})

/** Signed-in users only: a guest goes to sign in and comes back here afterwards. */
const isMember = () => readAuth()?.userAuth.is_guest === false

export const Route = createFileRoute('/account-setting')({
  validateSearch: AccountSearch,
  beforeLoad: ({ location }) => {
    if (!isMember()) throw redirect({ to: '/login', search: { redirect: location.href } })
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions()),
  pendingComponent: AccountSkeleton,
  component: AccountSettingsPage,
})

function AccountSettingsPage() {
  const { t } = useLingui()
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  const session = useSession()
  const { data: me } = useSuspenseQuery(meQueryOptions())
  // Signed out meanwhile (here or in another tab), or the session fell back to a guest.
  if (!session || session.userAuth.is_guest || !me || me.is_guest) {
    return <Navigate to="/login" search={{ redirect: '/account-setting' }} replace />
  }
  const tabs = [
    {
      key: 'personal' as Tab,
      label: <Trans>Personal information</Trans>,
      panel: () => <PersonalInfoForm key={me.id} user={me} />,
    },
    {
      key: 'preferences' as Tab,
      label: <Trans>Language and currency</Trans>,
      panel: () => <PreferencesForm />,
    },
    { key: 'security' as Tab, label: <Trans>Security</Trans>, panel: () => <SecurityForm /> },
  ]
  return (
    <div className="container page account-page">
      <PageHeading>
        <Trans>Account settings</Trans>
      </PageHeading>
      <AccountTabs
        tabs={tabs}
        current={tab}
        label={t`Account settings`}
        onSelect={(next) => void navigate({ search: { tab: next }, replace: true, resetScroll: false })}
      />
    </div>
  )
}
