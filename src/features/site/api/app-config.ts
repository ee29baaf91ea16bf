import { queryOptions, useQuery } from '@tanstack/react-query'
import { AppConfig } from '../../../../contract/app-config'
import { api } from '../../../lib/api'

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: async () => (await api(AppConfig, '/app-config')).data,
    // Kept on the device for offline use (features/offline).
    meta: { persist: true },
    staleTime: 3_600_000,
  })

export const useAppConfig = () => useQuery(appConfigQueryOptions()).data
