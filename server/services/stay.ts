/** Stay arithmetic shared by list and detail: dates default to today → tomorrow in Iraq. */
const IRAQ_TZ = 'Asia/Baghdad'

export function todayInIraq(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: IRAQ_TZ }).format(now)
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

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
}

export function resolveStay(q: {
  checkin?: string
  checkout?: string
  room_number: number
  adult_number: number
  children_number: number
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
  }
}
