import { asc, eq, sql } from 'drizzle-orm'
import {
  type AdminDiscountCode,
  CONTENT_PAGE,
  contentMessages,
  type DiscountCodeFields,
} from '../../../../contract/admin-content'
import type { Db } from '../../../db/client'
import { discountCodes, hotels, reservations } from '../../../db/schema'
import { HttpError, notFound } from '../../../http/errors'
import { isUniqueViolation } from '../../accounts'
import type { Tx } from '../../booking/inventory'
import { recordChange } from '../audit'
import { offsetOf, pageOf } from './page'

/**
 * Discount codes: the booking summary reads the code's row when it is applied and when the
 * reservation is made, so a change (validity, value, limit) holds from the next quote.
 */
const view = (row: typeof discountCodes.$inferSelect): AdminDiscountCode => row

export async function listDiscountCodes(db: Db, page: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(discountCodes)
      .orderBy(asc(discountCodes.code))
      .limit(CONTENT_PAGE)
      .offset(offsetOf(page)),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(discountCodes),
  ])
  return pageOf(rows.map(view), count?.n ?? 0)
}

export async function readDiscountCode(db: Db | Tx, id: number, lock = false): Promise<AdminDiscountCode> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound()
  return view(row)
}

const fieldError = (status: 409 | 422, field: string, id: string) =>
  new HttpError(status, id, { [field]: [id] })

export async function saveDiscountCode(
  db: Db,
  userId: number,
  id: number | null,
  body: DiscountCodeFields,
): Promise<AdminDiscountCode> {
  try {
    return await db.transaction(async (tx) => {
      if (body.hotel_id !== null) {
        const [hotel] = await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, body.hotel_id))
        if (!hotel) throw fieldError(422, 'hotel_id', contentMessages.unknownHotel.id)
      }
      // Locked: a booking taking a use waits, so the limit is compared with the real count.
      const before = id === null ? null : await readDiscountCode(tx, id, true)
      if (before && body.max_uses !== null && body.max_uses < before.used_count)
        throw fieldError(409, 'max_uses', contentMessages.usesBelowUsed.id)
      const values = { ...body, value: body.value }
      const [row] =
        id === null
          ? await tx.insert(discountCodes).values(values).returning()
          : await tx.update(discountCodes).set(values).where(eq(discountCodes.id, id)).returning()
      if (!row) throw new Error('write returned no row')
      await recordChange(tx, userId, {
        entity: 'discount_code',
        entityId: row.id,
        hotelId: null,
        action: id === null ? 'create' : 'update',
        before,
        after: view(row),
      })
      return view(row)
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError(409, 'code', contentMessages.codeTaken.id)
    throw err
  }
}

/** Only a code no booking ever carried may go; a used one is ended by its validity instead. */
export async function deleteDiscountCode(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readDiscountCode(tx, id, true)
    const [used] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.discount_code_id, id))
      .limit(1)
    if (used || before.used_count > 0) throw new HttpError(409, contentMessages.codeUsed.id)
    await tx.delete(discountCodes).where(eq(discountCodes.id, id))
    await recordChange(tx, userId, {
      entity: 'discount_code',
      entityId: id,
      hotelId: null,
      action: 'delete',
      before,
      after: null,
    })
  })
}
