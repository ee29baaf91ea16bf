import type * as v from 'valibot'
import { api } from '../../../lib/api'

/**
 * Every console call goes through the one HTTP layer (`lib/api.ts`) with its 403 treated as an
 * answer: the console shows "not allowed" where it happened instead of leaving for the home page.
 */
export const consoleApi = <S extends v.GenericSchema>(
  schema: S,
  path: string,
  opts: Parameters<typeof api>[2] = {},
) => api(schema, `/admin${path}`, { ...opts, forbiddenIsAnswer: true })
