import { queryOptions } from '@tanstack/react-query'
import { MeAnswer } from '../../../../contract/auth'
import { api } from '../../../lib/api'

/**
 * `GET /api/auth/me`: the caller as the server knows them now (another device may have
 * edited the profile). Kept apart from the profile calls: route loaders import it, and it
 * must not pull the phone-number library into the first page load.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'me'],
    queryFn: async ({ signal }) => (await api(MeAnswer, '/auth/me', { signal })).data,
  })
