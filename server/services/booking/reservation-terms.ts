import type { CancellationTerms } from '../../../contract/cancellation'
import { todayInIraq } from '../../../contract/dates'
import { convert } from '../currencies'
import { cancellationTerms, type TermsLine } from './cancellation-terms'

interface TermsRow {
  status: string
  checkin: string
  total_base: number
  ex_price: number
  decimals: number
  penalty_base: number | null
}

/**
 * A reservation's terms in its own currency: for a cancelled one, what its cancellation kept
 * (nothing more can be refunded); otherwise what cancelling at `now` would keep.
 */
export function reservationTerms(r: TermsRow, lines: TermsLine[], now: Date): CancellationTerms {
  const toShown = (base: number) => convert(base, r.ex_price, r.decimals)
  const terms = cancellationTerms(lines, r.total_base, r.checkin, now, toShown)
  if (r.status !== 'cancelled') return terms
  return { refundable: false, free_until: terms.free_until, penalty: toShown(r.penalty_base ?? 0) }
}

/** A held hold or a firm booking whose check-in day (Iraq) has not come yet. */
export function canCancel(r: { status: string; checkin: string; hold_expires_at: Date }, now: Date) {
  if (r.status === 'held') return r.hold_expires_at > now
  return (r.status === 'paid' || r.status === 'confirmed') && todayInIraq(now) < r.checkin
}
