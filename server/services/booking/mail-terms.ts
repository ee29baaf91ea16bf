import { eq } from 'drizzle-orm'
import type { Language } from '../../../contract/common'
import { IRAQ_TIME_ZONE, todayInIraq } from '../../../contract/dates'
import { dateFormat, FORMAT_LOCALE, formatDate } from '../../../contract/format'
import { messages } from '../../../contract/messages'
import type { Db } from '../../db/client'
import { reservationRooms } from '../../db/schema'
import { convert } from '../currencies'
import { cancellationTerms, penaltyBase, type TermsLine } from './cancellation-terms'
import type { ReservationRow } from './reservation-view'

/** The terms each line of the reservation copied when it was booked (decision 32). */
export async function bookedTermsLines(db: Db, reservationId: number): Promise<TermsLine[]> {
  const rows = await db
    .select({
      cancellation_policy: reservationRooms.cancellation_policy,
      free_cancel_days: reservationRooms.free_cancel_days,
      first_night_base: reservationRooms.first_night_base,
      price_base: reservationRooms.price_base,
    })
    .from(reservationRooms)
    .where(eq(reservationRooms.reservation_id, reservationId))
  return rows.map((l) => ({
    ...l,
    first_night_base: Number(l.first_night_base),
    price_base: Number(l.price_base),
  }))
}

const LONG_DATE = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const

/**
 * The last free minute, as a guest reads it: "23:59 on Thursday, 12 March 2026". `free_until` is
 * midnight in Baghdad at the start of a day; "until 00:00 on Friday" is read as the wrong day by
 * many, so the mail names the minute before it, in the reader's digits and Iraq's clock.
 */
export function lastFreeMinute(freeUntil: string, lang: Language) {
  const last = new Date(Date.parse(freeUntil) - 60_000)
  const time = dateFormat(FORMAT_LOCALE[lang], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: IRAQ_TIME_ZONE,
  }).format(last)
  return { time, date: formatDate(todayInIraq(last), lang, LONG_DATE) }
}

/**
 * The stay's own cancellation terms as one sentence of an e-mail, at the moment `at` (the
 * confirmation's sending, or the cancellation): free until a minute of a day and what is kept
 * after it, partly refundable with what cancelling keeps, or non-refundable. `money` writes an
 * amount of the reservation's currency as the e-mail does (in words, never a code).
 */
export function termsSentence(
  r: Pick<ReservationRow, 'checkin' | 'total_base' | 'ex_price' | 'decimals'>,
  lines: TermsLine[],
  at: Date,
  lang: Language,
  money: (amount: number) => string,
  fill: (id: string, lang: Language, values: Record<string, string>) => string,
): string {
  const total = Number(r.total_base)
  const toShown = (base: number) => convert(base, r.ex_price, r.decimals)
  const terms = cancellationTerms(lines, total, r.checkin, at, toShown)
  if (terms.free_until && Date.parse(terms.free_until) > at.getTime() && terms.penalty === 0) {
    // What cancelling keeps from the first minute the free period is over.
    const after = toShown(penaltyBase(lines, total, r.checkin, new Date(Date.parse(terms.free_until))))
    return fill(messages.mailTermsFree.id, lang, {
      ...lastFreeMinute(terms.free_until, lang),
      penalty: money(after),
    })
  }
  if (terms.refundable) return fill(messages.mailTermsPartial.id, lang, { penalty: money(terms.penalty) })
  return fill(messages.mailTermsNone.id, lang, {})
}
