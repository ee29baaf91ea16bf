import { addDays } from '../../../contract/dates'

/**
 * When the follow-up messages of a stay go out, in Iraq time (UTC+3, no daylight saving):
 * the reminder at 09:00 the day before check-in, the rating request `ratingDelayHours` after
 * the check-out day begins.
 */
const IRAQ_OFFSET_H = 3

function iraqTime(day: string, hour: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (hour - IRAQ_OFFSET_H) * 3_600_000)
}

export const reminderAt = (checkin: string) => iraqTime(addDays(checkin, -1), 9)
export const ratingRequestAt = (checkout: string, delayHours: number) => iraqTime(checkout, delayHours)
