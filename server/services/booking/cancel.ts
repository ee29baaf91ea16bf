import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { messages } from '../../../contract/messages'
import type { Db } from '../../db/client'
import { payments, reservationRooms, reservations, roomNights } from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'
import { convert } from '../currencies'
import { penaltyBase } from './cancellation-terms'
import { releaseUse } from './discount-codes'
import { releaseHold, type Tx } from './inventory'
import { enqueue } from './notifications'
import { queueRefund } from './refunds'
import { canCancel } from './reservation-terms'
import { withRetry } from './retry'

/** Gives a booked reservation's rooms back on sale (a cancellation). */
async function releaseBooked(tx: Tx, r: { id: number; checkin: string; checkout: string }) {
  const lines = await tx
    .select({ room_id: reservationRooms.room_id, n: reservationRooms.number_of_rooms })
    .from(reservationRooms)
    .where(eq(reservationRooms.reservation_id, r.id))
    .orderBy(asc(reservationRooms.room_id))
  for (const line of lines) {
    await tx
      .update(roomNights)
      .set({ rooms_booked: sql`${roomNights.rooms_booked} - ${line.n}` })
      .where(
        and(
          eq(roomNights.room_id, line.room_id),
          gte(roomNights.night, r.checkin),
          lt(roomNights.night, r.checkout),
        ),
      )
  }
}

/** The part of a payment that goes back when `penalty` of `total` is kept, in its currency. */
export function refundOf(paid: number, penalty: number, total: number, currencyDecimals: number): number {
  if (total <= 0 || penalty <= 0) return paid
  if (penalty >= total) return 0
  const factor = 10 ** currencyDecimals
  return Math.round(paid * (1 - penalty / total) * factor) / factor
}

export type CancelOutcome = 'cancelled' | 'already_cancelled'

/** Who cancels: the owner (the guest's call), or the console within its hotels (decision 37). */
export interface CancelBy {
  /** The owner: anyone else's reservation is not found. */
  userId?: number
  /** The console's scope: a reservation of another hotel is not found. */
  hotels?: 'all' | readonly number[]
  /** The console's override: what goes back, in the booking's currency, instead of the policy's. */
  refund?: number | null
  /** Runs in the cancellation's transaction (the console's audit record): both commit, or neither. */
  onCancelled?: (
    tx: Tx,
    before: typeof reservations.$inferSelect,
    penaltyBase: number | null,
  ) => Promise<void>
}

/**
 * `POST /api/reservations/{id}/cancel`: the owner cancels a live hold or a booking whose
 * check-in day has not come. In one transaction: the rooms go back on sale, the discount
 * code's use is given back, a pending payment is given up, and a paid one gets its refund
 * queued — computed from the terms copied when booking and the moment of cancelling. A
 * cancelled reservation answers as it is (idempotent: one refund at most, by construction).
 *
 * Locks the reservation's payments, then the reservation, as settling a payment does, so a
 * payment's callback arriving at the same moment either comes first (and the booking is paid,
 * then cancelled with its refund) or second (and, finding it cancelled, is paid back in full).
 */
export async function cancelReservation(
  db: Db,
  id: number,
  by: number | CancelBy,
  now = new Date(),
): Promise<CancelOutcome> {
  const who: CancelBy = typeof by === 'number' ? { userId: by } : by
  const owned =
    who.userId !== undefined
      ? eq(reservations.user_id, who.userId)
      : who.hotels === undefined || who.hotels === 'all'
        ? undefined
        : inArray(reservations.hotel_id, who.hotels.length ? [...who.hotels] : [0])
  return withRetry(() =>
    db.transaction(async (tx): Promise<CancelOutcome> => {
      const paymentRows = await tx
        .select()
        .from(payments)
        .where(eq(payments.reservation_id, id))
        .orderBy(asc(payments.id))
        .for('update')
      const [r] = await tx
        .select()
        .from(reservations)
        .where(and(eq(reservations.id, id), owned))
        .for('update')
      if (!r) throw notFound()
      if (r.status === 'cancelled') return 'already_cancelled'
      if (!canCancel(r, now)) {
        if (r.status === 'held' || r.status === 'expired' || r.status === 'failed')
          throw new HttpError(409, messages.holdExpired.id)
        throw new HttpError(409, messages.notCancellable.id)
      }
      const wasHeld = r.status === 'held'
      // Null for a hold: nothing was booked, so nothing was kept (and "previous" leaves it out).
      let penalty: number | null = null
      if (wasHeld) {
        await releaseHold(tx, r)
        await tx
          .update(payments)
          .set({ status: 'cancelled', settled_at: now })
          .where(and(eq(payments.reservation_id, id), sql`${payments.status} = 'pending'`))
      } else {
        const lines = await tx.select().from(reservationRooms).where(eq(reservationRooms.reservation_id, id))
        // The operator's override: this share of the total goes back instead of the policy's.
        const share =
          who.refund === undefined || who.refund === null || r.total_converted <= 0
            ? null
            : Math.min(1, who.refund / r.total_converted)
        penalty =
          share === null
            ? penaltyBase(lines, r.total_base, r.checkin, now)
            : Math.round(r.total_base * (1 - share) * 100) / 100
        await releaseBooked(tx, r)
        for (const p of paymentRows.filter((p) => p.status === 'paid')) {
          const decimals = p.currency === r.currency ? r.decimals : p.currency === 'IQD' ? 0 : 2
          const amount =
            share === null
              ? refundOf(p.amount, penalty, r.total_base, decimals)
              : Math.round(p.amount * share * 10 ** decimals) / 10 ** decimals
          await queueRefund(tx, p, amount, 'cancelled')
        }
        // Another payment still open (a second try never finished) is given up too.
        await tx
          .update(payments)
          .set({ status: 'cancelled', settled_at: now })
          .where(and(eq(payments.reservation_id, id), sql`${payments.status} = 'pending'`))
        await enqueue(tx, id, 'booking_cancelled')
      }
      await releaseUse(tx, r.discount_code_id)
      await tx
        .update(reservations)
        .set({ status: 'cancelled', cancelled_at: now, settled_at: now, penalty_base: penalty })
        .where(eq(reservations.id, id))
      await who.onCancelled?.(tx, r, penalty)
      return 'cancelled'
    }),
  )
}

/** The penalty in the reservation's own currency (for messages). */
export const penaltyShown = (r: { penalty_base: number | null; ex_price: number; decimals: number }) =>
  convert(r.penalty_base ?? 0, r.ex_price, r.decimals)
