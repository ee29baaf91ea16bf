import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPage,
})

function PrivacyPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Privacy policy</Trans>
      </PageHeading>
    </div>
  )
}
