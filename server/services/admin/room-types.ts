import { asc, eq, inArray, sql } from 'drizzle-orm'
import { type AdminRoomType, adminMessages, type RoomTypeFields } from '../../../contract/admin-hotels'
import { todayInIraq } from '../../../contract/dates'
import type { Db } from '../../db/client'
import { roomImages, roomServices, rooms, services } from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'
import type { Tx } from '../booking/inventory'
import { recordChange } from './audit'
import { type HotelScope, inScope } from './scope'

/** Nights a new room type is put on sale for, from today: the demo data's horizon. */
export const NEW_ROOM_TYPE_NIGHTS = 365

/** The hotel a room type belongs to, if the scope may see it (404 otherwise). */
export async function roomTypeHotel(db: Db | Tx, scope: HotelScope, id: number): Promise<number> {
  const [row] = await db.select({ hotel_id: rooms.hotel_id }).from(rooms).where(eq(rooms.id, id))
  if (!row || !inScope(scope, row.hotel_id)) throw notFound()
  return row.hotel_id
}

export async function readRoomType(db: Db | Tx, scope: HotelScope, id: number): Promise<AdminRoomType> {
  await roomTypeHotel(db, scope, id)
  const [[room], serviceRows, images] = await Promise.all([
    db.select().from(rooms).where(eq(rooms.id, id)),
    db.select({ id: roomServices.service_id }).from(roomServices).where(eq(roomServices.room_id, id)),
    db
      .select({ id: roomImages.id, image_path: roomImages.image_path })
      .from(roomImages)
      .where(eq(roomImages.room_id, id))
      .orderBy(asc(roomImages.sort_order), asc(roomImages.id)),
  ])
  if (!room) throw notFound()
  const { image_url: _image, ...fields } = room
  return {
    ...fields,
    base_rate: Number(room.base_rate),
    service_ids: serviceRows.map((r) => r.id).sort((a, b) => a - b),
    images,
  }
}

async function setServices(tx: Tx, roomId: number, serviceIds: number[]) {
  const wanted = [...new Set(serviceIds)]
  if (wanted.length) {
    const found = await tx.select({ id: services.id }).from(services).where(inArray(services.id, wanted))
    if (found.length !== wanted.length)
      throw new HttpError(422, adminMessages.unknownOption.id, {
        service_ids: [adminMessages.unknownOption.id],
      })
  }
  await tx.delete(roomServices).where(eq(roomServices.room_id, roomId))
  if (wanted.length)
    await tx.insert(roomServices).values(wanted.map((service_id) => ({ room_id: roomId, service_id })))
}

const columnsOf = ({ service_ids: _s, ...columns }: RoomTypeFields) => columns
const audited = ({ images: _i, ...rest }: AdminRoomType) => rest

/**
 * A new room type, on sale from today for a year at its base rate with all its rooms: the
 * calendar then changes nights one range at a time.
 */
export async function createRoomType(
  db: Db,
  scope: HotelScope,
  userId: number,
  hotelId: number,
  body: RoomTypeFields,
): Promise<AdminRoomType> {
  if (!inScope(scope, hotelId)) throw notFound()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rooms)
      .values({ ...columnsOf(body), hotel_id: hotelId })
      .returning({ id: rooms.id })
    if (!row) throw notFound()
    await setServices(tx, row.id, body.service_ids)
    await tx.execute(sql`
      INSERT INTO room_nights (room_id, night, rooms_for_sale, rate)
      SELECT ${row.id}::int, ${todayInIraq()}::date + d, ${body.room_count}::int, ${body.base_rate}::numeric
      FROM generate_series(0, ${NEW_ROOM_TYPE_NIGHTS - 1}::int) AS d`)
    const after = await readRoomType(tx, scope, row.id)
    await recordChange(tx, userId, {
      entity: 'room_type',
      entityId: row.id,
      hotelId,
      action: 'create',
      before: null,
      after: audited(after),
    })
    return after
  })
}

/**
 * Changes a room type's own fields. Its nights keep their rates and rooms: those change
 * through the calendar, so an edit here never sells rooms a night has already sold.
 */
export async function updateRoomType(
  db: Db,
  scope: HotelScope,
  userId: number,
  id: number,
  body: RoomTypeFields,
): Promise<AdminRoomType> {
  return db.transaction(async (tx) => {
    const before = await readRoomType(tx, scope, id)
    await tx.update(rooms).set(columnsOf(body)).where(eq(rooms.id, id))
    await setServices(tx, id, body.service_ids)
    const after = await readRoomType(tx, scope, id)
    await recordChange(tx, userId, {
      entity: 'room_type',
      entityId: id,
      hotelId: before.hotel_id,
      action: 'update',
      before: audited(before),
      after: audited(after),
    })
    return after
  })
}
