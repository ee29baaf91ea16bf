/**
 * The voucher's fonts: Vazirmatn Regular and Bold, the site's own typeface, from the `vazirmatn`
 * npm package (SIL OFL 1.1). We use its full TTFs rather than `@fontsource/vazirmatn`, whose files
 * are split into Arabic and Latin subsets: one face that holds Arabic, the Sorani letters
 * (ە ێ ۆ ڕ ڵ), Latin and digits lets a mixed line like "فندق Erbil Rotana 5" be laid out in one
 * font, and the TTFs keep the GSUB/GPOS tables fontkit needs to join Arabic letters.
 *
 * Each file is read and parsed by fontkit once per process (a module-level promise); pdfkit takes
 * the parsed font object as is and embeds only the glyphs a voucher uses. Nothing is fetched at
 * run time.
 */

import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'

const require = createRequire(import.meta.url)

export interface VoucherFonts {
  regular: fontkit.Font
  bold: fontkit.Font
}

/** PostScript names, as `pdffonts` lists them after pdfkit's six-letter subset prefix. */
export const FONT_NAMES = { regular: 'Vazirmatn-Regular', bold: 'Vazirmatn-Bold' } as const

let cached: Promise<VoucherFonts> | undefined

export function loadVoucherFonts(): Promise<VoucherFonts> {
  if (!cached) {
    cached = Promise.all([open('Vazirmatn-Regular.ttf'), open('Vazirmatn-Bold.ttf')]).then(
      ([regular, bold]) => ({ regular, bold }),
    )
    // A failed read (e.g. a broken install) must not stay cached for the life of the process.
    cached.catch(() => {
      cached = undefined
    })
  }
  return cached
}

async function open(file: string): Promise<fontkit.Font> {
  const font = fontkit.create(await readFile(require.resolve(`vazirmatn/fonts/ttf/${file}`)))
  if (!('layout' in font)) throw new Error(`${file} is a font collection`)
  return withExtractableLigatures(font)
}

/**
 * pdfkit writes each glyph's code points into the PDF's ToUnicode map in logical order, so the
 * lam-alef ligature (one glyph) maps to "لا". Text extractors (poppler's pdftotext, pdf.js) read
 * glyphs in visual order and reverse right-to-left words character by character, which turned
 * "الإحداثيات" into "اإلحداثيات". So in a right-to-left run a glyph of several code points gets
 * them reversed; the extractors' reversal then gives logical order back. Single-character glyphs
 * and Latin ligatures are left alone.
 */
function withExtractableLigatures(font: fontkit.Font): fontkit.Font {
  const layout = font.layout.bind(font)
  font.layout = (...args) => {
    const run = layout(...args)
    if (run.direction === 'rtl') {
      run.glyphs = run.glyphs.map((g) =>
        g.codePoints.length > 1
          ? Object.create(g, { codePoints: { value: [...g.codePoints].reverse() } })
          : g,
      )
    }
    return run
  }
  return font
}
