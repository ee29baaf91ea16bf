import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import {
  type AdminHotel,
  type AdminHotelRow,
  adminMessages,
  type HotelFields,
} from '../../../contract/admin-hotels'
import type { Db } from '../../db/client'
import {
  cities,
  features,
  hotelFeatures,
  hotelImages,
  hotelServices,
  hotels,
  rooms,
  services,
} from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'
import { forgetSuggestions } from '../../search'
import type { Tx } from '../booking/inventory'
import { recordChange } from './audit'
import { type HotelScope, inScope } from './scope'

export const HOTEL_PAGE = 25

/** The console's hotel list: the scope's hotels, by name in any language, newest first. */
export async function listAdminHotels(
  db: Db,
  scope: HotelScope,
  q: { q: string; page: number },
): Promise<{ data: AdminHotelRow[]; total: number; last_page: number }> {
  const where: SQL[] = []
  if (scope !== 'all') where.push(inArray(hotels.id, scope.length ? [...scope] : [0]))
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    const byName = or(
      ilike(hotels.en_title, like),
      ilike(hotels.ar_title, like),
      ilike(hotels.kr_title, like),
    )
    if (byName) where.push(/^\d+$/.test(q.q) ? (or(byName, eq(hotels.id, Number(q.q))) as SQL) : byName)
  }
  const condition = where.length ? and(...where) : undefined
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: hotels.id,
        ar_title: hotels.ar_title,
        en_title: hotels.en_title,
        kr_title: hotels.kr_title,
        stars: hotels.stars,
        governorate_id: hotels.governorate_id,
        city_id: hotels.city_id,
        show_in_website: hotels.show_in_website,
        is_active: hotels.is_active,
        room_types: sql<number>`(SELECT count(*) FROM rooms r WHERE r.hotel_id = ${hotels.id})`.mapWith(
          Number,
        ),
      })
      .from(hotels)
      .where(condition)
      .orderBy(asc(hotels.id))
      .limit(HOTEL_PAGE)
      .offset((q.page - 1) * HOTEL_PAGE),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(hotels)
      .where(condition),
  ])
  const total = count?.n ?? 0
  return { data: rows, total, last_page: Math.max(1, Math.ceil(total / HOTEL_PAGE)) }
}

/** One hotel as the console edits it; 404 outside the scope (its existence is not told). */
export async function readAdminHotel(db: Db | Tx, scope: HotelScope, id: number): Promise<AdminHotel> {
  if (!inScope(scope, id)) throw notFound()
  const [hotel] = await db.select().from(hotels).where(eq(hotels.id, id))
  if (!hotel) throw notFound()
  const [serviceRows, featureRows, images, roomRows] = await Promise.all([
    db.select({ id: hotelServices.service_id }).from(hotelServices).where(eq(hotelServices.hotel_id, id)),
    db.select({ id: hotelFeatures.feature_id }).from(hotelFeatures).where(eq(hotelFeatures.hotel_id, id)),
    db
      .select({ id: hotelImages.id, image_path: hotelImages.image_path })
      .from(hotelImages)
      .where(eq(hotelImages.hotel_id, id))
      .orderBy(asc(hotelImages.sort_order), asc(hotelImages.id)),
    db
      .select({
        id: rooms.id,
        ar_name: rooms.ar_name,
        en_name: rooms.en_name,
        kr_name: rooms.kr_name,
        room_count: rooms.room_count,
        base_rate: rooms.base_rate,
      })
      .from(rooms)
      .where(eq(rooms.hotel_id, id))
      .orderBy(asc(rooms.id)),
  ])
  const { created_at: _created, rate: _rate, total_views: _views, ...fields } = hotel
  return {
    ...fields,
    service_ids: serviceRows.map((r) => r.id).sort((a, b) => a - b),
    feature_ids: featureRows.map((r) => r.id).sort((a, b) => a - b),
    images,
    room_types: roomRows.map((r) => ({ ...r, base_rate: Number(r.base_rate) })),
  }
}

