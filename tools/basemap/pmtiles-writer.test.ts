import { gunzipSync, gzipSync } from 'node:zlib'
import { Compression, PMTiles, type Source, TileType } from 'pmtiles'
import { describe, expect, it } from 'vitest'
import { type TileInput, writePmtiles } from './pmtiles-writer'

/** The `pmtiles` reader (what the browser runs) over an archive in memory, counting its reads. */
function reader(archive: Buffer) {
  const reads: { offset: number; length: number }[] = []
  const source: Source = {
    getKey: () => 'memory',
    getBytes: async (offset, length) => {
      reads.push({ offset, length })
      const slice = archive.subarray(offset, offset + length)
      return {
        data: slice.buffer.slice(slice.byteOffset, slice.byteOffset + slice.byteLength) as ArrayBuffer,
      }
    },
  }
  return { pmtiles: new PMTiles(source), reads }
}

const OPTIONS = {
  tileType: TileType.Mvt,
  tileCompression: Compression.Gzip,
  bounds: [38.8, 29.1, 48.6, 37.4] as const,
  center: [44.4, 33.3, 6] as const,
  metadata: { name: 'test', vector_layers: [{ id: 'places', fields: {} }] },
}

const tile = (z: number, x: number, y: number, text = `${z}/${x}/${y}`): TileInput => ({
  z,
  x,
  y,
  data: gzipSync(text),
})

async function text(pmtiles: PMTiles, z: number, x: number, y: number) {
  const found = await pmtiles.getZxy(z, x, y)
  return found && new TextDecoder().decode(found.data)
}

describe('writePmtiles', () => {
  it('writes a v3 archive the pmtiles reader opens: header, metadata and every tile', async () => {
    const tiles = [tile(0, 0, 0), tile(1, 1, 0), tile(2, 2, 1), tile(3, 4, 3), tile(3, 5, 3)]
    const archive = writePmtiles(tiles, OPTIONS)
    expect(archive.subarray(0, 7).toString('latin1')).toBe('PMTiles')
    expect(archive[7]).toBe(3)

    const { pmtiles } = reader(archive)
    const h = await pmtiles.getHeader()
    expect(h).toMatchObject({
      specVersion: 3,
      rootDirectoryOffset: 127,
      tileType: TileType.Mvt,
      tileCompression: Compression.Gzip,
      internalCompression: Compression.Gzip,
      clustered: true,
      minZoom: 0,
      maxZoom: 3,
      numAddressedTiles: 5,
      numTileEntries: 5,
      numTileContents: 5,
      minLon: 38.8,
      minLat: 29.1,
      maxLon: 48.6,
      maxLat: 37.4,
      centerLon: 44.4,
      centerLat: 33.3,
      centerZoom: 6,
    })
    expect(h.tileDataOffset + (h.tileDataLength ?? 0)).toBe(archive.length)
    expect(await pmtiles.getMetadata()).toEqual(OPTIONS.metadata)
    for (const t of tiles) expect(await text(pmtiles, t.z, t.x, t.y)).toBe(`${t.z}/${t.x}/${t.y}`)
    // Absent tiles, inside and outside the zoom range, are absent.
    expect(await pmtiles.getZxy(3, 0, 0)).toBeUndefined()
    expect(await pmtiles.getZxy(9, 0, 0)).toBeUndefined()
  })

  it('stores identical tiles once and folds consecutive ones into a run', async () => {
    // z1: tile ids 1..4 in Hilbert order are (0,0) (0,1) (1,1) (1,0).
    const tiles = [
      tile(1, 0, 0, 'sea'),
      tile(1, 0, 1, 'sea'),
      tile(1, 1, 1, 'land'),
      tile(1, 1, 0, 'sea'),
      tile(0, 0, 0, 'world'),
    ]
    const archive = writePmtiles(tiles, OPTIONS)
    const { pmtiles } = reader(archive)
    const h = await pmtiles.getHeader()
    expect(h.numAddressedTiles).toBe(5)
    expect(h.numTileEntries).toBe(4) // world, sea ×2 as one run, land, sea
    expect(h.numTileContents).toBe(3)
    for (const t of tiles) expect(await text(pmtiles, t.z, t.x, t.y)).toBe(gunzipSync(t.data).toString())
  })

  it('moves entries into leaf directories when the root would pass 16 KiB, and finds every tile', async () => {
    // Every tile of zooms 0–7, each different and of a different length (lengths that repeat
    // would compress into a root small enough): 21,845 entries. Stored uncompressed, for speed.
    const tiles: TileInput[] = []
    let seed = 1
    const padding = () => {
      seed = (seed * 48_271) % 2_147_483_647
      return ' '.repeat(seed % 200)
    }
    for (let z = 0; z <= 7; z++)
      for (let x = 0; x < 2 ** z; x++)
        for (let y = 0; y < 2 ** z; y++)
          tiles.push({ z, x, y, data: new TextEncoder().encode(`${z}/${x}/${y}${padding()}`) })
    const archive = writePmtiles(tiles, { ...OPTIONS, tileCompression: Compression.None })
    const { pmtiles, reads } = reader(archive)
    const h = await pmtiles.getHeader()
    expect(h.leafDirectoryLength).toBeGreaterThan(0)
    expect(h.rootDirectoryOffset + h.rootDirectoryLength).toBeLessThanOrEqual(16_384)
    expect(h.numTileEntries).toBe(21_845)
    for (const [z, x, y] of [
      [0, 0, 0],
      [5, 17, 30],
      [7, 0, 127],
      [7, 127, 0],
      [7, 80, 51],
    ] as const)
      expect((await text(pmtiles, z, x, y))?.trimEnd()).toBe(`${z}/${x}/${y}`)
    // Leaves were read from the leaf section, not from the root's 16 KiB.
    expect(reads.some((r) => r.offset >= h.leafDirectoryOffset && r.offset < h.tileDataOffset)).toBe(true)
  })

  it('refuses a tile given twice, and an empty archive', () => {
    expect(() => writePmtiles([tile(2, 1, 1), tile(2, 1, 1)], OPTIONS)).toThrow(/2\/1\/1 given twice/)
    expect(() => writePmtiles([], OPTIONS)).toThrow(/at least one tile/)
  })
})
