import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/hotel/booking-failed')({
  component: BookingFailedPage,
})

function BookingFailedPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Your booking was not completed</Trans>
      </PageHeading>
    </div>
  )
}
