import type * as v from 'valibot'
import { accountEndpoints } from './account'
import { AuthAnswer, GuestUserBody } from './auth'
import { bookingEndpoints } from './booking'
import { ErrorBody, Health, listOf } from './common'
import { contactEndpoints } from './contact'
import { Currency } from './currency'
import { readEndpoints } from './endpoints-read'
import { favouriteEndpoints } from './favourite'
import { Governorate, GovernorateListQuery } from './governorate'
import { HotelDetail, HotelDetailQuery, HotelList, HotelListQuery } from './hotel'
import { oidcEndpoints } from './oidc'
import { pushEndpoints } from './push'
import { SearchQuery, Suggestion } from './search'

/**
 * Every call of the API with its schemas: the source of `GET /api/openapi.json`. A route
 * added to the server without an entry here is a bug the OpenAPI test catches.
 */
export interface Endpoint {
  method: 'get' | 'post' | 'put' | 'delete'
  path: string
  summary: string
  query?: v.GenericSchema
  body?: v.GenericSchema
  response: v.GenericSchema
  status?: number
  auth?: 'optional' | 'required'
}

export const endpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/health',
    summary: 'Liveness: the server answers (no database call)',
    response: Health,
  },
  {
    method: 'get',
    path: '/ready',
    summary: 'Readiness: the database answers and holds every migration (503 otherwise)',
    response: Health,
  },
  {
    method: 'get',
    path: '/governorates',
    summary: 'Governorates with their hotel counts',
    query: GovernorateListQuery,
    response: listOf(Governorate),
  },
  {
    method: 'get',
    path: '/currency',
    summary: 'Currencies, USD first; ex_price per US dollar',
    response: listOf(Currency),
  },
  {
    method: 'get',
    path: '/search',
    summary: 'Place and hotel suggestions (at most 10, ranked)',
    query: SearchQuery,
    response: listOf(Suggestion),
  },
  {
    method: 'get',
    path: '/hotel',
    summary: 'Hotels matching a stay, with the cheapest total for it',
    query: HotelListQuery,
    response: HotelList,
  },
  {
    method: 'get',
    path: '/hotel/:id',
    summary: 'One hotel with its rooms priced and counted for the stay',
    query: HotelDetailQuery,
    response: HotelDetail,
  },
  {
    method: 'post',
    path: '/auth/guest-user',
    summary: 'Start a guest session, or refresh any session with refreshToken',
    body: GuestUserBody,
    response: AuthAnswer,
    status: 201,
  },
  ...readEndpoints,
  ...accountEndpoints,
  ...oidcEndpoints,
  ...favouriteEndpoints,
  ...contactEndpoints,
  ...bookingEndpoints,
  ...pushEndpoints,
]

export { ErrorBody }
