import { IdParam, listOf } from '../../contract/common'
import { Currency } from '../../contract/currency'
import { Governorate, GovernorateListQuery } from '../../contract/governorate'
import { HotelDetail, HotelDetailQuery, HotelList, HotelListQuery } from '../../contract/hotel'
import { SearchQuery, Suggestion } from '../../contract/search'
import { defineRoute } from '../http/route'
import { listHotels, suggest } from '../search'
import { listCurrencies } from '../services/currencies'
import { listGovernorates } from '../services/governorates'
import { hotelDetail } from '../services/hotel-detail'

/** The read side of the catalogue: thin handlers, logic in services. */
export const catalogueRoutes = [
  defineRoute({
    method: 'get',
    path: '/governorates',
    operationId: 'listGovernorates',
    summary: 'Governorates with their hotel counts',
    tags: ['catalogue'],
    auth: 'optional',
    query: GovernorateListQuery,
    answers: { 200: listOf(Governorate) },
    handler: async (c, { query }) => c.json({ data: await listGovernorates(c.get('deps').db, query) }),
  }),

  defineRoute({
    method: 'get',
    path: '/currency',
    operationId: 'listCurrencies',
    summary: 'Currencies, USD first; ex_price per US dollar',
    tags: ['catalogue'],
    auth: 'optional',
    answers: { 200: listOf(Currency) },
    handler: async (c) => c.json({ data: await listCurrencies(c.get('deps').db) }),
  }),

  defineRoute({
    method: 'get',
    path: '/search',
    operationId: 'searchSuggestions',
    summary: 'Place and hotel suggestions (at most 10, ranked)',
    tags: ['catalogue'],
    auth: 'optional',
    query: SearchQuery,
    answers: { 200: listOf(Suggestion) },
    handler: async (c, { query }) => c.json({ data: await suggest(c.get('deps').db, query.search) }),
  }),

  defineRoute({
    method: 'get',
    path: '/hotel',
    operationId: 'listHotels',
    summary: 'Hotels matching a stay, with the cheapest total for it',
    description: "A caller's token marks their favourites (`is_faviorate`).",
    tags: ['catalogue'],
    auth: 'optional',
    query: HotelListQuery,
    answers: { 200: HotelList },
    // Written as JSON text by the service (decision 22), not an object to serialise again.
    handler: async (c, { caller, query }) =>
      c.body(await listHotels(c.get('deps').db, query, caller), 200, { 'Content-Type': 'application/json' }),
  }),

  defineRoute({
    method: 'get',
    // Any other id shape is not a hotel: the router's 404.
    path: '/hotel/:id{[0-9]{1,9}}',
    operationId: 'getHotel',
    summary: 'One hotel with its rooms priced and counted for the stay',
    tags: ['catalogue'],
    auth: 'optional',
    params: IdParam,
    query: HotelDetailQuery,
    answers: { 200: HotelDetail },
    errors: { 404: 'No hotel has this id' },
    handler: async (c, { caller, params, query }) =>
      c.json({ data: await hotelDetail(c.get('deps').db, params.id, query, caller) }),
  }),
]
