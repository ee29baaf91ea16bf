import { createFileRoute } from '@tanstack/react-router'
import { checkKind } from '../features/admin/content/content-kinds'
import { contentPages } from '../features/admin/content/content-pages'

/** One thing of a kind of site content (or the creation form at `new`): the kind's own page. */
export const Route = createFileRoute('/admin/content/$kind/$id')({
  beforeLoad: ({ params }) => checkKind(params.kind),
  loader: ({ context, params }) => contentPages(params.kind).loadItem(context.queryClient, params.id),
  component: ContentItemPage,
})

function ContentItemPage() {
  const { kind, id } = Route.useParams()
  const { Item } = contentPages(kind)
  return <Item id={id} />
}
