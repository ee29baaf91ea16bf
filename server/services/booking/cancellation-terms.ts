import { type CancellationPolicy, type CancellationTerms, IRAQ_OFFSET } from '../../../contract/cancellation'
import { addDays } from '../../../contract/dates'

/** One room type of a stay, as its terms are computed: policy, first night and stay price (base). */
export interface TermsLine {
  cancellation_policy: CancellationPolicy
  free_cancel_days: number
  first_night_base: number
  price_base: number
}

/**
 * The moment a `free_until` policy stops being free: midnight in Baghdad at the start of the
 * day `days` before check-in. Midnight rather than the hotel's check-in hour because the
 * guest reads "free until 12 March" as the whole of the day before, and the day is Iraq's.
 */
export function freeUntilOf(checkin: string, days: number): string {
  return `${addDays(checkin, -days)}T00:00:00${IRAQ_OFFSET}`
}

const cents = (n: number) => Math.round(n * 100) / 100

/**
 * What cancelling at `now` keeps, in the base currency, for a stay whose lines are `lines`
 * and whose total after discounts and the children's supplement is `totalBase`. Each line
 * keeps by its own policy (nothing, its first night, or all of it); the sum is scaled from
 * the lines' prices to the total, so a discount or a supplement is shared out evenly, and a
 * stay kept whole keeps exactly what was paid.
 */
export function penaltyBase(lines: TermsLine[], totalBase: number, checkin: string, now: Date): number {
  const linesTotal = lines.reduce((s, l) => s + l.price_base, 0)
  if (linesTotal <= 0 || totalBase <= 0) return 0
  let kept = 0
  for (const l of lines) {
    if (l.cancellation_policy === 'non_refundable') kept += l.price_base
    else if (l.cancellation_policy === 'first_night') kept += Math.min(l.first_night_base, l.price_base)
    else if (now.getTime() >= Date.parse(freeUntilOf(checkin, l.free_cancel_days)))
      kept += Math.min(l.first_night_base, l.price_base)
  }
  if (kept >= linesTotal) return cents(totalBase)
  return Math.min(cents(totalBase), cents((kept * totalBase) / linesTotal))
}

/**
 * The terms shown for a stay: whether cancelling now gives anything back, until when it is
 * free (only when every line has a free period: the earliest of them), and the penalty,
 * converted by `toShown` into the answer's currency.
 */
export function cancellationTerms(
  lines: TermsLine[],
  totalBase: number,
  checkin: string,
  now: Date,
  toShown: (base: number) => number,
): CancellationTerms {
  const penalty = penaltyBase(lines, totalBase, checkin, now)
  const free = lines.every((l) => l.cancellation_policy === 'free_until')
  const freeUntil =
    free && lines.length > 0
      ? lines
          .map((l) => freeUntilOf(checkin, l.free_cancel_days))
          .reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b))
      : null
  return { refundable: penalty < cents(totalBase), free_until: freeUntil, penalty: toShown(penalty) }
}
