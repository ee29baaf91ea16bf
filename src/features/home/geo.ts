export interface Point {
  lat: number
  lng: number
}

const EARTH_RADIUS_KM = 6371

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * Items nearest first, each with its distance. Items without coordinates keep their relative
 * order and go last; without an origin the order is left as it is.
 */
export function byDistance<T>(
  items: readonly T[],
  origin: Point | null,
  pointOf: (item: T) => Partial<Point> | null,
): { item: T; km: number | null }[] {
  const rows = items.map((item, index) => {
    const p = pointOf(item)
    const km =
      origin && p && typeof p.lat === 'number' && typeof p.lng === 'number'
        ? distanceKm(origin, { lat: p.lat, lng: p.lng })
        : null
    return { item, km, index }
  })
  if (!origin) return rows.map(({ item, km }) => ({ item, km }))
  return rows
    .sort(
      (a, b) => (a.km ?? Number.POSITIVE_INFINITY) - (b.km ?? Number.POSITIVE_INFINITY) || a.index - b.index,
    )
    .map(({ item, km }) => ({ item, km }))
}
