import * as v from 'valibot'
import { queryInt } from './common'
import { HotelSummary } from './hotel'
import { messages as m } from './messages'

/** Protocol strings of §3 Favourite (the client tests `startsWith('Removed')`): never translated. */
export const FAVOURITE_ADDED = 'Added to favourites'
export const FAVOURITE_REMOVED = 'Removed from favourites'

/**
 * `POST /api/add-or-remove-from-faviorate`. Without `state` it toggles (§7). An offline client
 * replaying queued changes sends the state it wants and an `op_id` (a UUID it made): the same
 * op_id answers the first outcome again and never flips twice.
 */
export const FavouriteToggleBody = v.object({
  hotel_id: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))], m.wholeNumber.id),
    v.integer(m.wholeNumber.id),
    v.minValue(1, m.tooSmall.id),
    v.maxValue(2_147_483_647, m.tooLarge.id),
  ),
  state: v.optional(v.boolean(m.invalidValue.id)),
  op_id: v.optional(v.pipe(v.string(), v.uuid(m.invalidValue.id), v.toLowerCase())),
})
export type FavouriteToggleBody = v.InferOutput<typeof FavouriteToggleBody>

export const FavouriteToggleAnswer = v.object({
  message: v.picklist([FAVOURITE_ADDED, FAVOURITE_REMOVED]),
  /** Spelt so by the spec. */
  is_favorites: v.boolean(),
  hotel_id: v.number(),
  data: v.object({ hotel_id: v.number(), is_faviorate: v.boolean() }),
})
export type FavouriteToggleAnswer = v.InferOutput<typeof FavouriteToggleAnswer>

/** `GET /api/my-faviorate` (§7: take, skip, include=governorate). */
export const MyFavouritesQuery = v.object({
  take: queryInt({ min: 1, max: 50, fallback: 15 }),
  skip: queryInt({ min: 0, max: 100_000, fallback: 0 }),
  include: v.optional(v.pipe(v.string(), v.maxLength(100, m.tooLong.id))),
})
export type MyFavouritesQuery = v.InferOutput<typeof MyFavouritesQuery>

/** Newest first; `id` is the hotel's id (one favourite per hotel and user). */
export const MyFavourites = v.object({
  data: v.array(v.object({ id: v.number(), created_at: v.string(), hotel: HotelSummary })),
  total: v.number(),
})
export type MyFavourites = v.InferOutput<typeof MyFavourites>
