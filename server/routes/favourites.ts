import {
  FavouriteToggleAnswer,
  FavouriteToggleBody,
  MyFavourites,
  MyFavouritesQuery,
} from '../../contract/favourite'
import { defineRoute } from '../http/route'
import { changeFavourite, listFavourites } from '../services/favourites'

/** Favourites of the caller, guests included (spec §7, spelling kept). */
export const favouriteRoutes = [
  defineRoute({
    method: 'post',
    path: '/add-or-remove-from-faviorate',
    operationId: 'toggleFavourite',
    summary: 'Toggle a favourite hotel, or set it with `state`; `op_id` makes a replay answer the same',
    tags: ['favourites'],
    auth: 'required',
    body: FavouriteToggleBody,
    answers: { 200: FavouriteToggleAnswer },
    errors: { 404: 'No hotel has this id' },
    handler: async (c, { caller, body }) =>
      c.json(await changeFavourite(c.get('deps').db, caller.userId, body)),
  }),

  defineRoute({
    method: 'get',
    path: '/my-faviorate',
    operationId: 'listMyFavourites',
    summary: "The caller's favourite hotels, newest first (empty without a token)",
    tags: ['favourites'],
    auth: 'optional',
    query: MyFavouritesQuery,
    answers: { 200: MyFavourites },
    handler: async (c, { caller, query }) => {
      // No token: an anonymous reader, who has no favourites.
      if (!caller) return c.json({ data: [], total: 0 })
      return c.json(await listFavourites(c.get('deps').db, caller.userId, query))
    },
  }),
]
