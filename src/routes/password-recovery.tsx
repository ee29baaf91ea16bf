import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/password-recovery')({
  component: PasswordRecoveryPage,
})

function PasswordRecoveryPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Reset your password</Trans>
      </PageHeading>
    </div>
  )
}
