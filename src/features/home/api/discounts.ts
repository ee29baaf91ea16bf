import { queryOptions } from '@tanstack/react-query'
import { DiscountList } from '../../../../contract/marketing'
import { api } from '../../../lib/api'

export const homeDiscountsQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'discounts'],
    queryFn: async ({ signal }) => (await api(DiscountList, '/discounts', { signal })).data,
    staleTime: 5 * 60_000,
  })
