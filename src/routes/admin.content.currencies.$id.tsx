import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { BASE_CURRENCY } from '../../contract/admin-content'
import { currenciesQueryOptions } from '../features/admin/api/content'
import { AuditList } from '../features/admin/components/audit-list'
import { RateForm } from '../features/admin/components/rate-form'
import { idParam } from '../features/admin/console-params'

/** One currency: its rate and the record of its changes. */
export const Route = createFileRoute('/admin/content/currencies/$id')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context }) => context.queryClient.ensureQueryData(currenciesQueryOptions()),
  component: CurrencyPage,
})

function CurrencyPage() {
  const id = idParam(Route.useParams().id)
  const { data } = useSuspenseQuery(currenciesQueryOptions())
  const currency = data.find((c) => c.id === id)
  if (!currency) throw notFound()
  return (
    <>
      <h1>
        {currency.real_name} <span dir="ltr">({currency.currency_name})</span>
      </h1>
      <div className="console-two">
        {currency.currency_name === BASE_CURRENCY ? (
          <p className="console-card">
            <Trans>
              The US dollar is the base currency: every price is kept in it, and its rate is always 1.
            </Trans>
          </p>
        ) : (
          <RateForm key={`${currency.id}-${currency.ex_price}`} currency={currency} />
        )}
        <AuditList entity="currency" id={currency.id} />
      </div>
    </>
  )
}
