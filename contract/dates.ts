/**
 * Calendar dates of a stay, as `YYYY-MM-DD`, are Iraq's: a hotel's nights, an offer's last day
 * and "today" (past days cannot be booked) are the same for a guest in Baghdad and one abroad.
 * The server checks dates against this today, so the page offers the same one.
 */
export const IRAQ_TIME_ZONE = 'Asia/Baghdad'

// Building a DateTimeFormat costs more than formatting with it: make it once.
const iraqDate = new Intl.DateTimeFormat('en-CA', { timeZone: IRAQ_TIME_ZONE })

/** Today in Iraq (UTC+3 all year). */
export function todayInIraq(now = new Date()): string {
  return iraqDate.format(now)
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
