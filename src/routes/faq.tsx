import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/faq')({
  component: FaqPage,
})

function FaqPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Help centre</Trans>
      </PageHeading>
    </div>
  )
}
