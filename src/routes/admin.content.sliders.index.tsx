import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { slidersApi } from '../features/admin/api/content'
import { useSliderTypeNames } from '../features/admin/components/content-labels'
import { ContentList } from '../features/admin/components/content-list'
import { PageSearch } from '../features/admin/console-params'
import { formatNumber, localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

/** The home page's sections, in the order the page shows them. */
export const Route = createFileRoute('/admin/content/sliders/')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  validateSearch: PageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(slidersApi.list(deps.page)),
  component: SlidersPage,
})

function SlidersPage() {
  const { language } = usePreferences()
  const { page } = Route.useSearch()
  const types = useSliderTypeNames()
  const { data } = useSuspenseQuery(slidersApi.list(page))
  return (
    <ContentList
      title={<Trans>Home sections</Trans>}
      path="/admin/content/sliders/$id"
      add={<Trans>Add a section</Trans>}
      rows={data.data}
      empty={<Trans>No home sections yet.</Trans>}
      testId="admin-sliders"
      pager={{ page, lastPage: data.last_page }}
      columns={[
        { head: <Trans>Place</Trans>, cell: (s) => formatNumber(s.sort_order, language) },
        { head: <Trans>Title</Trans>, link: true, clip: true, cell: (s) => localized(s, 'title', language) },
        { head: <Trans>Kind</Trans>, cell: (s) => types[s.slider_type] },
        { head: <Trans>Links</Trans>, cell: (s) => formatNumber(s.child_ids.length, language) },
      ]}
    />
  )
}
