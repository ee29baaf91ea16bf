import { queryOptions } from '@tanstack/react-query'
import { FaqList } from '../../../../contract/faq'
import { api } from '../../../lib/api'

export type Department = 1 | 2 | 3 | 4

/** Spec §7 and §9: each help-centre tab asks for its department, take 15, skip 0. */
export const FAQ_TAKE = 15

export const faqListQueryOptions = (department: Department) => {
  const query = { take: FAQ_TAKE, skip: 0, 'filter[department_type]': department }
  return queryOptions({
    queryKey: ['faq', 'list', query],
    queryFn: ({ signal }) => api(FaqList, '/common-questions', { query, signal }),
    staleTime: 10 * 60_000,
  })
}
