/**
 * `npm run reference-media`: draws the governorate and slideshow pictures production serves
 * (decision 40) into server/reference-media/, with the demo's own drawing code. Run it again
 * after changing that drawing code, and commit the files.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { HERO_SLIDES, REFERENCE_MEDIA, type ReferenceKind } from '../contract/reference-media'
import { GOVERNORATES } from '../server/db/seed/governorates'
import { REFERENCE_MEDIA_DIR, referenceFile } from '../server/http/reference-media'
import { renderWebp } from '../server/media/render'

const keys: Record<ReferenceKind, string[]> = {
  governorate: GOVERNORATES.map((g) => g.slug),
  slide: Array.from({ length: HERO_SLIDES }, (_, i) => String(i + 1)),
}

rmSync(REFERENCE_MEDIA_DIR, { recursive: true, force: true })
let bytes = 0
let files = 0
for (const kind of Object.keys(REFERENCE_MEDIA) as ReferenceKind[]) {
  mkdirSync(join(REFERENCE_MEDIA_DIR, kind), { recursive: true })
  for (const key of keys[kind])
    for (const width of REFERENCE_MEDIA[kind]) {
      const body = await renderWebp(kind, key, width)
      if (!body) throw new Error(`no picture for ${kind}/${key}`)
      writeFileSync(referenceFile(kind, key, width), body)
      bytes += body.byteLength
      files++
    }
}
console.log(`${files} pictures, ${(bytes / 1024 / 1024).toFixed(1)} MB, in ${REFERENCE_MEDIA_DIR}`)
