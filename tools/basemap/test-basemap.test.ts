import { PMTiles, type Source, TileType } from 'pmtiles'
import { describe, expect, it } from 'vitest'
import { makeTestBasemap, TEST_BASEMAP_BOUNDS } from './test-basemap'

const archive = makeTestBasemap()
const source: Source = {
  getKey: () => 'test-basemap',
  getBytes: async (offset, length) => ({
    data: archive.buffer.slice(
      archive.byteOffset + offset,
      archive.byteOffset + offset + length,
    ) as ArrayBuffer,
  }),
}

describe('the test basemap of Iraq (npm run basemap:pmtiles)', () => {
  it('is a small vector archive of zooms 0–10 over Iraq, in the Protomaps schema', async () => {
    const pmtiles = new PMTiles(source)
    const header = await pmtiles.getHeader()
    expect(header).toMatchObject({ tileType: TileType.Mvt, minZoom: 0, maxZoom: 10 })
    expect([header.minLon, header.minLat, header.maxLon, header.maxLat]).toEqual([...TEST_BASEMAP_BOUNDS])
    const metadata = (await pmtiles.getMetadata()) as { vector_layers: { id: string }[] }
    expect(metadata.vector_layers.map((l) => l.id)).toEqual(['earth', 'boundaries', 'roads', 'places'])
    expect(archive.length).toBeLessThan(400 * 1024)
  })

  it("has Baghdad's tile at every zoom, and comes out the same each time", async () => {
    const pmtiles = new PMTiles(source)
    for (let z = 0; z <= 10; z++) {
      const n = 2 ** z
      const x = Math.floor(((44.366 + 180) / 360) * n)
      const rad = (33.315 * Math.PI) / 180
      const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)
      expect((await pmtiles.getZxy(z, x, y))?.data.byteLength, `zoom ${z}`).toBeGreaterThan(100)
    }
    expect(makeTestBasemap().equals(archive)).toBe(true)
  })
})
