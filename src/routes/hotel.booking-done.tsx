import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/hotel/booking-done')({
  component: BookingDonePage,
})

function BookingDonePage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Your booking is confirmed</Trans>
      </PageHeading>
    </div>
  )
}
