import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/account-setting')({
  component: AccountSettingsPage,
})

function AccountSettingsPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Account settings</Trans>
      </PageHeading>
    </div>
  )
}
