/**
 * The streets map from this server's basemap file (MAP_PMTILES), as one lazily loaded chunk:
 * map-style.ts imports this with `import()` only when the server has such a file, so the
 * Protomaps style and the PMTiles reader reach no other chunk (and not the precache).
 */
import { Protocol } from 'pmtiles'
import type { Language } from '../../../contract/common'
import { addProtocol } from './maplibre'
import { protomapsStyle } from './protomaps-style'

let protocol: Protocol | null = null

export function streetsStyle(fileUrl: string, language: Language) {
  if (!protocol) {
    // `metadata: true`: the source's credit comes from the file (OpenStreetMap's, for a
    // Protomaps extract), at the cost of one more range request.
    protocol = new Protocol({ metadata: true })
    addProtocol('pmtiles', protocol.tile)
  }
  return protomapsStyle(fileUrl, language, window.location.href)
}
