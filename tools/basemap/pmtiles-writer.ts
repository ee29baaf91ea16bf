/**
 * Writes a PMTiles version 3 archive (https://github.com/protomaps/PMTiles, spec/v3) in memory.
 * The npm `pmtiles` package only reads; the maintained writers are Go, Python and Java tools
 * this machine kind cannot install. Small archives (test basemaps) are all this is for: the
 * whole archive is built in one buffer. `pmtiles-writer.test.ts` reads every output back with
 * the `pmtiles` reader the browser uses.
 *
 * Layout, as the reference writers make it: header (127 bytes), root directory, JSON metadata,
 * leaf directories, tile data in tile-id order (a "clustered" archive). Identical tiles are
 * stored once, and runs of consecutive tile ids with the same content become one entry.
 */
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { Compression, type TileType, zxyToTileId } from 'pmtiles'

export interface TileInput {
  z: number
  x: number
  y: number
  /** The tile's bytes as they are to be stored, already compressed with `tileCompression`. */
  data: Uint8Array
}

export interface ArchiveOptions {
  tileType: TileType
  tileCompression: Compression
  /** West, south, east, north in degrees. */
  bounds: readonly [number, number, number, number]
  /** Longitude, latitude, zoom. */
  center: readonly [number, number, number]
  /** JSON metadata: by the spec's convention `vector_layers`, `attribution`, `name`, `description`. */
  metadata: Record<string, unknown>
}

interface Entry {
  tileId: number
  offset: number
  length: number
  /** 0 marks a leaf directory; otherwise how many consecutive tile ids share this content. */
  runLength: number
}

const HEADER_BYTES = 127
/** The spec's limit: header and root directory together, so one first request gets both. */
const ROOT_LIMIT = 16_384

/** Unsigned LEB128, by arithmetic: tile ids and offsets pass 2^32, where `>>>` would wrap. */
function pushVarint(out: number[], value: number) {
  let n = value
  while (n >= 0x80) {
    out.push((n % 0x80) | 0x80)
    n = Math.floor(n / 0x80)
  }
  out.push(n)
}

/** One directory, columns as the spec orders them: ids as deltas, run lengths, lengths, offsets. */
function serializeDirectory(entries: readonly Entry[]): Buffer {
  const out: number[] = []
  pushVarint(out, entries.length)
  let lastId = 0
  for (const e of entries) {
    pushVarint(out, e.tileId - lastId)
    lastId = e.tileId
  }
  for (const e of entries) pushVarint(out, e.runLength)
  for (const e of entries) pushVarint(out, e.length)
  entries.forEach((e, i) => {
    const previous = entries[i - 1]
    // 0: right after the previous entry's bytes; otherwise the offset plus one.
    pushVarint(out, previous && e.offset === previous.offset + previous.length ? 0 : e.offset + 1)
  })
  return gzipSync(Uint8Array.from(out))
}

/**
 * The root directory alone when it fits in the first 16 KiB; otherwise leaves of `leafSize`
 * entries each, the root pointing at them, with larger leaves until the root fits.
 */
function directories(entries: readonly Entry[]): { root: Buffer; leaves: Buffer } {
  const root = serializeDirectory(entries)
  if (HEADER_BYTES + root.length <= ROOT_LIMIT) return { root, leaves: Buffer.alloc(0) }
  for (let leafSize = 4096; ; leafSize *= 2) {
    const rootEntries: Entry[] = []
    const leafParts: Buffer[] = []
    let offset = 0
    for (let i = 0; i < entries.length; i += leafSize) {
      const leaf = serializeDirectory(entries.slice(i, i + leafSize))
      rootEntries.push({ tileId: entries[i]?.tileId ?? 0, offset, length: leaf.length, runLength: 0 })
      leafParts.push(leaf)
      offset += leaf.length
    }
    const leafRoot = serializeDirectory(rootEntries)
    if (HEADER_BYTES + leafRoot.length <= ROOT_LIMIT)
      return { root: leafRoot, leaves: Buffer.concat(leafParts) }
  }
}

