import { asc } from 'drizzle-orm'
import type { AdminOptions } from '../../../contract/admin-hotels'
import type { Db } from '../../db/client'
import { cities, features, governorates, services } from '../../db/schema'

/** Governorates, cities, services and features, for the console's forms. */
export async function adminOptions(db: Db): Promise<AdminOptions> {
  const names = { ar_name: true, en_name: true, kr_name: true } as const
  const [g, c, s, f] = await Promise.all([
    db.query.governorates.findMany({ columns: { id: true, ...names }, orderBy: asc(governorates.id) }),
    db.query.cities.findMany({
      columns: { id: true, governorate_id: true, ...names },
      orderBy: asc(cities.id),
    }),
    db.query.services.findMany({ columns: { id: true, ...names }, orderBy: asc(services.id) }),
    db.query.features.findMany({
      columns: { id: true, group_id: true, ...names },
      orderBy: asc(features.id),
    }),
  ])
  return { governorates: g, cities: c, services: s, features: f }
}
