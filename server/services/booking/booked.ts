import { eq } from 'drizzle-orm'
import { reservations } from '../../db/schema'
import type { AppDeps } from '../../http/context'
import type { Tx } from './inventory'
import { enqueue } from './notifications'
import type { ReservationRow } from './reservation-view'
import { ratingRequestAt, reminderAt } from './schedule'

export interface FollowUps {
  /** Hours after the check-out day begins (Iraq time) when the rating request goes out. */
  ratingDelayHours: number
}

export const followUpsOf = (deps: Pick<AppDeps, 'env'>): FollowUps => ({
  ratingDelayHours: deps.env.RATING_REQUEST_DELAY_HOURS,
})

/**
 * A reservation became a firm booking (paid, or confirmed by an agent): record it and queue
 * its messages — the confirmation now, the reminder and the rating request for later. The
 * rooms must already be booked by the caller (commitHold or bookAgain).
 */
export async function markBooked(
  tx: Tx,
  r: ReservationRow,
  status: 'paid' | 'confirmed',
  followUps: FollowUps,
  now: Date,
) {
  await tx.update(reservations).set({ status, settled_at: now }).where(eq(reservations.id, r.id))
  await enqueue(tx, r.id, 'booking_confirmed')
  const remindAt = reminderAt(r.checkin)
  if (remindAt > now) await enqueue(tx, r.id, 'reminder', remindAt)
  await enqueue(tx, r.id, 'rating_request', ratingRequestAt(r.checkout, followUps.ratingDelayHours))
}
