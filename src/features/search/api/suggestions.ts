import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listOf } from '../../../../contract/common'
import { Suggestion } from '../../../../contract/search'
import { api } from '../../../lib/api'

export const suggestionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['search', search],
    queryFn: async ({ signal }) =>
      (await api(listOf(Suggestion), '/search', { query: { search }, signal })).data,
    staleTime: 300_000,
  })

export function useSuggestions(search: string, enabled: boolean) {
  return useQuery({ ...suggestionsQueryOptions(search), enabled, placeholderData: keepPreviousData })
}
