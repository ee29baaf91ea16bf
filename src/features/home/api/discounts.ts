import { queryOptions } from '@tanstack/react-query'
import { DiscountList } from '../../../../contract/marketing'
import { api } from '../../../lib/api'

export const homeDiscountsQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'discounts'],
    queryFn: async ({ signal }) => (await api(DiscountList, '/discounts', { signal })).data,
    // Kept on the device for offline use (features/offline).
    meta: { persist: true },
    staleTime: 5 * 60_000,
  })
