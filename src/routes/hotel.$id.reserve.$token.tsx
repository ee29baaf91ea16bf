import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/hotel/$id/reserve/$token')({
  component: RateStayPage,
})

function RateStayPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Rate your stay</Trans>
      </PageHeading>
    </div>
  )
}
