import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { listOf } from '../../../../contract/common'
import { BASE_CURRENCY, Currency } from '../../../../contract/currency'
import { api } from '../../../lib/api'

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['currency'],
    queryFn: async () => (await api(listOf(Currency), '/currency')).data,
    // Kept on the device for offline use (features/offline).
    meta: { persist: true },
    staleTime: 3_600_000,
  })

export const useCurrencies = () => useQuery(currenciesQueryOptions()).data ?? []

const rateOf = (currencies: Currency[], currency: string) =>
  currencies.find((c) => c.currency_name === currency)?.ex_price ?? 1

/**
 * Units of `currency` per US dollar, for converting USD amounts (the price slider) into the
 * chosen currency. The base currency's rate is 1 by definition: no need to wait for the list.
 */
export async function loadExchangeRate(queryClient: QueryClient, currency: string): Promise<number> {
  if (currency === BASE_CURRENCY) return 1
  return rateOf(await queryClient.ensureQueryData(currenciesQueryOptions()), currency)
}

/** The same inside a page whose loader called loadExchangeRate (so the list is there). */
export function useExchangeRate(currency: string): number {
  const { data } = useQuery(currenciesQueryOptions())
  return currency === BASE_CURRENCY ? 1 : rateOf(data ?? [], currency)
}
