import { createFileRoute } from '@tanstack/react-router'
import { checkKind } from '../features/admin/content/content-kinds'
import { contentPages } from '../features/admin/content/content-pages'
import { ContentSearch } from '../features/admin/content/content-search'

/**
 * The list of one kind of site content (offers, discount codes, ...): one route for the six, so
 * the guest pages' entry carries one definition; the kind's page comes with the console's chunk.
 */
export const Route = createFileRoute('/admin/content/$kind/')({
  beforeLoad: ({ params }) => checkKind(params.kind),
  validateSearch: ContentSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => contentPages(params.kind).loadList(context.queryClient, deps),
  component: ContentListPage,
})

function ContentListPage() {
  const { List } = contentPages(Route.useParams().kind)
  return <List />
}
