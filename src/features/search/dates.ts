/**
 * A day picked in the calendar (a local `Date`) as `YYYY-MM-DD`. Today and day arithmetic are
 * Iraq's, whatever the visitor's own zone: contract/dates.ts.
 */
export function isoDay(day: Date): string {
  const y = day.getFullYear()
  const m = String(day.getMonth() + 1).padStart(2, '0')
  const d = String(day.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}
