import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { todayInIraq } from '../../contract/dates'
import { codesApi } from '../features/admin/api/content'
import { ContentList, EndedAfter } from '../features/admin/components/content-list'
import { PageSearch } from '../features/admin/console-params'
import { formatDate, formatMoney, formatNumber } from '../lib/format'
import { usePreferences } from '../lib/preferences'

/** Discount codes typed on the booking summary. */
export const Route = createFileRoute('/admin/content/discount-codes/')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  validateSearch: PageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(codesApi.list(deps.page)),
  component: CodesPage,
})

function CodesPage() {
  const { language } = usePreferences()
  const { page } = Route.useSearch()
  const { data } = useSuspenseQuery(codesApi.list(page))
  const today = todayInIraq()
  const day = (iso: string) => formatDate(iso, language, { day: 'numeric', month: 'short', year: 'numeric' })
  return (
    <ContentList
      title={<Trans>Discount codes</Trans>}
      path="/admin/content/discount-codes/$id"
      add={<Trans>Add a code</Trans>}
      rows={data.data}
      empty={<Trans>No discount codes yet.</Trans>}
      testId="admin-codes"
      pager={{ page, lastPage: data.last_page }}
      columns={[
        { head: <Trans>Code</Trans>, link: true, dir: 'ltr', cell: (c) => c.code },
        {
          head: <Trans>Value</Trans>,
          cell: (c) =>
            c.kind === 'percent'
              ? formatNumber(c.value / 100, language, { style: 'percent' })
              : formatMoney(c.value, 'USD', language),
        },
        {
          head: <Trans>Valid</Trans>,
          cell: (c) => (
            <>
              {day(c.valid_from)} – {day(c.valid_until)}
              <EndedAfter day={c.valid_until} today={today} />
            </>
          ),
        },
        {
          head: <Trans>Used</Trans>,
          cell: (c) =>
            c.max_uses === null ? (
              formatNumber(c.used_count, language)
            ) : (
              <Trans>
                {formatNumber(c.used_count, language)} of {formatNumber(c.max_uses, language)}
              </Trans>
            ),
        },
      ]}
    />
  )
}
