import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { currenciesQueryOptions } from '../features/admin/api/content'
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
    <>
      <h1>
        <Trans>Currency rates</Trans>
      </h1>
      <div className="console-table-wrap">
        <table className="console-table" data-testid="admin-currencies">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Currency</Trans>
              </th>
              <th scope="col">
                <Trans>Code</Trans>
              </th>
              <th scope="col">
                <Trans>Units per 1 US$</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to="/admin/content/currencies/$id" params={{ id: String(c.id) }}>
                    {nameOf(c)}
                  </Link>
                </td>
                <td dir="ltr">{c.currency_name}</td>
                <td>{formatNumber(c.ex_price, language, { maximumFractionDigits: 6 })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
