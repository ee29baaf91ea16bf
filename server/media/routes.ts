/**
 * GET /:kind/:key.webp[?w=width] — locally drawn placeholder images, mounted at /media.
 * The pixels for a URL never change, so responses are cacheable for a year.
 */

import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { getImage } from './cache'
import { isKind, KINDS, WIDTHS } from './kinds'

export interface MediaOptions {
  /** Where rendered files are kept, e.g. `${DATA_DIR}/media`. */
  cacheDir: string
  /**
   * Optional gate, e.g. "does this hotel exist?". Without it any well-formed key is drawn,
   * which lets a client fill the cache with made-up ids.
   */
  accept?: (kind: string, key: string) => boolean | Promise<boolean>
}

const CACHE_CONTROL = 'public, max-age=31536000, immutable'
const WIDTH_STRINGS: readonly string[] = WIDTHS.map(String)

export function mediaRoutes(opts: MediaOptions): Hono {
  const app = new Hono()

  app.get('/:kind/:file', async (c) => {
    const kind = c.req.param('kind')
    const file = c.req.param('file')
    if (!isKind(kind) || !file.endsWith('.webp')) return c.json({ message: 'Image not found' }, 404)
    const key = file.slice(0, -'.webp'.length)
    if (!KINDS[kind].key.test(key) || key.length > 48) return c.json({ message: 'Image not found' }, 404)

    const w = c.req.query('w')
    let width = KINDS[kind].defaultWidth
    if (w !== undefined) {
      // Compared as strings, so '0960' or '960.0' cannot make a second cache file for one picture.
      if (!WIDTH_STRINGS.includes(w)) {
        return c.json(
          { message: `w must be one of ${WIDTHS.join(', ')}`, errors: { w: ['Unsupported width'] } },
          400,
        )
      }
      width = Number(w)
    }
    if (opts.accept && !(await opts.accept(kind, key))) return c.json({ message: 'Image not found' }, 404)

    const image = await getImage(opts.cacheDir, kind, key, width)
    if (!image) return c.json({ message: 'Image not found' }, 404)
    const etag = `"${createHash('sha1').update(image.body).digest('base64url')}"`
    const headers = { 'Cache-Control': CACHE_CONTROL, ETag: etag }
    if (
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304, headers)
    return c.body(new Uint8Array(image.body), 200, { ...headers, 'Content-Type': 'image/webp' })
  })

  app.all('*', (c) => c.json({ message: 'Image not found' }, 404))
  return app
}
