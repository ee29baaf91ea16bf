import { closeSync, openSync, readSync, statSync } from 'node:fs'

/** Where this server serves the MAP_PMTILES file; the client reads it through the `pmtiles` protocol. */
export const BASEMAP_PATH = '/map/basemap.pmtiles'

const HEADER_BYTES = 127
/** PMTiles header byte 99: 1 is Mapbox Vector Tiles, what the Protomaps style draws. */
const TILE_TYPE_MVT = 1

/**
 * What is wrong with a MAP_PMTILES file, or null: checked once at start, so a wrong path or a
 * raster or older archive stops the server with one line instead of drawing an empty map.
 * Reads the 127-byte header only (the file may be gigabytes).
 */
export function pmtilesProblem(path: string): string | null {
  let size: number
  try {
    const stat = statSync(path)
    if (!stat.isFile()) return `${path} is not a file`
    size = stat.size
  } catch {
    return `${path} does not exist or cannot be read`
  }
  if (size < HEADER_BYTES) return `${path} is too short to be a PMTiles archive`
  const header = Buffer.alloc(HEADER_BYTES)
  try {
    const fd = openSync(path, 'r')
    try {
      readSync(fd, header, 0, HEADER_BYTES, 0)
    } finally {
      closeSync(fd)
    }
  } catch {
    return `${path} cannot be read`
  }
  if (header.toString('latin1', 0, 7) !== 'PMTiles') return `${path} is not a PMTiles archive`
  if (header[7] !== 3) return `${path} is PMTiles version ${header[7]}; version 3 is needed (pmtiles convert)`
  if (header[99] !== TILE_TYPE_MVT) return `${path} holds raster tiles; a vector (MVT) basemap is needed`
  return null
}
