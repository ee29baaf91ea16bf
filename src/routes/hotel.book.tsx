import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/hotel/book')({
  component: BookingSummaryPage,
})

function BookingSummaryPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Booking summary</Trans>
      </PageHeading>
    </div>
  )
}
