import { asc, desc, eq, sql } from 'drizzle-orm'
import {
  type AdminOffer,
  CONTENT_PAGE,
  contentMessages,
  type OfferFields,
} from '../../../../contract/admin-content'
import type { Db } from '../../../db/client'
import { hotels, offers, sliderItems } from '../../../db/schema'
import { HttpError, notFound } from '../../../http/errors'
import type { Tx } from '../../booking/inventory'
import { recordChange } from '../audit'
import { offsetOf, pageOf } from './page'

/**
 * Offers (decision 33): search, the hotel page, the quote and booking read `offers` on every
 * request (server/search/promotions.ts), so a change here prices the next search at once.
 */
const columns = {
  offer: offers,
  ar_title: hotels.ar_title,
  en_title: hotels.en_title,
  kr_title: hotels.kr_title,
}
type Row = {
  offer: typeof offers.$inferSelect
  ar_title: string | null
  en_title: string | null
  kr_title: string | null
}

function view({ offer, ar_title, en_title, kr_title }: Row): AdminOffer {
  return {
    ...offer,
    hotel_id: offer.hotel_id ?? 0,
    hotel:
      ar_title !== null && en_title !== null && kr_title !== null ? { ar_title, en_title, kr_title } : null,
  }
}

/** Offers, those still showing first (latest end first), then ended ones. */
export async function listOffers(db: Db, page: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(offers)
      .leftJoin(hotels, eq(hotels.id, offers.hotel_id))
      .orderBy(desc(offers.end_date), asc(offers.id))
      .limit(CONTENT_PAGE)
      .offset(offsetOf(page)),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(offers),
  ])
  return pageOf(rows.map(view), count?.n ?? 0)
}

export async function readOffer(db: Db | Tx, id: number): Promise<AdminOffer> {
  const [row] = await db
    .select(columns)
    .from(offers)
    .leftJoin(hotels, eq(hotels.id, offers.hotel_id))
    .where(eq(offers.id, id))
  if (!row) throw notFound()
  return view(row)
}

/** The offer's hotel gives its governorate (the offers page filters on it). */
async function governorateOf(tx: Tx, hotelId: number): Promise<number> {
  const [hotel] = await tx.select({ g: hotels.governorate_id }).from(hotels).where(eq(hotels.id, hotelId))
  if (!hotel)
    throw new HttpError(422, contentMessages.unknownHotel.id, { hotel_id: [contentMessages.unknownHotel.id] })
  return hotel.g
}

const audited = ({ hotel: _h, ...rest }: AdminOffer) => rest

export async function saveOffer(
  db: Db,
  userId: number,
  id: number | null,
  body: OfferFields,
): Promise<AdminOffer> {
  return db.transaction(async (tx) => {
    const governorate_id = await governorateOf(tx, body.hotel_id)
    const before = id === null ? null : await readOffer(tx, id)
    let offerId = id
    if (id === null) {
      const [row] = await tx
        .insert(offers)
        .values({ ...body, governorate_id })
        .returning({ id: offers.id })
      offerId = row?.id ?? null
    } else
      await tx
        .update(offers)
        .set({ ...body, governorate_id })
        .where(eq(offers.id, id))
    if (offerId === null) throw new Error('insert returned no row')
    const after = await readOffer(tx, offerId)
    await recordChange(tx, userId, {
      entity: 'offer',
      entityId: offerId,
      hotelId: null,
      action: id === null ? 'create' : 'update',
      before: before && audited(before),
      after: audited(after),
    })
    return after
  })
}

/** Deleting an offer takes it off the home page's offers section too. */
export async function deleteOffer(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readOffer(tx, id)
    await tx
      .delete(sliderItems)
      .where(sql`${sliderItems.child_type} = 'offer' AND ${sliderItems.child_id} = ${id}`)
    await tx.delete(offers).where(eq(offers.id, id))
    await recordChange(tx, userId, {
      entity: 'offer',
      entityId: id,
      hotelId: null,
      action: 'delete',
      before: audited(before),
      after: null,
    })
  })
}
