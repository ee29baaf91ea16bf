/**
 * The style of the streets map drawn from this server's own basemap file (MAP_PMTILES): the
 * Protomaps style (@protomaps/basemaps, "light" flavour) over a PMTiles archive that the
 * `pmtiles` protocol reads in byte ranges (streets-map.ts registers it).
 *
 * Nothing comes from another host. The style has no `glyphs` URL: MapLibre then draws every
 * label itself, from the font files named in `font-faces` (Vazirmatn, the page's own font, as
 * Vite already emits it), and shapes Arabic and orders right-to-left text with its built-in code
 * (MapLibre 6 deprecated the separate RTL text plugin). The icons are our own sheet
 * (public/map/sprite/, tools/make-map-sprite.ts).
 */

import arabicRegular from '@fontsource/vazirmatn/files/vazirmatn-arabic-400-normal.woff2?url'
import arabicBold from '@fontsource/vazirmatn/files/vazirmatn-arabic-600-normal.woff2?url'
import latinRegular from '@fontsource/vazirmatn/files/vazirmatn-latin-400-normal.woff2?url'
import latinBold from '@fontsource/vazirmatn/files/vazirmatn-latin-600-normal.woff2?url'
import latinExtRegular from '@fontsource/vazirmatn/files/vazirmatn-latin-ext-400-normal.woff2?url'
import latinExtBold from '@fontsource/vazirmatn/files/vazirmatn-latin-ext-600-normal.woff2?url'
import { type Flavor, layers, namedFlavor } from '@protomaps/basemaps'
import type { FontFacesSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl'
import type { Language } from '../../../contract/common'

const SOURCE = 'basemap'
const REGULAR = 'Vazirmatn Regular'
const BOLD = 'Vazirmatn SemiBold'

/**
 * "light", without points of interest: a hotel's map should not advertise the neighbours, and
 * their icons would be one more sheet to draw. Vazirmatn has no italic: water names use the
 * regular face.
 */
const FLAVOR: Flavor = {
  ...namedFlavor('light'),
  pois: undefined,
  regular: REGULAR,
  bold: BOLD,
  italic: REGULAR,
}

/** Which file draws which letters, as @fontsource/vazirmatn splits the font. */
const RANGES = {
  arabic: ['U+0600-06FF', 'U+0750-077F', 'U+08A0-08FF', 'U+FB50-FDFF', 'U+FE70-FEFC'],
  latin: ['U+0000-00FF', 'U+0131', 'U+0152-0153', 'U+2000-206F', 'U+20AC', 'U+2122', 'U+2212'],
  latinExt: ['U+0100-024F', 'U+1E00-1EFF'],
}

/**
 * Labels in the page's language where the file has it, else as Protomaps falls back (the local
 * name, then English). Sorani pages get the Arabic names: the same script, readable to a Sorani
 * reader where English would not be. Not `name:ckb`, even where a file has it: MapLibre joins
 * Arabic-script letters through Unicode's presentation forms, and the Sorani letters ێ and ڵ have
 * none, so هەولێر came out with its letters pulled apart (the bundled map's HTML labels, drawn by
 * the browser, do show Sorani names).
 */
const LABELS: Record<Language, 'ar' | 'en'> = { ar: 'ar', en: 'en', kr: 'ar' }

/**
 * From zoom 8 Protomaps centres a town's name on its point, with nowhere else to go: a hotel in
 * the town centre would hide it under its pin (pin-space.ts). Here it may move clear of the pin:
 * below the point, beside it, or above it. Below zoom 8 (a dot marks the town) the names keep
 * Protomaps' places round the dot.
 */
function movableTownNames(layer: LayerSpecification): LayerSpecification {
  if (layer.id !== 'places_locality' || layer.type !== 'symbol') return layer
  const aroundDot = ['bottom', [0, -0.3], 'left', [0.3, 0], 'right', [-0.3, 0], 'top', [0, 0.3]]
  // biome-ignore format: anchor and offset pairs
  const clearOfPin = ['center', [0, 0], 'top', [0, 0.9], 'left', [1.3, 0], 'right', [-1.3, 0], 'bottom', [0, -2.6]]
  // The offsets replace Protomaps' anchors and radial offset, which they would otherwise override.
  const { 'text-variable-anchor': _anchors, 'text-radial-offset': _offset, ...layout } = layer.layout ?? {}
  return {
    ...layer,
    layout: {
      ...layout,
      'text-variable-anchor-offset': ['step', ['zoom'], ['literal', aroundDot], 8, ['literal', clearOfPin]],
    },
  } as LayerSpecification
}

/**
 * The style for a page in `language`. `base` makes every URL absolute (MapLibre fetches sprite
 * and font files, and the pmtiles protocol its file, as given): the page's own address.
 */
export function protomapsStyle(fileUrl: string, language: Language, base: string): StyleSpecification {
  const absolute = (path: string) => new URL(path, base).href
  const face = (arabic: string, latin: string, latinExt: string): FontFacesSpecification[string] => [
    { url: absolute(arabic), 'unicode-range': RANGES.arabic },
    { url: absolute(latin), 'unicode-range': RANGES.latin },
    { url: absolute(latinExt), 'unicode-range': RANGES.latinExt },
  ]
  return {
    version: 8,
    sources: { [SOURCE]: { type: 'vector', url: `pmtiles://${absolute(fileUrl)}` } },
    sprite: absolute('/map/sprite/basemap'),
    'font-faces': {
      [REGULAR]: face(arabicRegular, latinRegular, latinExtRegular),
      [BOLD]: face(arabicBold, latinBold, latinExtBold),
    },
    layers: layers(SOURCE, FLAVOR, { lang: LABELS[language] }).map(movableTownNames),
  }
}
