import { describe, expect, it } from 'vitest'
import { byDistance, distanceKm } from './geo'

const baghdad = { lat: 33.3152, lng: 44.3661 }
const erbil = { lat: 36.1911, lng: 44.0092 }
const basra = { lat: 30.5085, lng: 47.7804 }

describe('distanceKm', () => {
  it('measures Baghdad to Erbil at about 320 km', () => {
    expect(distanceKm(baghdad, erbil)).toBeGreaterThan(310)
    expect(distanceKm(baghdad, erbil)).toBeLessThan(330)
  })
  it('is zero from a point to itself and symmetric', () => {
    expect(distanceKm(basra, basra)).toBe(0)
    expect(distanceKm(basra, erbil)).toBeCloseTo(distanceKm(erbil, basra), 6)
  })
})

describe('byDistance', () => {
  const places = [
    { name: 'Basra', ...basra },
    { name: 'Nowhere', lat: null, lng: null },
    { name: 'Erbil', ...erbil },
    { name: 'Baghdad', ...baghdad },
  ]
  const point = (p: (typeof places)[number]) => (p.lat === null ? null : { lat: p.lat, lng: p.lng ?? 0 })

  it('keeps the server order without an origin', () => {
    const rows = byDistance(places, null, point)
    expect(rows.map((r) => r.item.name)).toEqual(['Basra', 'Nowhere', 'Erbil', 'Baghdad'])
    expect(rows.every((r) => r.km === null)).toBe(true)
  })

  it('sorts nearest first and puts places without coordinates last', () => {
    const rows = byDistance(places, { lat: 36.2, lng: 44 }, point)
    expect(rows.map((r) => r.item.name)).toEqual(['Erbil', 'Baghdad', 'Basra', 'Nowhere'])
    expect(rows[0]?.km).toBeLessThan(5)
    expect(rows[3]?.km).toBeNull()
  })
})
