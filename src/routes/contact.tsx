import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/contact')({
  component: ContactPage,
})

function ContactPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Contact us</Trans>
      </PageHeading>
    </div>
  )
}
