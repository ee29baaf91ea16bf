import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/verify-otp/$phone')({
  component: VerifyOtpPage,
})

function VerifyOtpPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Enter your verification code</Trans>
      </PageHeading>
    </div>
  )
}
