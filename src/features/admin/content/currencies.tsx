import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { type AdminCurrency, BASE_CURRENCY } from '../../../../contract/admin-content'
import type { Language } from '../../../../contract/common'
import { formatNumber, localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { currenciesQueryOptions } from '../api/content'
import { AuditList } from '../components/audit-list'
import { ContentList } from '../components/content-list'
import { RateForm } from '../components/rate-form'
import { idParam } from '../console-params'
import type { ContentPages } from './content-pages'

/** A currency's name in the reader's language (`real_name` is its English one). */
const currencyName = (c: AdminCurrency, language: Language) =>
  localized({ ar_name: c.ar_name, kr_name: c.kr_name, en_name: c.real_name }, 'name', language)

/** The currencies guests pay in, with their rates to the US dollar (the base currency). */
function CurrenciesList() {
  const { language } = usePreferences()
  const { data } = useSuspenseQuery(currenciesQueryOptions())
  const nameOf = (c: AdminCurrency) => currencyName(c, language)
  return (
    <ContentList
      title={<Trans>Currency rates</Trans>}
      kind="currencies"
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

/** One currency: its rate and the record of its changes (none is created here: no `new`). */
function CurrencyPage(props: { id: string }) {
  const id = idParam(props.id)
  const { language } = usePreferences()
  const { data } = useSuspenseQuery(currenciesQueryOptions())
  const currency = data.find((c) => c.id === id)
  if (!currency) throw notFound()
  return (
    <>
      <h1>
        {currencyName(currency, language)} <bdi dir="ltr">({currency.currency_name})</bdi>
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

export const currencies: ContentPages = {
  loadList: (queryClient) => queryClient.ensureQueryData(currenciesQueryOptions()),
  List: CurrenciesList,
  loadItem: (queryClient) => queryClient.ensureQueryData(currenciesQueryOptions()),
  Item: CurrencyPage,
}