const e7 = (degrees: number) => Math.round(degrees * 10_000_000)

function header(fields: {
  rootLength: number
  metadataLength: number
  leavesLength: number
  tileDataLength: number
  addressed: number
  entries: number
  contents: number
  minZoom: number
  maxZoom: number
  options: ArchiveOptions
}): Buffer {
  const h = Buffer.alloc(HEADER_BYTES)
  h.write('PMTiles', 0, 'latin1')
  h.writeUInt8(3, 7)
  const rootOffset = HEADER_BYTES
  const metadataOffset = rootOffset + fields.rootLength
  const leavesOffset = metadataOffset + fields.metadataLength
  const tileDataOffset = leavesOffset + fields.leavesLength
  const u64 = [
    rootOffset,
    fields.rootLength,
    metadataOffset,
    fields.metadataLength,
    leavesOffset,
    fields.leavesLength,
    tileDataOffset,
    fields.tileDataLength,
    fields.addressed,
    fields.entries,
    fields.contents,
  ]
  u64.forEach((value, i) => {
    h.writeBigUInt64LE(BigInt(value), 8 + i * 8)
  })
  const { options } = fields
  h.writeUInt8(1, 96) // clustered: tile data is in tile-id order
  h.writeUInt8(Compression.Gzip, 97) // directories and metadata
  h.writeUInt8(options.tileCompression, 98)
  h.writeUInt8(options.tileType, 99)
  h.writeUInt8(fields.minZoom, 100)
  h.writeUInt8(fields.maxZoom, 101)
  const [west, south, east, north] = options.bounds
  h.writeInt32LE(e7(west), 102)
  h.writeInt32LE(e7(south), 106)
  h.writeInt32LE(e7(east), 110)
  h.writeInt32LE(e7(north), 114)
  const [lng, lat, zoom] = options.center
  h.writeUInt8(zoom, 118)
  h.writeInt32LE(e7(lng), 119)
  h.writeInt32LE(e7(lat), 123)
  return h
}

/** The archive's bytes. Throws on a tile given twice, or on no tiles at all. */
export function writePmtiles(tiles: Iterable<TileInput>, options: ArchiveOptions): Buffer {
  const byId = new Map<number, TileInput>()
  for (const tile of tiles) {
    const id = zxyToTileId(tile.z, tile.x, tile.y)
    if (byId.has(id)) throw new Error(`tile ${tile.z}/${tile.x}/${tile.y} given twice`)
    byId.set(id, tile)
  }
  if (byId.size === 0) throw new Error('an archive needs at least one tile')
  const ids = [...byId.keys()].sort((a, b) => a - b)

  const entries: Entry[] = []
  const blobs: Uint8Array[] = []
  const offsetOf = new Map<string, number>()
  let tileDataLength = 0
  let minZoom = 255
  let maxZoom = 0
  for (const id of ids) {
    const tile = byId.get(id) as TileInput
    minZoom = Math.min(minZoom, tile.z)
    maxZoom = Math.max(maxZoom, tile.z)
    const hash = createHash('sha256').update(tile.data).digest('hex')
    let offset = offsetOf.get(hash)
    if (offset === undefined) {
      offset = tileDataLength
      offsetOf.set(hash, offset)
      blobs.push(tile.data)
      tileDataLength += tile.data.length
    }
    const last = entries[entries.length - 1]
    if (last && last.offset === offset && last.tileId + last.runLength === id) last.runLength++
    else entries.push({ tileId: id, offset, length: tile.data.length, runLength: 1 })
  }

  const { root, leaves } = directories(entries)
  const metadata = gzipSync(JSON.stringify(options.metadata))
  return Buffer.concat([
    header({
      rootLength: root.length,
      metadataLength: metadata.length,
      leavesLength: leaves.length,
      tileDataLength,
      addressed: ids.length,
      entries: entries.length,
      contents: blobs.length,
      minZoom,
      maxZoom,
      options,
    }),
    root,
    metadata,
    leaves,
    ...blobs,
  ])
}
