import { asc, eq, inArray, sql } from 'drizzle-orm'
import {
  type AdminSlider,
  CONTENT_PAGE,
  contentMessages,
  SLIDER_CHILD,
  type SliderFields,
  type SliderType,
} from '../../../../contract/admin-content'
import type { Db } from '../../../db/client'
import { discounts, governorates, hotels, offers, sliderItems, sliders } from '../../../db/schema'
import { HttpError, notFound } from '../../../http/errors'
import type { Tx } from '../../booking/inventory'
import { recordChange } from '../audit'
import { processPhoto, removePhoto, storePhoto } from '../photo-files'
import { offsetOf, pageOf } from './page'

/**
 * Home sections (`GET /api/sliders`, read on every request): a section's texts, its place on
 * the page and the things it links to. The kind of thing follows the section's type.
 */
const TARGETS = { offer: offers, governorate: governorates, discount: discounts, hotel: hotels } as const

async function itemsOf(db: Db | Tx, ids: number[]) {
  if (!ids.length) return new Map<number, number[]>()
  const rows = await db
    .select({ slider_id: sliderItems.slider_id, child_id: sliderItems.child_id })
    .from(sliderItems)
    .where(inArray(sliderItems.slider_id, ids))
    .orderBy(asc(sliderItems.sort_order), asc(sliderItems.id))
  const out = new Map<number, number[]>(ids.map((id) => [id, []]))
  for (const r of rows) out.get(r.slider_id)?.push(r.child_id)
  return out
}

export async function listSliders(db: Db, page: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(sliders)
      .orderBy(asc(sliders.sort_order), asc(sliders.id))
      .limit(CONTENT_PAGE)
      .offset(offsetOf(page)),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sliders),
  ])
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  )
  return pageOf(
    rows.map((r) => ({ ...r, child_ids: items.get(r.id) ?? [] })),
    count?.n ?? 0,
  )
}

export async function readSlider(db: Db | Tx, id: number): Promise<AdminSlider> {
  const [row] = await db.select().from(sliders).where(eq(sliders.id, id))
  if (!row) throw notFound()
  return { ...row, child_ids: (await itemsOf(db, [id])).get(id) ?? [] }
}

/** Every item must exist as the kind the section shows. */
async function checkItems(tx: Tx, type: SliderType, ids: number[]) {
  const wanted = [...new Set(ids)]
  if (!wanted.length) return
  const table = TARGETS[SLIDER_CHILD[type]]
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted))
  if (found.length !== wanted.length)
    throw new HttpError(422, contentMessages.unknownItems.id, {
      child_ids: [contentMessages.unknownItems.id],
    })
}

export async function saveSlider(
  db: Db,
  userId: number,
  id: number | null,
  body: SliderFields,
): Promise<AdminSlider> {
  return db.transaction(async (tx) => {
    await checkItems(tx, body.slider_type, body.child_ids)
    const before = id === null ? null : await readSlider(tx, id)
    const { child_ids, ...columns } = body
    let sliderId = id
    if (id === null) {
      const [row] = await tx.insert(sliders).values(columns).returning({ id: sliders.id })
      sliderId = row?.id ?? null
    } else await tx.update(sliders).set(columns).where(eq(sliders.id, id))
    if (sliderId === null) throw new Error('insert returned no row')
    const owner = sliderId
    await tx.delete(sliderItems).where(eq(sliderItems.slider_id, owner))
    const unique = [...new Set(child_ids)]
    if (unique.length)
      await tx.insert(sliderItems).values(
        unique.map((child_id, sort_order) => ({
          slider_id: owner,
          sort_order,
          child_type: SLIDER_CHILD[body.slider_type],
          child_id,
        })),
      )
    const after = await readSlider(tx, owner)
    await recordChange(tx, userId, {
      entity: 'slider',
      entityId: owner,
      hotelId: null,
      action: id === null ? 'create' : 'update',
      before,
      after,
    })
    return after
  })
}

export async function deleteSlider(db: Db, userId: number, id: number, dataDir: string): Promise<void> {
  const before = await db.transaction(async (tx) => {
    const before = await readSlider(tx, id)
    // Its items go with it (ON DELETE CASCADE).
    await tx.delete(sliders).where(eq(sliders.id, id))
    await recordChange(tx, userId, {
      entity: 'slider',
      entityId: id,
      hotelId: null,
      action: 'delete',
      before,
      after: null,
    })
    return before
  })
  // Its picture's files go once the deletion is kept.
  if (before.image_path) await removePhoto(dataDir, before.image_path)
}

/** Locks the section's row: two picture changes at once run one after the other. */
async function lockSlider(tx: Tx, id: number) {
  const [row] = await tx.select({ id: sliders.id }).from(sliders).where(eq(sliders.id, id)).for('update')
  if (!row) throw notFound()
}

/**
 * Sets or removes a section's picture (null: back to the slideshow's drawn picture). The upload
 * is checked and re-encoded like a hotel photo before the transaction (decision 40); the files
 * of the picture it replaces go once the change is kept, the new ones if it is not.
 */
export async function setSliderPicture(
  db: Db,
  dataDir: string,
  userId: number,
  id: number,
  bytes: Uint8Array | null,
): Promise<AdminSlider> {
  // The section first: a wrong id costs no decoding.
  await readSlider(db, id)
  const path = bytes ? await storePhoto(dataDir, await processPhoto(bytes)) : null
  let replaced: string | null = null
  try {
    const after = await db.transaction(async (tx) => {
      await lockSlider(tx, id)
      const before = await readSlider(tx, id)
      // Removing a picture there is none of changes nothing, and records nothing.
      if (!path && !before.image_path) return before
      replaced = before.image_path
      await tx.update(sliders).set({ image_path: path }).where(eq(sliders.id, id))
      const after = await readSlider(tx, id)
      await recordChange(tx, userId, {
        entity: 'slider',
        entityId: id,
        hotelId: null,
        action: path ? 'picture_set' : 'picture_delete',
        before: { image_path: before.image_path },
        after: { image_path: after.image_path },
      })
      return after
    })
    if (replaced) await removePhoto(dataDir, replaced)
    return after
  } catch (err) {
    if (path) await removePhoto(dataDir, path)
    throw err
  }
}
