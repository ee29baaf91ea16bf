import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { currenciesQueryOptions } from '../features/admin/api/content'
import { ContentList } from '../features/admin/components/content-list'
import { formatNumber, localized } from '../lib/format'
import { usePreferences } from '../lib/preferences'

/** The currencies guests pay in, with their rates to the US dollar (the base currency). */
export const Route = createFileRoute('/admin/content/currencies/')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context }) => context.queryClient.ensureQueryData(currenciesQueryOptions()),
  component: CurrenciesPage,
})

function CurrenciesPage() {
  const { language } = usePreferences()
  const { data } = useSuspenseQuery(currenciesQueryOptions())
  const nameOf = (c: (typeof data)[number]) =>
    language === 'en'
      ? c.real_name
      : localized({ ar_name: c.ar_name, kr_name: c.kr_name, en_name: c.real_name }, 'name', language)
  return (
    <ContentList
      title={<Trans>Currency rates</Trans>}
      path="/admin/content/currencies/$id"
      rows={data}
      // The reference data holds every currency: never empty.
      empty={null}
      testId="admin-currencies"
      columns={[
        { head: <Trans>Currency</Trans>, link: true, cell: nameOf },
        { head: <Trans>Code</Trans>, dir: 'ltr', cell: (c) => c.currency_name },
        {
          head: <Trans>Units per 1 US$</Trans>,
          cell: (c) => formatNumber(c.ex_price, language, { maximumFractionDigits: 6 }),
        },
      ]}
    />
  )
}
