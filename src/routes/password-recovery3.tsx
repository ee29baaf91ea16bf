import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/password-recovery3')({
  component: PasswordRecoveryNewPage,
})

function PasswordRecoveryNewPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Choose a new password</Trans>
      </PageHeading>
    </div>
  )
}