/** Refuses a city of another governorate, and services or features that do not exist. */
async function checkChoices(tx: Tx, body: HotelFields) {
  if (body.city_id !== null) {
    const [city] = await tx
      .select({ g: cities.governorate_id })
      .from(cities)
      .where(eq(cities.id, body.city_id))
    if (!city || city.g !== body.governorate_id)
      throw new HttpError(422, adminMessages.cityOutsideGovernorate.id, {
        city_id: [adminMessages.cityOutsideGovernorate.id],
      })
  }
  const known = async (table: typeof services | typeof features, wanted: number[], field: string) => {
    if (!wanted.length) return
    const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted))
    if (found.length !== new Set(wanted).size)
      throw new HttpError(422, adminMessages.unknownOption.id, { [field]: [adminMessages.unknownOption.id] })
  }
  await known(services, body.service_ids, 'service_ids')
  await known(features, body.feature_ids, 'feature_ids')
}

function columnsOf(body: HotelFields) {
  const { service_ids: _s, feature_ids: _f, ...columns } = body
  return columns
}

async function setLinks(tx: Tx, hotelId: number, body: HotelFields) {
  await tx.delete(hotelServices).where(eq(hotelServices.hotel_id, hotelId))
  const serviceIds = [...new Set(body.service_ids)]
  if (serviceIds.length)
    await tx.insert(hotelServices).values(serviceIds.map((service_id) => ({ hotel_id: hotelId, service_id })))
  await tx.delete(hotelFeatures).where(eq(hotelFeatures.hotel_id, hotelId))
  const featureIds = [...new Set(body.feature_ids)]
  if (featureIds.length)
    await tx.insert(hotelFeatures).values(featureIds.map((feature_id) => ({ hotel_id: hotelId, feature_id })))
}

/** What the audit log keeps of a hotel: the edited fields, not the derived lists. */
const audited = ({ images: _i, room_types: _r, ...rest }: AdminHotel) => rest

/**
 * A new hotel, unpublished: it appears in search once its rooms and rates are set and an
 * operator publishes it.
 */
export async function createHotel(db: Db, userId: number, body: HotelFields): Promise<AdminHotel> {
  return db.transaction(async (tx) => {
    await checkChoices(tx, body)
    const [row] = await tx
      .insert(hotels)
      .values({ ...columnsOf(body), show_in_website: false })
      .returning({ id: hotels.id })
    if (!row) throw new Error('insert returned no row')
    await setLinks(tx, row.id, body)
    const after = await readAdminHotel(tx, 'all', row.id)
    await recordChange(tx, userId, {
      entity: 'hotel',
      entityId: row.id,
      hotelId: row.id,
      action: 'create',
      before: null,
      after: audited(after),
    })
    return after
  })
}

export async function updateHotel(
  db: Db,
  scope: HotelScope,
  userId: number,
  id: number,
  body: HotelFields,
): Promise<AdminHotel> {
  const result = await db.transaction(async (tx) => {
    const before = await readAdminHotel(tx, scope, id)
    await checkChoices(tx, body)
    await tx.update(hotels).set(columnsOf(body)).where(eq(hotels.id, id))
    await setLinks(tx, id, body)
    const after = await readAdminHotel(tx, scope, id)
    await recordChange(tx, userId, {
      entity: 'hotel',
      entityId: id,
      hotelId: id,
      action: 'update',
      before: audited(before),
      after: audited(after),
    })
    return after
  })
  forgetSuggestions(db)
  return result
}

/**
 * Publishes or withdraws a hotel. Search, the hotel page and booking read `show_in_website`
 * from the hotels table in every request, so a withdrawn hotel is gone from them at once; the
 * suggestions index (kept a minute) is dropped too.
 */
export async function publishHotel(
  db: Db,
  scope: HotelScope,
  userId: number,
  id: number,
  published: boolean,
): Promise<AdminHotel> {
  const result = await db.transaction(async (tx) => {
    const before = await readAdminHotel(tx, scope, id)
    await tx.update(hotels).set({ show_in_website: published }).where(eq(hotels.id, id))
    await recordChange(tx, userId, {
      entity: 'hotel',
      entityId: id,
      hotelId: id,
      action: published ? 'publish' : 'unpublish',
      before: { show_in_website: before.show_in_website },
      after: { show_in_website: published },
    })
    return { ...before, show_in_website: published }
  })
  forgetSuggestions(db)
  return result
}
