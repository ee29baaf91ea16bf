import { addDays, todayInIraq } from '../../contract/dates'
import { type AccountsApp, call } from './accounts'

/** Helpers for booking tests: a stay on the seed's always-open probe room, and the calls. */
export const OPEN_ROOM = { hotelId: 1, roomId: 1 }

export function stayRequest(over: Record<string, unknown> = {}, startInDays = 2, nights = 2) {
  const checkin = addDays(todayInIraq(), startInDays)
  return {
    hotel_id: OPEN_ROOM.hotelId,
    checkin,
    checkout: addDays(checkin, nights),
    adults: 1,
    children: 0,
    currency: 'USD',
    country: 'Iraq',
    rooms: [{ room_id: OPEN_ROOM.roomId, number_of_rooms: 1 }],
    ...over,
  }
}

export const GUEST_DETAILS = {
  full_name: 'أحمد عبد الله',
  email: 'ahmed@example.test',
  phone: '+964 770 123 4567',
  country: 'Iraq',
  arrival_time: '14:30',
}

export function reserve(t: AccountsApp, token: string, body: unknown, key?: string) {
  return call(t.app, 'POST', '/api/make-reservation', {
    token,
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  })
}

export function confirm(t: AccountsApp, token: string, id: number, body: unknown = GUEST_DETAILS) {
  return call(t.app, 'POST', `/api/confirm/reservation/${id}`, { token, body })
}

/** Approves or declines on the sandbox's checkout page, as the payer's browser would. */
export async function payInSandbox(t: AccountsApp, paymentUrl: string, decision: 'approve' | 'decline') {
  const path = new URL(paymentUrl).pathname
  const page = await t.app.request(path)
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
  })
  const back = res.headers.get('location') ?? ''
  const final = await t.app.request(back)
  return { page: await page.text(), location: final.headers.get('location') ?? '' }
}
