import { Hono } from 'hono'
import { GovernorateListQuery } from '../../contract/governorate'
import { HotelDetailQuery, HotelIdParam, HotelListQuery } from '../../contract/hotel'
import { SearchQuery } from '../../contract/search'
import type { AppEnv } from '../http/context'
import { parseParams, parseQuery } from '../http/validate'
import { listCurrencies } from '../services/currencies'
import { listGovernorates } from '../services/governorates'
import { hotelDetail } from '../services/hotel-detail'
import { listHotels } from '../services/hotels'
import { suggest } from '../services/search'

/** The read side of the catalogue: thin handlers, logic in services. */
export const catalogueRoutes = new Hono<AppEnv>()
  .get('/governorates', async (c) => {
    const q = parseQuery(c, GovernorateListQuery)
    return c.json({ data: await listGovernorates(c.get('deps').db, q) })
  })
  .get('/currency', async (c) => c.json({ data: await listCurrencies(c.get('deps').db) }))
  .get('/search', async (c) => {
    const q = parseQuery(c, SearchQuery)
    return c.json({ data: await suggest(c.get('deps').db, q.search) })
  })
  .get('/hotel', async (c) => {
    const q = parseQuery(c, HotelListQuery)
    // Written as JSON text by the service (decision 22), not an object to serialise again.
    return c.body(await listHotels(c.get('deps').db, q, c.get('caller')), 200, {
      'Content-Type': 'application/json',
    })
  })
  .get('/hotel/:id{[0-9]{1,9}}', async (c) => {
    const { id } = parseParams(c, HotelIdParam)
    const q = parseQuery(c, HotelDetailQuery)
    return c.json({ data: await hotelDetail(c.get('deps').db, id, q, c.get('caller')) })
  })
