import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The committed output of tools/make-basemap.ts (npm run basemap). */
const dir = join(import.meta.dirname, '..', '..', '..', 'public', 'map')
const read = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8'))

interface Feature {
  properties: Record<string, unknown>
  geometry: { type: string; coordinates: unknown }
}

describe('the bundled map of Iraq', () => {
  const style = read('style.json')
  const data = read('iraq-basemap.json') as { features: Feature[] }

  it('needs no server but ours: no glyphs, no sprite, no URL to another host', () => {
    expect(style.glyphs).toBeUndefined()
    expect(style.sprite).toBeUndefined()
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\//)
    expect(style.sources.basemap.data).toBe('/map/iraq-basemap.json')
    // Text is drawn as HTML by the client: a symbol layer would need glyphs.
    expect(style.layers.map((l: { type: string }) => l.type)).not.toContain('symbol')
  })

  it("has Iraq's outline, its neighbours and the seed's cities with three names each", () => {
    const countries = data.features.filter((f) => f.properties.kind === 'country')
    expect(countries.filter((f) => f.properties.iraq)).toHaveLength(1)
    for (const name of ['Iran', 'Turkey', 'Syria', 'Jordan', 'Saudi Arabia', 'Kuwait']) {
      expect(countries.map((f) => f.properties.name)).toContain(name)
    }
    const cities = data.features.filter((f) => f.properties.kind === 'city')
    expect(cities.filter((f) => f.properties.capital)).toHaveLength(19)
    for (const city of cities) {
      for (const lang of ['en', 'ar', 'kr'])
        expect(city.properties[lang], String(city.properties.key)).toBeTruthy()
      const [lng, lat] = city.geometry.coordinates as [number, number]
      // Inside Iraq's box, and inside the bounds the bundled map may be panned to.
      expect(lng).toBeGreaterThan(38.7)
      expect(lng).toBeLessThan(48.7)
      expect(lat).toBeGreaterThan(29)
      expect(lat).toBeLessThan(37.5)
    }
  })

  it('stays small', () => {
    // Committed in the project's JSON layout; sent compressed, about a third of this.
    expect(statSync(join(dir, 'iraq-basemap.json')).size).toBeLessThan(200 * 1024)
  })
})
