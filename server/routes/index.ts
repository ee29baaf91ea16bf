import type { Route } from '../http/route'
import { accountRoutes } from './account'
import { adminRoutes } from './admin'
import { guestUserRoute } from './auth'
import { bookingRoutes } from './booking'
import { catalogueRoutes } from './catalogue'
import { contactRoutes } from './contact'
import { favouriteRoutes } from './favourites'
import { oidcRoutes } from './oidc'
import { openApiRoute } from './openapi'
import { paymentRoutes } from './payments'
import { appConfigRoute, probeRoutes } from './platform'
import { pushRoutes } from './push'
import { ratingRoutes } from './ratings'
import { readRoutes } from './read'
import { userRoutes } from './user'

export { probeRoutes }

/** Every other call under /api: bounded by the request deadline (server/http/deadline.ts). */
export const callRoutes: readonly Route[] = [
  appConfigRoute,
  openApiRoute(() => apiRoutes),
  ...catalogueRoutes,
  ...readRoutes,
  guestUserRoute,
  ...accountRoutes,
  ...oidcRoutes,
  ...userRoutes,
  ...favouriteRoutes,
  ...bookingRoutes,
  ...ratingRoutes,
  ...paymentRoutes,
  ...pushRoutes,
  ...contactRoutes,
  ...adminRoutes,
]

/**
 * Every call under /api, each defined once (server/http/route.ts): the app serves this list
 * and `GET /api/openapi.json` describes it. A route added any other way fails server/openapi.test.ts.
 */
export const apiRoutes: readonly Route[] = [...probeRoutes, ...callRoutes]
