import { todayInIraq } from '../../../contract/dates'

/** Spec §9: descriptions on offer, discount and horizontal cards are cut at 255 characters. */
export const CARD_DESCRIPTION_CUT = 255

/** Cuts by characters as a reader counts them (code points), never inside a surrogate pair. */
export function cut(text: string, max = CARD_DESCRIPTION_CUT): string {
  const chars = [...text]
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text
}

const DAY = 86_400_000

/** Whole days from today (Iraq) to an offer's last day; 0 on the last day itself. */
export function daysUntil(endDate: string, now = new Date()): number {
  const end = Date.parse(`${endDate}T00:00:00Z`)
  const today = Date.parse(`${todayInIraq(now)}T00:00:00Z`)
  return Math.round((end - today) / DAY)
}
