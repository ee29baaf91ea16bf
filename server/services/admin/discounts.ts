import { and, asc, eq, sql } from 'drizzle-orm'
import type { AdminDiscount, DiscountFields } from '../../../contract/admin-discounts'
import type { Db } from '../../db/client'
import { discounts, hotels, sliderItems } from '../../db/schema'
import { notFound } from '../../http/errors'
import type { Tx } from '../booking/inventory'
import { discountColumns } from '../discounts'
import { recordChange } from './audit'
import { type HotelScope, inScope } from './scope'

/**
 * A hotel's discounts (decision 33: taken off every stay at the hotel). Search, the hotel page,
 * the quote and booking read `discounts` on every request (`coveringPromotions` in
 * server/search/promotions.ts) and no summary or cache holds it, so a change here prices the
 * next request at once; the home page's discount cards read the table too.
 *
 * Changes are recorded on the hotel (entity `hotel`), so they show in the hotel's history and
 * a manager reads them with the hotel's other records.
 */

/**
 * The hotel, if the scope may see it; 404 otherwise (its existence is not told). In a
 * transaction its row is locked, so two changes of one hotel's discounts run one after the other
 * and each record's `before` is what the change replaced.
 */
async function hotelInScope(db: Db | Tx, scope: HotelScope, hotelId: number, lock = false) {
  if (!inScope(scope, hotelId)) throw notFound()
  const query = db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound()
}

const listOf = (db: Db | Tx, hotelId: number): Promise<AdminDiscount[]> =>
  db.select(discountColumns).from(discounts).where(eq(discounts.hotel_id, hotelId)).orderBy(asc(discounts.id))

export async function listHotelDiscounts(
  db: Db,
  scope: HotelScope,
  hotelId: number,
): Promise<AdminDiscount[]> {
  await hotelInScope(db, scope, hotelId)
  return listOf(db, hotelId)
}

/** What a record keeps of a discount: its fields and which one it was. */
const audited = ({ id, hotel_id: _h, ...fields }: AdminDiscount) => ({ discount_id: id, ...fields })

/** Adds a discount (`discountId` null) or changes one of the hotel's; answers the hotel's discounts. */
export async function saveHotelDiscount(
  db: Db,
  scope: HotelScope,
  userId: number,
  hotelId: number,
  discountId: number | null,
  body: DiscountFields,
): Promise<AdminDiscount[]> {
  return db.transaction(async (tx) => {
    await hotelInScope(tx, scope, hotelId, true)
    const before = await listOf(tx, hotelId)
    const old = discountId === null ? null : before.find((d) => d.id === discountId)
    // Another hotel's discount is not one of these: the same 404 as one that does not exist.
    if (old === undefined) throw notFound()
    const [row] = old
      ? await tx.update(discounts).set(body).where(eq(discounts.id, old.id)).returning(discountColumns)
      : await tx
          .insert(discounts)
          .values({ ...body, hotel_id: hotelId })
          .returning(discountColumns)
    if (!row) throw new Error('discount not written')
    await recordChange(tx, userId, {
      entity: 'hotel',
      entityId: hotelId,
      hotelId,
      action: old ? 'discount_change' : 'discount_add',
      before: old ? audited(old) : null,
      after: audited(row),
    })
    return listOf(tx, hotelId)
  })
}

/** Deletes one of the hotel's discounts, and its card from the home page's sections. */
export async function deleteHotelDiscount(
  db: Db,
  scope: HotelScope,
  userId: number,
  hotelId: number,
  discountId: number,
): Promise<AdminDiscount[]> {
  return db.transaction(async (tx) => {
    await hotelInScope(tx, scope, hotelId, true)
    const old = (await listOf(tx, hotelId)).find((d) => d.id === discountId)
    if (!old) throw notFound()
    await tx
      .delete(sliderItems)
      .where(sql`${sliderItems.child_type} = 'discount' AND ${sliderItems.child_id} = ${discountId}`)
    await tx.delete(discounts).where(and(eq(discounts.id, discountId), eq(discounts.hotel_id, hotelId)))
    await recordChange(tx, userId, {
      entity: 'hotel',
      entityId: hotelId,
      hotelId,
      action: 'discount_delete',
      before: audited(old),
      after: null,
    })
    return listOf(tx, hotelId)
  })
}
