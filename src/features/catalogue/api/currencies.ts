import { queryOptions, useQuery } from '@tanstack/react-query'
import { listOf } from '../../../../contract/common'
import { Currency } from '../../../../contract/currency'
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
