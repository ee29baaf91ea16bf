import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { formatNumber, localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { slidersApi } from '../api/content'
import { useSliderTypeNames } from '../components/content-labels'
import { ContentList } from '../components/content-list'
import { SliderForm } from '../components/slider-form'
import { SliderPicture } from '../components/slider-picture'
import type { ContentPages } from './content-pages'
import { EditablePage, loadEditable } from './editable-page'

const list = getRouteApi('/admin/content/$kind/')

/** The home page's sections, in the order the page shows them. */
function SlidersList() {
  const { language } = usePreferences()
  const { page } = list.useSearch()
  const types = useSliderTypeNames()
  const { data } = useSuspenseQuery(slidersApi.list(page))
  return (
    <ContentList
      title={<Trans>Home sections</Trans>}
      kind="sliders"
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

/** One home section (or a new one at `new`), deleting it, and the record of its changes. */
function SliderPage({ id }: { id: string }) {
  const { language } = usePreferences()
  return (
    <EditablePage
      kind="sliders"
      api={slidersApi}
      id={id}
      adding={<Trans>Add a home section</Trans>}
      heading={(s) => localized(s, 'title', language)}
      form={(s, onSaved) =>
        s ? (
          <div>
            <SliderForm key={s.id} slider={s} />
            <SliderPicture slider={s} />
          </div>
        ) : (
          <SliderForm slider={null} onSaved={onSaved} />
        )
      }
      entity="slider"
      deleteTestId="slider-delete"
    />
  )
}

export const sliders: ContentPages = {
  loadList: (queryClient, search) => queryClient.ensureQueryData(slidersApi.list(search.page)),
  List: SlidersList,
  loadItem: loadEditable(slidersApi),
  Item: SliderPage,
}
