import type { Route } from '../../http/route'
import { adminMeRoute } from './me'

/**
 * The operator console's calls under /api/admin. Each declares `role: 'admin'` or
 * `role: 'operator'` and scopes hotels with server/auth/operator.ts (decision 23).
 */
export const adminRoutes: readonly Route[] = [adminMeRoute]
