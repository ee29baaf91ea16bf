import { useCallback } from 'react'
import { formatMoney } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'

/** Formats the server's amounts in the booking's currency and minor digits (IQD: none). */
export function useMoney(currency: string, decimals: number) {
  const { language } = usePreferences()
  return useCallback(
    (amount: number) => formatMoney(amount, currency, language, decimals),
    [currency, decimals, language],
  )
}
