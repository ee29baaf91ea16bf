import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { todayInIraq } from '../../contract/dates'
import { offersApi } from '../features/admin/api/content'
import { ContentList, EndedAfter } from '../features/admin/components/content-list'
import { PageSearch } from '../features/admin/console-params'
import { formatDate, formatNumber, localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

/** The offers the home page and the offers page show; with a percentage they price stays. */
export const Route = createFileRoute('/admin/content/offers/')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  validateSearch: PageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(offersApi.list(deps.page)),
  component: OffersPage,
})

function OffersPage() {
  const { language } = usePreferences()
  const { page } = Route.useSearch()
  const { data } = useSuspenseQuery(offersApi.list(page))
  const today = todayInIraq()
  return (
    <ContentList
      title={<Trans>Offers</Trans>}
      path="/admin/content/offers/$id"
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
