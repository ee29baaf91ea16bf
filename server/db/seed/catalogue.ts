import type { schema } from '../client'
import { CITIES } from './cities'
import { CURRENCIES } from './currencies'
import { FEATURE_GROUPS } from './features'
import { GOVERNORATES } from './governorates'
import { SERVICES } from './services'
import { names } from './types'

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert']

/** Rows of the fixed reference tables, with ids given by their position (1-based). */
export function catalogueRows() {
  const governorates: Insert<typeof schema.governorates>[] = GOVERNORATES.map((g, i) => ({
    id: i + 1,
    slug: g.slug,
    ...names(g.name),
    image_path: `/media/governorate/${g.slug}.webp`,
    lat: g.lat,
    lng: g.lng,
    sort_order: i,
  }))
  const governorateId = new Map(GOVERNORATES.map((g, i) => [g.slug, i + 1]))

  const cities: Insert<typeof schema.cities>[] = CITIES.map((c, i) => {
    const gid = governorateId.get(c.governorate)
    if (gid === undefined) throw new Error(`seed: city ${c.key} has unknown governorate ${c.governorate}`)
    return { id: i + 1, governorate_id: gid, ...names(c.name), aliases: c.aliases, lat: c.lat, lng: c.lng }
  })

  const services: Insert<typeof schema.services>[] = SERVICES.map((s, i) => ({
    id: i + 1,
    icon: s.icon,
    ...names(s.name),
  }))

  const featureGroups: Insert<typeof schema.featureGroups>[] = FEATURE_GROUPS.map((g, i) => ({
    id: i + 1,
    icon: g.icon,
    ...names(g.name),
  }))
  const features: Insert<typeof schema.features>[] = []
  FEATURE_GROUPS.forEach((g, gi) => {
    for (const f of g.features) features.push({ id: features.length + 1, group_id: gi + 1, ...names(f.name) })
  })

  const currencies: Insert<typeof schema.currencies>[] = CURRENCIES.map((c, i) => ({
    id: i + 1,
    ...c,
    image: null,
    sort_order: i,
  }))

  return { governorates, cities, services, featureGroups, features, currencies }
}

export const governorateIdOf = (slug: string): number => GOVERNORATES.findIndex((g) => g.slug === slug) + 1
export const cityIdOf = (key: string): number => CITIES.findIndex((c) => c.key === key) + 1
export const serviceIdOf = (icon: string): number => {
  const i = SERVICES.findIndex((s) => s.icon === icon)
  if (i < 0) throw new Error(`seed: unknown service ${icon}`)
  return i + 1
}

/** Feature ids in the order `catalogueRows` numbers them, grouped like FEATURE_GROUPS. */
export function featureIdsByGroup(): number[][] {
  let next = 1
  return FEATURE_GROUPS.map((g) => g.features.map(() => next++))
}
