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

export async function deleteSlider(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
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
  })
}
