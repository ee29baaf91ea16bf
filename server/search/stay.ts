import { addDays, todayInIraq } from '../../contract/dates'
import { MAX_NIGHTS } from '../../contract/hotel'
import { messages } from '../../contract/messages'
import { HttpError } from '../http/errors'
import { SALE_HORIZON_DAYS } from './constants'

/** Stay arithmetic shared by list and detail: dates default to today → tomorrow in Iraq. */
export function nightsBetween(checkin: string, checkout: string): number {
  return Math.round((Date.parse(`${checkout}T00:00:00Z`) - Date.parse(`${checkin}T00:00:00Z`)) / 86_400_000)
}

export interface Stay {
  checkin: string
  checkout: string
  nights: number
  /** Zero rooms or adults count as one (spec §5). */
  rooms: number
  adults: number
  children: number
  /** Ages stated for the children (may be fewer than `children`). */
  childAges: number[]
}

/**
 * A stay the server will price: checkin today or later (Iraq time), checkout after it, at
 * most MAX_NIGHTS nights and within the sale horizon. Throws a 422 naming the field otherwise.
 */
export function validStay(q: Parameters<typeof resolveStay>[0], now = new Date()): Stay {
  const stay = resolveStay(q)
  const today = todayInIraq(now)
  if (stay.checkin < today)
    throw new HttpError(422, messages.invalidRequest.id, { checkin: [messages.pastDate.id] })
  if (stay.checkin > addDays(today, SALE_HORIZON_DAYS)) {
    throw new HttpError(422, messages.invalidRequest.id, { checkin: [messages.tooLarge.id] })
  }
  if (stay.nights > MAX_NIGHTS)
    throw new HttpError(422, messages.invalidRequest.id, { checkout: [messages.tooLarge.id] })
  return stay
}

export function resolveStay(q: {
  checkin?: string
  checkout?: string
  room_number: number
  adult_number: number
  children_number: number
  children_ages?: number[]
}): Stay {
  const checkin = q.checkin ?? todayInIraq()
  const checkout = q.checkout ?? addDays(checkin, 1)
  return {
    checkin,
    checkout,
    nights: nightsBetween(checkin, checkout),
    rooms: Math.max(1, q.room_number),
    adults: Math.max(1, q.adult_number),
    children: q.children_number,
    childAges: q.children_ages ?? [],
  }
}
