import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { todayInIraq } from '../../../../contract/dates'
import { formatDate, formatNumber, localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { offersApi } from '../api/content'
import { ContentList, EndedAfter } from '../components/content-list'
import { OfferForm } from '../components/offer-form'
import type { ContentPages } from './content-pages'
import { EditablePage, loadEditable } from './editable-page'

const list = getRouteApi('/admin/content/$kind/')

/** The offers the home page and the offers page show; with a percentage they price stays. */
function OffersList() {
  const { language } = usePreferences()
  const { page } = list.useSearch()
  const { data } = useSuspenseQuery(offersApi.list(page))
  const today = todayInIraq()
  return (
    <ContentList
      title={<Trans>Offers</Trans>}
      kind="offers"
      add={<Trans>Add an offer</Trans>}
      rows={data.data}
      empty={<Trans>No offers yet.</Trans>}
      testId="admin-offers"
      pager={{ page, lastPage: data.last_page }}
      columns={[
        { head: <Trans>Offer</Trans>, link: true, clip: true, cell: (o) => localized(o, 'title', language) },
        {
          head: <Trans>Hotel</Trans>,
          clip: true,
          cell: (o) => (o.hotel ? localized(o.hotel, 'title', language) : '—'),
        },
        {
          head: <Trans>Discount</Trans>,
          cell: (o) =>
            o.percentage === null ? '—' : formatNumber(o.percentage / 100, language, { style: 'percent' }),
        },
        {
          head: <Trans>Last day</Trans>,
          cell: (o) => (
            <>
              {formatDate(o.end_date, language, { day: 'numeric', month: 'short', year: 'numeric' })}
              <EndedAfter day={o.end_date} today={today} />
            </>
          ),
        },
      ]}
    />
  )
}

/** One offer (or a new one at `new`): its form, deleting it, and the record of its changes. */
function OfferPage({ id }: { id: string }) {
  const { language } = usePreferences()
  return (
    <EditablePage
      kind="offers"
      api={offersApi}
      id={id}
      adding={<Trans>Add an offer</Trans>}
      heading={(o) => localized(o, 'title', language)}
      form={(o, onSaved) =>
        o ? <OfferForm key={o.id} offer={o} /> : <OfferForm offer={null} onSaved={onSaved} />
      }
      entity="offer"
      deleteTestId="offer-delete"
    />
  )
}

export const offers: ContentPages = {
  loadList: (queryClient, search) => queryClient.ensureQueryData(offersApi.list(search.page)),
  List: OffersList,
  loadItem: loadEditable(offersApi),
  Item: OfferPage,
}
