import { queryOptions, useQuery } from '@tanstack/react-query'
import { listOf } from '../../../../contract/common'
import { Governorate } from '../../../../contract/governorate'
import { api } from '../../../lib/api'

export const governoratesQueryOptions = () =>
  queryOptions({
    queryKey: ['governorates', { take: 30 }],
    queryFn: async () => (await api(listOf(Governorate), '/governorates', { query: { take: 30 } })).data,
    // Kept on the device for offline use (features/offline).
    meta: { persist: true },
    staleTime: 3_600_000,
  })

export const useGovernorates = () => useQuery(governoratesQueryOptions()).data ?? []
