import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'

export const Route = createFileRoute('/favorites')({
  component: FavoritesPage,
})

function FavoritesPage() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Favourites</Trans>
      </PageHeading>
    </div>
  )
}
