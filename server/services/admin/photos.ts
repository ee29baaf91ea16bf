import { asc, eq, sql } from 'drizzle-orm'
import type { AuditEntity } from '../../../contract/admin-audit'
import { type AdminPhoto, MAX_PHOTOS, photoMessages } from '../../../contract/admin-photos'
import type { Db } from '../../db/client'
import { hotelImages, hotels, roomImages, rooms } from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'
import type { Tx } from '../booking/inventory'
import { recordChange } from './audit'
import { processPhoto, removePhoto, storePhoto } from './photo-files'
import { roomTypeHotel } from './room-types'
import { type HotelScope, inScope } from './scope'

/** Whose photos: a hotel's gallery or a room type's. The first one is the cover. */
export interface PhotoOwner {
  kind: Extract<AuditEntity, 'hotel' | 'room_type'>
  id: number
}

// The two tables have the same shape but for the owner's column; the queries below are written
// once for both, with the hotel table's types.
const tableOf = (owner: PhotoOwner) =>
  (owner.kind === 'hotel' ? hotelImages : roomImages) as unknown as typeof hotelImages
const ownerColumn = (owner: PhotoOwner) =>
  (owner.kind === 'hotel' ? hotelImages.hotel_id : roomImages.room_id) as typeof hotelImages.hotel_id

/** The hotel the owner belongs to, if the scope may see it; 404 otherwise (its existence is not told). */
async function hotelOf(db: Db | Tx, scope: HotelScope, owner: PhotoOwner): Promise<number> {
  if (owner.kind === 'room_type') return roomTypeHotel(db, scope, owner.id)
  if (!inScope(scope, owner.id)) throw notFound()
  const [row] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, owner.id))
  if (!row) throw notFound()
  return row.id
}

/**
 * Locks the owner's row, so that two changes of one gallery (two uploads at once, an upload
 * and a reorder) run one after the other and the order stays gapless.
 */
async function lockOwner(tx: Tx, owner: PhotoOwner) {
  if (owner.kind === 'hotel')
    await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, owner.id)).for('update')
  else await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, owner.id)).for('update')
}

export async function listPhotos(db: Db | Tx, owner: PhotoOwner): Promise<AdminPhoto[]> {
  const t = tableOf(owner)
  return db
    .select({ id: t.id, image_path: t.image_path })
    .from(t)
    .where(eq(ownerColumn(owner), owner.id))
    .orderBy(asc(t.sort_order), asc(t.id))
}

/**
 * Room cards and the quote show `rooms.image_url` (the demo data's first picture); it follows the
 * cover so that a room card shows what the console put first.
 */
async function followCover(tx: Tx, owner: PhotoOwner, photos: AdminPhoto[]) {
  if (owner.kind !== 'room_type') return
  await tx
    .update(rooms)
    .set({ image_url: photos[0]?.image_path ?? null })
    .where(eq(rooms.id, owner.id))
}

async function writeOrder(tx: Tx, owner: PhotoOwner, ids: number[]) {
  const t = tableOf(owner)
  // One statement: the summaries' trigger (decision 18) then runs once per changed row, not per call.
  if (!ids.length) return
  const values = sql.join(
    ids.map((id, i) => sql`(${id}::int, ${i}::int)`),
    sql`, `,
  )
  await tx.execute(
    sql`UPDATE ${t} SET sort_order = o.pos FROM (VALUES ${values}) AS o(id, pos)
        WHERE ${t}.id = o.id AND ${t}.sort_order IS DISTINCT FROM o.pos`,
  )
}

const pathsOf = (photos: AdminPhoto[]) => ({ images: photos.map((p) => p.image_path) })

/**
 * Adds a photo at the end of the gallery (the cover when it is the first). The upload is checked
 * and re-encoded before the transaction; its files are removed again if the change is refused.
 */
export async function addPhoto(
  db: Db,
  dataDir: string,
  scope: HotelScope,
  userId: number,
  owner: PhotoOwner,
  bytes: Uint8Array,
): Promise<AdminPhoto[]> {
  // Scope first: another hotel's manager learns nothing, and costs no decoding.
  await hotelOf(db, scope, owner)
  const path = await storePhoto(dataDir, await processPhoto(bytes))
  try {
    return await db.transaction(async (tx) => {
      const hotelId = await hotelOf(tx, scope, owner)
      await lockOwner(tx, owner)
      const before = await listPhotos(tx, owner)
      if (before.length >= MAX_PHOTOS[owner.kind])
        throw new HttpError(422, photoMessages.tooManyPhotos.id, { image: [photoMessages.tooManyPhotos.id] })
      const t = tableOf(owner)
      await tx.insert(t).values({
        ...(owner.kind === 'hotel' ? { hotel_id: owner.id } : { room_id: owner.id }),
        image_path: path,
        sort_order: before.length,
      } as typeof hotelImages.$inferInsert)
      const after = await listPhotos(tx, owner)
      await writeOrder(
        tx,
        owner,
        after.map((p) => p.id),
      )
      await followCover(tx, owner, after)
      await recordChange(tx, userId, {
        entity: owner.kind,
        entityId: owner.id,
        hotelId,
        action: 'photo_add',
        before: pathsOf(before),
        after: pathsOf(after),
      })
      return after
    })
  } catch (err) {
    await removePhoto(dataDir, path)
    throw err
  }
}

/** Puts the photos in the order given (all of them, each once); the first becomes the cover. */
export async function orderPhotos(
  db: Db,
  scope: HotelScope,
  userId: number,
  owner: PhotoOwner,
  ids: number[],
): Promise<AdminPhoto[]> {
  return db.transaction(async (tx) => {
    const hotelId = await hotelOf(tx, scope, owner)
    await lockOwner(tx, owner)
    const before = await listPhotos(tx, owner)
    const known = new Set(before.map((p) => p.id))
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw new HttpError(422, photoMessages.photoOrder.id, { ids: [photoMessages.photoOrder.id] })
    await writeOrder(tx, owner, ids)
    const after = await listPhotos(tx, owner)
    await followCover(tx, owner, after)
    await recordChange(tx, userId, {
      entity: owner.kind,
      entityId: owner.id,
      hotelId,
      action: 'photo_order',
      before: pathsOf(before),
      after: pathsOf(after),
    })
    return after
  })
}

/** Deletes one photo; the next one becomes the cover if it was. Its files go once the change is kept. */
export async function deletePhoto(
  db: Db,
  dataDir: string,
  scope: HotelScope,
  userId: number,
  owner: PhotoOwner,
  photoId: number,
): Promise<AdminPhoto[]> {
  let removed = ''
  const result = await db.transaction(async (tx) => {
    const hotelId = await hotelOf(tx, scope, owner)
    await lockOwner(tx, owner)
    const before = await listPhotos(tx, owner)
    const photo = before.find((p) => p.id === photoId)
    if (!photo) throw notFound()
    removed = photo.image_path
    const t = tableOf(owner)
    await tx.delete(t).where(eq(t.id, photoId))
    const after = await listPhotos(tx, owner)
    await writeOrder(
      tx,
      owner,
      after.map((p) => p.id),
    )
    await followCover(tx, owner, after)
    await recordChange(tx, userId, {
      entity: owner.kind,
      entityId: owner.id,
      hotelId,
      action: 'photo_delete',
      before: pathsOf(before),
      after: pathsOf(after),
    })
    return after
  })
  await removePhoto(dataDir, removed)
  return result
}
