import { queryOptions } from '@tanstack/react-query'
import { AdminMeAnswer } from '../../../../contract/admin'
import { consoleApi } from './console-api'

export type { AdminMe } from '../../../../contract/admin'

/** Who is using the console: role and hotels (null: every hotel). 401/403 are the layout's to show. */
export const adminMeQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: async ({ signal }) => (await consoleApi(AdminMeAnswer, '/me', { signal })).data,
    retry: false,
  })
