import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/terms-and-conditions')({
  component: TermsPage,
})

function TermsPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Terms and conditions</Trans>
      </PageHeading>
    </div>
  )
}
