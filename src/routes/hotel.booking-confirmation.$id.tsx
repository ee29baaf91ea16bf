import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/hotel/booking-confirmation/$id')({
  component: GuestDetailsPage,
})

function GuestDetailsPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Guest details</Trans>
      </PageHeading>
    </div>
  )
}
