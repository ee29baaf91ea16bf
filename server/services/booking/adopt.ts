import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ratingTokens, reservations, users } from '../../db/schema'

/**
 * A guest who books and then signs up or signs in keeps the bookings: they move to the account
 * with their rating links, like the guest's favourites. Only a real guest gives any away.
 */
export async function adoptGuestReservations(db: Db, guestId: number | null | undefined, userId: number) {
  if (!guestId || guestId === userId) return
  await db.transaction(async (tx) => {
    const [guest] = await tx.select({ is_guest: users.is_guest }).from(users).where(eq(users.id, guestId))
    if (!guest?.is_guest) return
    await tx.update(reservations).set({ user_id: userId }).where(eq(reservations.user_id, guestId))
    await tx.update(ratingTokens).set({ user_id: userId }).where(eq(ratingTokens.user_id, guestId))
  })
}
