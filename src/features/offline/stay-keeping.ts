/**
 * How long what a traveller needs at the hotel (their bookings, their vouchers) stays on the
 * device: until the stay is over, plus 30 days (issue 20) — long enough for a late question at
 * the desk or a claim, short enough that a phone does not collect old trips for ever.
 */
export const KEEP_AFTER_STAY_MS = 30 * 24 * 3_600_000

/** The moment something about a stay ending on `checkout` (`YYYY-MM-DD`) may go. */
export function keptUntil(checkout: string): number {
  const end = Date.parse(`${checkout}T23:59:59Z`)
  // A date we cannot read keeps it a year rather than losing it at once.
  return (Number.isFinite(end) ? end : Date.now() + 365 * 24 * 3_600_000) + KEEP_AFTER_STAY_MS
}
