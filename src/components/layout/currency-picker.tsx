import { useLingui } from '@lingui/react/macro'
import { useCurrencies } from '../../features/catalogue/api/currencies'
import { usePreferences } from '../../lib/preferences'

export function CurrencyPicker() {
  const { t } = useLingui()
  const { currency, setCurrency } = usePreferences()
  const currencies = useCurrencies()
  const options = currencies.length ? currencies.map((c) => c.currency_name) : [currency]
  return (
    <label className="picker">
      <span className="visually-hidden">{t`Currency`}</span>
      <select value={currency} onChange={(e) => setCurrency(e.target.value)} data-testid="currency-picker">
        {options.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  )
}
