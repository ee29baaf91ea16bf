import { and, eq } from 'drizzle-orm'
import type { StayStatus } from '../../../contract/admin-filters'
import {
  type AdminCancelBody,
  reservationMessages as rm,
  type SettleRefundBody,
  type StayAction,
} from '../../../contract/admin-reservations'
import { todayInIraq } from '../../../contract/dates'
import type { Db } from '../../db/client'
import { refunds, reservations } from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'
import { type CancelOutcome, cancelReservation } from '../booking/cancel'
import { withRetry } from '../booking/retry'
import { recordChange } from './audit'
import type { HotelScope } from './scope'
import { inScope } from './scope'

type Row = Pick<typeof reservations.$inferSelect, 'status' | 'checkin' | 'checkout' | 'stay_status'>

/**
 * Why the desk may not do `action` now, or null when it may. Only firm bookings (paid or
 * confirmed, never cancelled) have a stay; arriving needs the arrival day (Iraq's calendar) and
 * a stay not over; a no-show is recorded from the arrival day on and never after an arrival;
 * checking out needs a guest checked in. A guest marked no-show who turns up late can still be
 * checked in.
 */
export function stayRefusal(r: Row, action: StayAction, now: Date): string | null {
  if (r.status !== 'paid' && r.status !== 'confirmed') return rm.stayNotFirm.id
  const today = todayInIraq(now)
  switch (action) {
    case 'check_in':
      if (r.stay_status === 'checked_in') return rm.alreadyCheckedIn.id
      if (r.stay_status === 'checked_out') return rm.alreadyCheckedOut.id
      if (today < r.checkin) return rm.beforeArrival.id
      if (today > r.checkout) return rm.stayOver.id
      return null
    case 'check_out':
      if (r.stay_status === 'checked_out') return rm.alreadyCheckedOut.id
      if (r.stay_status !== 'checked_in') return rm.notCheckedIn.id
      return null
    case 'no_show':
      if (r.stay_status === 'checked_in' || r.stay_status === 'checked_out') return rm.noShowAfterArrival.id
      if (today < r.checkin) return rm.beforeArrival.id
      return null
  }
}

export const stayActions = (r: Row, now: Date) => ({
  check_in: stayRefusal(r, 'check_in', now) === null,
  check_out: stayRefusal(r, 'check_out', now) === null,
  no_show: stayRefusal(r, 'no_show', now) === null && r.stay_status !== 'no_show',
})

const STATE_OF: Record<StayAction, StayStatus> = {
  check_in: 'checked_in',
  check_out: 'checked_out',
  no_show: 'no_show',
}

/**
 * Records an arrival, a departure or a no-show, with its audit record, in one transaction on
 * the locked reservation (two desks pressing at once: the second sees the first's state).
 * Marking a no-show twice changes nothing and records nothing.
 */
export async function changeStay(
  db: Db,
  scope: HotelScope,
  userId: number,
  id: number,
  action: StayAction,
  now = new Date(),
): Promise<void> {
  await withRetry(() =>
    db.transaction(async (tx) => {
      const [r] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update')
      if (!r || !inScope(scope, r.hotel_id)) throw notFound()
      if (action === 'no_show' && r.stay_status === 'no_show') return
      const refusal = stayRefusal(r, action, now)
      if (refusal) throw new HttpError(409, refusal)
      const stay_status = STATE_OF[action]
      await tx
        .update(reservations)
        .set({
          stay_status,
          ...(action === 'check_in' ? { checked_in_at: now } : {}),
          ...(action === 'check_out' ? { checked_out_at: now } : {}),
        })
        .where(eq(reservations.id, id))
      await recordChange(tx, userId, {
        entity: 'reservation',
        entityId: id,
        hotelId: r.hotel_id,
        action,
        before: { stay_status: r.stay_status },
        after: { stay_status },
      })
    }),
  )
}

/**
 * Cancels on the guest's behalf with the guest's own service (decision 32: same locks, rooms
 * back on sale, refunds queued, the guest told), by the policy or with the operator's refund
 * and reason; the audit record is written in that transaction.
 */
export async function cancelForGuest(
  db: Db,
  scope: HotelScope,
  userId: number,
  id: number,
  body: AdminCancelBody,
  now = new Date(),
): Promise<CancelOutcome> {
  if (body.refund !== null) {
    const [r] = await db
      .select({ total: reservations.total_converted, hotel_id: reservations.hotel_id })
      .from(reservations)
      .where(eq(reservations.id, id))
    if (!r || !inScope(scope, r.hotel_id)) throw notFound()
    if (body.refund > r.total)
      throw new HttpError(409, rm.overrideTooLarge.id, { refund: [rm.overrideTooLarge.id] })
  }
  return cancelReservation(
    db,
    id,
    {
      hotels: scope,
      refund: body.refund,
      onCancelled: async (tx, before, penaltyBase) => {
        await recordChange(tx, userId, {
          entity: 'reservation',
          entityId: id,
          hotelId: before.hotel_id,
          action: 'cancel',
          before: { status: before.status },
          after: {
            status: 'cancelled',
            by_policy: body.refund === null,
            refund: body.refund,
            reason: body.reason || null,
            penalty_base: penaltyBase,
          },
        })
      },
    },
    now,
  )
}

/**
 * Marks a refund paid back by hand (ZainCash has no refund call; or the provider gave up after
 * its tries): `refunded` with the operator's reference, recorded. Only one waiting for a person.
 */
export async function settleRefundByHand(
  db: Db,
  scope: HotelScope,
  userId: number,
  id: number,
  body: SettleRefundBody,
  now = new Date(),
): Promise<void> {
  await withRetry(() =>
    db.transaction(async (tx) => {
      const [r] = await tx
        .select({ hotel_id: reservations.hotel_id })
        .from(reservations)
        .where(eq(reservations.id, id))
      if (!r || !inScope(scope, r.hotel_id)) throw notFound()
      const [refund] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.id, body.refund_id), eq(refunds.reservation_id, id)))
        .for('update')
      if (!refund) throw new HttpError(404, rm.noSuchRefund.id)
      if (refund.status !== 'refund_pending' && refund.status !== 'failed')
        throw new HttpError(409, rm.refundNotAwaiting.id)
      await tx
        .update(refunds)
        .set({ status: 'refunded', settled_at: now, provider_ref: body.reference })
        .where(eq(refunds.id, refund.id))
      await recordChange(tx, userId, {
        entity: 'reservation',
        entityId: id,
        hotelId: r.hotel_id,
        action: 'refund_settled',
        before: { refund: refund.id, status: refund.status },
        after: {
          refund: refund.id,
          status: 'refunded',
          reference: body.reference,
          amount: refund.amount,
          currency: refund.currency,
        },
      })
    }),
  )
}
