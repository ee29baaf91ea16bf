import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/offers')({
  component: OffersPage,
})

function OffersPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Offers</Trans>
      </PageHeading>
    </div>
  )
}
