import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Governorate } from '../../contract/governorate'
import type {
  Discount,
  HotelCard,
  Offer,
  Slider,
  SliderChild,
  SliderList,
  SliderListQuery,
} from '../../contract/marketing'
import type { Db } from '../db/client'
import { governorates, hotels, sliderItems, sliders } from '../db/schema'
import { discountsByIds } from './discounts'
import { hotelCardsByIds, publicHotel } from './hotel-cards'
import { offersByIds } from './offers'

type Item = typeof sliderItems.$inferSelect
type Children = {
  offer: Map<number, Offer>
  governorate: Map<number, Governorate>
  discount: Map<number, Discount>
  hotel: Map<number, HotelCard>
}

/**
 * The home sections with their children. Children are loaded per type for the whole answer
 * (one query each, run together), so the cost does not grow with the number of sections.
 */
export async function listSliders(db: Db, q: SliderListQuery): Promise<SliderList> {
  const heads = await db
    .select()
    .from(sliders)
    .orderBy(asc(sliders.sort_order), asc(sliders.id))
    .limit(q.take)
    .offset(q.skip)
  if (heads.length === 0) return { data: [] }
  const items = await db
    .select()
    .from(sliderItems)
    .where(
      inArray(
        sliderItems.slider_id,
        heads.map((s) => s.id),
      ),
    )
    .orderBy(asc(sliderItems.sort_order), asc(sliderItems.id))

  const idsOf = (type: Item['child_type']) => [
    ...new Set(items.filter((i) => i.child_type === type).map((i) => i.child_id)),
  ]
  const [offer, governorate, discount, hotel] = await Promise.all([
    offersByIds(db, idsOf('offer')),
    governoratesByIds(db, idsOf('governorate')),
    discountsByIds(db, idsOf('discount')),
    hotelCardsByIds(db, idsOf('hotel')),
  ])
  const loaded: Children = { offer, governorate, discount, hotel }

  const data = heads.map(
    (s): Slider => ({
      ...s,
      slider_type: s.slider_type as Slider['slider_type'],
      sliders: items.filter((i) => i.slider_id === s.id).flatMap((i) => attach(i, loaded)),
    }),
  )
  return { data }
}

/** The item with its target, or nothing when the target is gone, ended or unlisted. */
function attach(item: Item, loaded: Children): SliderChild[] {
  const { id, sort_order, child_type, child_id } = item
  const child = loaded[child_type].get(child_id)
  if (!child) return []
  // `loaded[child_type]` matches the type by construction; TypeScript cannot follow that link.
  return [{ id, sort_order, child_type, child_id, child } as SliderChild]
}

/** Governorates among `ids` with their listed-hotel counts, as in /governorates. */
async function governoratesByIds(db: Db, ids: number[]): Promise<Map<number, Governorate>> {
  if (ids.length === 0) return new Map()
  const counts = db
    .select({ governorate_id: hotels.governorate_id, n: sql<number>`count(*)::int`.as('n') })
    .from(hotels)
    .where(and(publicHotel, inArray(hotels.governorate_id, ids)))
    .groupBy(hotels.governorate_id)
    .as('counts')
  const rows = await db
    .select({
      id: governorates.id,
      ar_name: governorates.ar_name,
      en_name: governorates.en_name,
      kr_name: governorates.kr_name,
      image_path: governorates.image_path,
      lat: governorates.lat,
      lng: governorates.lng,
      hotelsCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
    })
    .from(governorates)
    .leftJoin(counts, eq(counts.governorate_id, governorates.id))
    .where(inArray(governorates.id, ids))
  return new Map(rows.map((g) => [g.id, g]))
}
