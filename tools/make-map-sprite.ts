/**
 * Writes the icon sheet the streets basemap (MAP_PMTILES) draws with (run: npm run
 * basemap:sprite; the outputs in public/map/sprite/ are committed). The Protomaps style names
 * a few images: `townspot` and `capital` beside place names at low zooms, `generic_shield-Nchar`
 * behind road numbers, `arrow` on one-way streets. Protomaps' own sheets are hosted by them, and
 * the product loads nothing from another host, so these are drawn here, in the style's "light"
 * greys, at 1× and 2× (MapLibre picks by the screen's pixel ratio).
 * Points of interest are not drawn by our style (src/features/map/protomaps-style.ts), so their
 * icons are not needed.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp, { type OverlayOptions } from 'sharp'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'public', 'map', 'sprite')

interface Icon {
  name: string
  width: number
  height: number
  /** SVG content in a width × height box (CSS pixels). */
  svg: string
}

const INK = '#5c5c5c' // the style's city_label
const LINE = '#adadad' // its boundaries
const icons: Icon[] = [
  {
    name: 'townspot',
    width: 10,
    height: 10,
    svg: `<circle cx="5" cy="5" r="3.6" fill="#fff" stroke="${INK}" stroke-width="1.6"/>`,
  },
  {
    name: 'capital',
    width: 14,
    height: 14,
    svg: `<circle cx="7" cy="7" r="5.6" fill="#fff" stroke="${INK}" stroke-width="1.6"/><circle cx="7" cy="7" r="2.6" fill="${INK}"/>`,
  },
  {
    name: 'arrow',
    width: 12,
    height: 12,
    svg: `<path d="M3 2 L9 6 L3 10" fill="none" stroke="${LINE}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  // Road numbers of 1 to 5 characters (the style shows none longer); MapLibre writes the number.
  ...[1, 2, 3, 4, 5].map((chars): Icon => {
    const width = 10 + chars * 6
    return {
      name: `generic_shield-${chars}char`,
      width,
      height: 16,
      svg: `<rect x="0.75" y="0.75" width="${width - 1.5}" height="14.5" rx="3" fill="#fff" stroke="${LINE}" stroke-width="1.5"/>`,
    }
  }),
]

async function sheet(ratio: 1 | 2) {
  const gap = 2
  let x = 0
  const index: Record<string, { x: number; y: number; width: number; height: number; pixelRatio: number }> =
    {}
  const parts: OverlayOptions[] = []
  for (const icon of icons) {
    const width = icon.width * ratio
    const height = icon.height * ratio
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${icon.width} ${icon.height}">${icon.svg}</svg>`
    parts.push({ input: await sharp(Buffer.from(svg)).png().toBuffer(), left: x, top: 0 })
    index[icon.name] = { x, y: 0, width, height, pixelRatio: ratio }
    x += width + gap
  }
  const height = Math.max(...icons.map((i) => i.height * ratio))
  const png = await sharp({
    create: { width: x, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite(parts)
    .png({ compressionLevel: 9 })
    .toBuffer()
  const name = ratio === 1 ? 'basemap' : 'basemap@2x'
  await writeFile(join(out, `${name}.png`), png)
  await writeFile(join(out, `${name}.json`), `${JSON.stringify(index, null, 2)}\n`)
  return png.length
}

await mkdir(out, { recursive: true })
const sizes = [await sheet(1), await sheet(2)]
console.log(
  `public/map/sprite/: ${icons.length} icons, ${sizes.map((s) => `${(s / 1024).toFixed(1)} KB`).join(' and ')}`,
)
