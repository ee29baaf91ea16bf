import { Hono } from 'hono'
import type { AppEnv } from '../http/context'
import { serveFileRanges } from '../http/file-ranges'
import { BASEMAP_PATH } from './pmtiles-file'

/**
 * The MAP_PMTILES file at /map/basemap.pmtiles, read by the browser in byte ranges (a header,
 * directories, then each tile it draws). An hour fresh: an operator who replaces the file is
 * picked up within the hour, and the pmtiles client notices a changed ETag between the pieces
 * it holds and starts over on the new file rather than mixing the two.
 */
export function basemapRoutes(file: string | undefined) {
  const app = new Hono<AppEnv>()
  app.on(['GET', 'HEAD'], BASEMAP_PATH, async (c) => {
    if (!file) return c.text('Not found', 404)
    try {
      return await serveFileRanges(c, file, {
        contentType: 'application/octet-stream',
        cacheControl: 'public, max-age=3600',
      })
    } catch (error) {
      // Checked at start; gone since (moved away, disk unmounted): the maps show no streets.
      c.get('deps').log.error({ err: error, file }, 'MAP_PMTILES cannot be read')
      return c.text('The basemap file is unavailable', 503, { 'Cache-Control': 'no-store' })
    }
  })
  return app
}
