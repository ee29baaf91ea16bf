/**
 * Draws the Funduq mark and writes the app icons and favicons (run: npm run icons).
 * The outputs are committed; run again only when the mark changes.
 *
 * The mark: the pointed arch of a khan's door (the funduq of old caravan routes), in gold,
 * with a keyhole in its opening and a threshold step: "a door that opens for you".
 */

import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

export const PALETTE = {
  /** Deep teal: brand background, the theme colour of the web app manifest. */
  teal: '#0f5c5a',
  /** Darker teal inside the door, so the arch reads as an opening. */
  tealDeep: '#0a3f3d',
  /** Warm gold: the arch, the keyhole and the step. */
  gold: '#e0a526',
} as const

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The mark in a 512 × 512 box, centred on (256, 268) — its own optical centre. */
function mark(): string {
  const { gold, tealDeep } = PALETTE
  return [
    // Arch frame: outer door shape in gold, the opening inset in deep teal.
    `<path d="M136 424V236Q136 134 256 84Q376 134 376 236V424Z" fill="${gold}"/>`,
    `<path d="M174 424V242Q174 166 256 126Q338 166 338 242V424Z" fill="${tealDeep}"/>`,
    // Keyhole.
    `<circle cx="256" cy="262" r="36" fill="${gold}"/>`,
    `<path d="M236 282H276L292 372H220Z" fill="${gold}"/>`,
    // Threshold step.
    `<rect x="108" y="420" width="296" height="32" rx="10" fill="${gold}"/>`,
  ].join('')
}

type Shape = 'rounded' | 'full-bleed'

/** `scale` shrinks the mark around the centre, e.g. to sit in a maskable icon's safe zone. */
function iconSvg(size: number, shape: Shape, scale = 1): string {
  const bg =
    shape === 'rounded'
      ? `<rect width="512" height="512" rx="112" fill="${PALETTE.teal}"/>`
      : `<rect width="512" height="512" fill="${PALETTE.teal}"/>`
  // Move the mark's centre (256, 268) to the icon's centre (256, 256) while scaling.
  const transform = `translate(256 256) scale(${scale}) translate(-256 -268)`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">` +
    `${bg}<g transform="${transform}">${mark()}</g></svg>`
  )
}

interface Output {
  file: string
  size: number
  shape: Shape
  scale: number
}

const OUTPUTS: readonly Output[] = [
  { file: 'public/icons/icon-192.png', size: 192, shape: 'rounded', scale: 0.92 },
  { file: 'public/icons/icon-512.png', size: 512, shape: 'rounded', scale: 0.92 },
  // Maskable: the platform crops to its own shape; everything that matters stays inside the
  // central circle of 80 % diameter. The mark's half-diagonal at 0.78 is about 180 of 205 px.
  { file: 'public/icons/maskable-512.png', size: 512, shape: 'full-bleed', scale: 0.78 },
  // iOS rounds the corners itself and shows transparency as black: full bleed.
  { file: 'public/icons/apple-touch-icon-180.png', size: 180, shape: 'full-bleed', scale: 0.86 },
  { file: 'public/icons/favicon-32.png', size: 32, shape: 'rounded', scale: 1.1 },
]

async function main(): Promise<void> {
  await mkdir(join(root, 'public/icons'), { recursive: true })
  for (const out of OUTPUTS) {
    const png = await sharp(Buffer.from(iconSvg(out.size, out.shape, out.scale)))
      .png({ compressionLevel: 9, palette: true, colours: 64 })
      .toBuffer()
    await writeFile(join(root, out.file), png)
    console.log(`${out.file}  ${out.size}x${out.size}  ${png.length} bytes`)
  }
  // A title names the mark for screen readers where the SVG is shown as an image.
  const favicon = iconSvg(32, 'rounded', 1.1)
    .replace(' width="32" height="32"', ' role="img" aria-label="Funduq"')
    .replace('>', '><title>Funduq</title>')
  await writeFile(join(root, 'public/favicon.svg'), `${favicon}\n`)
  console.log(`public/favicon.svg  ${favicon.length} bytes`)
}

await main()
