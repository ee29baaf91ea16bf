import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/password-recovery2')({
  component: PasswordRecoveryCodePage,
})

function PasswordRecoveryCodePage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Enter the reset code</Trans>
      </PageHeading>
    </div>
  )
}
