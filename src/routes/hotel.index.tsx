import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'
import { HotelSearch } from '../features/search/search-params'

export const Route = createFileRoute('/hotel/')({
  validateSearch: HotelSearch,
  component: HotelPage,
})

function HotelPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Hotel details</Trans>
      </PageHeading>
    </div>
  )
}
