import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono } from 'hono'
import { IMAGE_WIDTHS } from '../../contract/media'
import { REFERENCE_MEDIA, type ReferenceKind } from '../../contract/reference-media'
import { COMPILED } from '../compiled'
import type { AppEnv } from './context'
import { notFound } from './errors'

/**
 * Production's `/media`: the governorate and slideshow pictures of the reference data, files
 * drawn ahead of time by `npm run reference-media` (decision 40). The demo's drawing code is
 * never loaded here (decision 34); hotel and room photos are uploads (/uploads/photos).
 */
export const REFERENCE_MEDIA_DIR = COMPILED
  ? // Copied beside the compiled server by tools/build-server.ts.
    join(import.meta.dirname, 'reference-media')
  : join(import.meta.dirname, '..', 'reference-media')

export const referenceFile = (kind: ReferenceKind, key: string, width: number) =>
  join(REFERENCE_MEDIA_DIR, kind, `${key}-${width}.webp`)

const KEYS: Record<ReferenceKind, RegExp> = {
  governorate: /^[a-z][a-z0-9]*(-[a-z0-9]+){0,4}$/,
  slide: /^[1-9][0-9]?$/,
}
const isKind = (kind: string): kind is ReferenceKind => Object.hasOwn(REFERENCE_MEDIA, kind)

/** The stored width for a `?w=`: the largest not above it (the smallest if none is), 640 by default. */
function widthFor(kind: ReferenceKind, asked: string | undefined): number | null {
  const stored: readonly number[] = REFERENCE_MEDIA[kind]
  const w = asked === undefined ? 640 : IMAGE_WIDTHS.find((x) => String(x) === asked)
  if (w === undefined) return null
  const fits = stored.filter((x) => x <= w)
  return fits.length ? Math.max(...fits) : Math.min(...stored)
}

export const referenceMediaRoutes = new Hono<AppEnv>()
  .get('/:kind/:file', async (c) => {
    const kind = c.req.param('kind')
    const file = c.req.param('file')
    if (!isKind(kind) || !file.endsWith('.webp')) throw notFound()
    const key = file.slice(0, -'.webp'.length)
    const width = widthFor(kind, c.req.query('w'))
    if (!KEYS[kind].test(key) || width === null) throw notFound()
    let bytes: Buffer
    try {
      bytes = await readFile(referenceFile(kind, key, width))
    } catch {
      throw notFound()
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      // A release may draw them again under the same address: a day, not a year.
      'Cache-Control': 'public, max-age=86400',
    })
  })
  .all('*', () => {
    throw notFound()
  })
