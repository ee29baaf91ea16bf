import { Hono } from 'hono'
import { FavouriteToggleBody, MyFavouritesQuery } from '../../contract/favourite'
import { callerOf, requireCaller } from '../auth/caller'
import type { AppEnv } from '../http/context'
import { parseJson, parseQuery } from '../http/validate'
import { changeFavourite, listFavourites } from '../services/favourites'

/** Favourites of the caller, guests included (spec §7, spelling kept). */
export const favouriteRoutes = new Hono<AppEnv>()
  .post('/add-or-remove-from-faviorate', async (c) => {
    const caller = requireCaller(c)
    const body = await parseJson(c, FavouriteToggleBody)
    return c.json(await changeFavourite(c.get('deps').db, caller.userId, body))
  })

  .get('/my-faviorate', async (c) => {
    const q = parseQuery(c, MyFavouritesQuery)
    const caller = callerOf(c)
    // No token: an anonymous reader, who has no favourites.
    if (!caller) return c.json({ data: [], total: 0 })
    return c.json(await listFavourites(c.get('deps').db, caller.userId, q))
  })
