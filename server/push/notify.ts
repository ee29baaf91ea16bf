import { eq } from 'drizzle-orm'
import type { notifications } from '../db/schema'
import { users } from '../db/schema'
import type { AppDeps } from '../http/context'
import { hotelBriefs } from '../services/booking/hotel-brief'
import type { ReservationRow } from '../services/booking/reservation-view'
import { bookingPush } from './payloads'
import { type PushOutcome, pushToUser } from './send'

/**
 * After a booking e-mail went out, the same news to the owner's subscribed devices, unless the
 * owner is a guest (guests cannot subscribe; spec §1). Called by the message queue, which has
 * already counted the message as sent: nothing here may throw, or the e-mail would go again.
 */
export async function pushForNotification(
  deps: AppDeps,
  n: Pick<typeof notifications.$inferSelect, 'id' | 'kind'>,
  r: ReservationRow,
  link: string,
): Promise<PushOutcome | null> {
  try {
    const [owner] = await deps.db
      .select({ is_guest: users.is_guest })
      .from(users)
      .where(eq(users.id, r.user_id))
    if (!owner || owner.is_guest) return null
    const hotel = (await hotelBriefs(deps.db, [r.hotel_id])).get(r.hotel_id)
    if (!hotel) return null
    return await pushToUser(deps, r.user_id, (lang) => bookingPush(n.kind, lang, r, hotel, link))
  } catch (err) {
    deps.log.warn({ err, notification: n.id, kind: n.kind }, 'push for notification failed')
    return null
  }
}
