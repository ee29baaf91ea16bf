import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/my-bookings')({
  component: MyBookingsPage,
})

function MyBookingsPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>My bookings</Trans>
      </PageHeading>
    </div>
  )
}
