import { and, asc, eq, sql } from 'drizzle-orm'
import type { Governorate, GovernorateListQuery } from '../../contract/governorate'
import type { Db } from '../db/client'
import { governorates, hotels } from '../db/schema'

export async function listGovernorates(db: Db, q: GovernorateListQuery): Promise<Governorate[]> {
  const counts = db
    .select({ governorate_id: hotels.governorate_id, n: sql<number>`count(*)::int`.as('n') })
    .from(hotels)
    .where(and(eq(hotels.is_active, true), eq(hotels.show_in_website, true)))
    .groupBy(hotels.governorate_id)
    .as('counts')
  return db
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
    .orderBy(asc(governorates.sort_order), asc(governorates.id))
    .limit(q.take)
    .offset(q.skip)
}
