import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/signup')({
  component: SignupPage,
})

function SignupPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Create an account</Trans>
      </PageHeading>
    </div>
  )
}
