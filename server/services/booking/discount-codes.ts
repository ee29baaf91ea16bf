import { and, asc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { todayInIraq } from '../../../contract/dates'
import type { PublicCode } from '../../../contract/hotel'
import { messages } from '../../../contract/messages'
import type { Db } from '../../db/client'
import { discountCodes } from '../../db/schema'
import { HttpError } from '../../http/errors'
import type { Tx } from './inventory'

export type DiscountCode = typeof discountCodes.$inferSelect

const refuse = (id: string) => new HttpError(422, messages.invalidRequest.id, { discount_code: [id] })

/** A code the stay may use today, or a 422 naming why not (field `discount_code`). */
export async function findUsableCode(db: Db | Tx, code: string, hotelId: number, now = new Date()) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code))
  if (!row) throw refuse(messages.discountCodeInvalid.id)
  const today = todayInIraq(now)
  if (today < row.valid_from) throw refuse(messages.discountCodeNotYet.id)
  if (today > row.valid_until) throw refuse(messages.discountCodeExpired.id)
  if (row.hotel_id !== null && row.hotel_id !== hotelId) throw refuse(messages.discountCodeOtherHotel.id)
  if (row.max_uses !== null && row.used_count >= row.max_uses) throw refuse(messages.discountCodeUsedUp.id)
  return row
}

/** The discount on an amount (base currency), never more than the amount. */
export function discountOn(amount: number, code: Pick<DiscountCode, 'kind' | 'value'> | null): number {
  if (!code) return 0
  const off = code.kind === 'percent' ? (amount * code.value) / 100 : code.value
  return Math.round(Math.min(amount, off) * 100) / 100
}

/** Counts one use, only while uses remain: concurrent bookings cannot exceed max_uses. */
export async function claimUse(tx: Tx, codeId: number) {
  if (!(await takeUse(tx, codeId))) throw refuse(messages.discountCodeUsedUp.id)
}

/** claimUse without the refusal: false, changing nothing, when no use is left. */
export async function takeUse(tx: Tx, codeId: number): Promise<boolean> {
  const rows = await tx
    .update(discountCodes)
    .set({ used_count: sql`${discountCodes.used_count} + 1` })
    .where(
      and(
        eq(discountCodes.id, codeId),
        or(isNull(discountCodes.max_uses), lt(discountCodes.used_count, discountCodes.max_uses)),
      ),
    )
    .returning({ id: discountCodes.id })
  return rows.length > 0
}

/** A reservation that will not be paid gives its use back. */
export async function releaseUse(tx: Tx, codeId: number | null) {
  if (codeId === null) return
  await tx
    .update(discountCodes)
    .set({ used_count: sql`greatest(${discountCodes.used_count} - 1, 0)` })
    .where(eq(discountCodes.id, codeId))
}

/**
 * Codes meant for the public that a stay at `hotelId` may use today (valid, uses left, for
 * every hotel or this one): the hotel page and the summary show them (decision 33).
 */
export async function publicCodesFor(db: Db | Tx, hotelId: number, now = new Date()): Promise<PublicCode[]> {
  const today = todayInIraq(now)
  const rows = await db
    .select({
      code: discountCodes.code,
      kind: discountCodes.kind,
      value: discountCodes.value,
      valid_until: discountCodes.valid_until,
    })
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.public, true),
        lte(discountCodes.valid_from, today),
        gte(discountCodes.valid_until, today),
        or(isNull(discountCodes.hotel_id), eq(discountCodes.hotel_id, hotelId)),
        or(isNull(discountCodes.max_uses), lt(discountCodes.used_count, discountCodes.max_uses)),
      ),
    )
    .orderBy(asc(discountCodes.code))
  return rows
}
