import { and, desc, eq, sql } from 'drizzle-orm'
import {
  FAVOURITE_ADDED,
  FAVOURITE_REMOVED,
  type FavouriteToggleAnswer,
  type FavouriteToggleBody,
  type MyFavourites,
  type MyFavouritesQuery,
} from '../../contract/favourite'
import { messages } from '../../contract/messages'
import type { Db } from '../db/client'
import { cities, favouriteOps, favourites, governorates, hotels, users } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { cityNames, governorateNames } from './hotel-cards'
import { hotelSummary, imagesOf, includes, servicesOf } from './hotel-view'

/** Hotels a guest could open (the hotel list's rule): only these can be favourited or listed. */
const openHotel = and(eq(hotels.is_active, true), eq(hotels.show_in_website, true))

function answer(hotelId: number, isFavourite: boolean): FavouriteToggleAnswer {
  return {
    message: isFavourite ? FAVOURITE_ADDED : FAVOURITE_REMOVED,
    is_favorites: isFavourite,
    hotel_id: hotelId,
    data: { hotel_id: hotelId, is_faviorate: isFavourite },
  }
}

/**
 * Toggle a favourite, or set it to `state`. With an `op_id` the outcome is recorded in the
 * same transaction, so a replay of the same operation answers it again without acting.
 */
export async function changeFavourite(db: Db, userId: number, body: FavouriteToggleBody) {
  const { hotel_id: hotelId, state, op_id: opId } = body
  const [hotel] = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), openHotel))
  if (!hotel) throw notFound()

  return db.transaction(async (tx) => {
    if (opId) {
      const claimed = await tx
        .insert(favouriteOps)
        .values({ user_id: userId, op_id: opId, hotel_id: hotelId })
        .onConflictDoNothing()
        .returning({ op_id: favouriteOps.op_id })
      if (claimed.length === 0) {
        const [done] = await tx
          .select()
          .from(favouriteOps)
          .where(and(eq(favouriteOps.user_id, userId), eq(favouriteOps.op_id, opId)))
        if (!done || done.hotel_id !== hotelId) {
          throw new HttpError(422, messages.invalidRequest.id, { op_id: [messages.invalidValue.id] })
        }
        if (done.is_favourite !== null) return answer(hotelId, done.is_favourite)
      }
    }
    const mine = and(eq(favourites.user_id, userId), eq(favourites.hotel_id, hotelId))
    let isFavourite: boolean
    if (state === false) {
      await tx.delete(favourites).where(mine)
      isFavourite = false
    } else if (state === true) {
      await tx.insert(favourites).values({ user_id: userId, hotel_id: hotelId }).onConflictDoNothing()
      isFavourite = true
    } else {
      const removed = await tx.delete(favourites).where(mine).returning({ hotel_id: favourites.hotel_id })
      if (removed.length === 0) {
        await tx.insert(favourites).values({ user_id: userId, hotel_id: hotelId }).onConflictDoNothing()
      }
      isFavourite = removed.length === 0
    }
    if (opId) {
      await tx
        .update(favouriteOps)
        .set({ is_favourite: isFavourite })
        .where(and(eq(favouriteOps.user_id, userId), eq(favouriteOps.op_id, opId)))
    }
    return answer(hotelId, isFavourite)
  })
}

/** The caller's favourite hotels, newest first, as hotel cards. */
export async function listFavourites(db: Db, userId: number, q: MyFavouritesQuery): Promise<MyFavourites> {
  const rows = await db
    .select({
      hotel: hotels,
      created_at: favourites.created_at,
      governorate: governorateNames,
      city: cityNames,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(favourites)
    .innerJoin(hotels, eq(hotels.id, favourites.hotel_id))
    .innerJoin(governorates, eq(governorates.id, hotels.governorate_id))
    .leftJoin(cities, eq(cities.id, hotels.city_id))
    .where(and(eq(favourites.user_id, userId), openHotel))
    .orderBy(desc(favourites.created_at), desc(favourites.hotel_id))
    .limit(q.take)
    .offset(q.skip)
  const total = rows[0]?.total ?? (q.skip > 0 ? await countFavourites(db, userId) : 0)
  const ids = rows.map((r) => r.hotel.id)
  const [images, services] = await Promise.all([imagesOf(db, ids), servicesOf(db, ids)])
  const include = includes(q.include)
  return {
    data: rows.map((r) => ({
      id: r.hotel.id,
      created_at: r.created_at.toISOString(),
      hotel: hotelSummary(r.hotel, {
        images: images.get(r.hotel.id) ?? [],
        services: services.get(r.hotel.id) ?? [],
        governorate: include.governorate ? r.governorate : undefined,
        city: include.city
          ? r.city
            ? { ...r.city, governorate_id: r.hotel.governorate_id }
            : null
          : undefined,
        isFavourite: true,
        distance: null,
        price: null,
        discountPercentage: 0,
        currency: 'USD',
        nights: 0,
      }),
    })),
    total,
  }
}

async function countFavourites(db: Db, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(favourites)
    .innerJoin(hotels, eq(hotels.id, favourites.hotel_id))
    .where(and(eq(favourites.user_id, userId), openHotel))
  return row?.n ?? 0
}

/**
 * A guest who signs up or signs in keeps their favourites: they move to the account (a hotel
 * already there stays as it was). Only a real guest account gives any away.
 */
export async function adoptGuestFavourites(db: Db, guestId: number | null | undefined, userId: number) {
  if (!guestId || guestId === userId) return
  await db.transaction(async (tx) => {
    const [guest] = await tx.select({ is_guest: users.is_guest }).from(users).where(eq(users.id, guestId))
    if (!guest?.is_guest) return
    await tx.execute(sql`
      insert into ${favourites} (user_id, hotel_id, created_at)
      select ${userId}, hotel_id, created_at from ${favourites} where user_id = ${guestId}
      on conflict do nothing`)
    await tx.delete(favourites).where(eq(favourites.user_id, guestId))
  })
}
