import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Context, Hono } from 'hono'
import { IMAGE_WIDTHS } from '../../contract/media'
import type { AppEnv } from '../http/context'
import { notFound } from '../http/errors'
import { PHOTO_KEY, photoDir, photoFile } from '../services/admin/photo-files'
import { AVATAR_FILE, avatarDir } from '../services/avatars'

const DEFAULT_WIDTH = 960

async function sendWebp(c: Context<AppEnv>, path: string) {
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch {
    throw notFound()
  }
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'image/webp',
    'Cache-Control': 'public, max-age=31536000, immutable',
  })
}

/**
 * Profile images and the console's photos (each in every width the pages use), by the random
 * names the server gave them: nothing else in the folder can be named, and every file there is a WebP the server itself encoded. Names never change content,
 * so they are cached for good.
 */
export const uploadRoutes = new Hono<AppEnv>()
  .get('/avatars/:file{[0-9a-f]{32}\\.webp}', async (c) => {
    const file = c.req.param('file')
    if (!AVATAR_FILE.test(file)) throw notFound()
    return sendWebp(c, join(avatarDir(c.get('deps').env.DATA_DIR), file))
  })
  .get('/photos/:file{[0-9a-f]{32}\\.webp}', async (c) => {
    const key = c.req.param('file').slice(0, -'.webp'.length)
    if (!PHOTO_KEY.test(key)) throw notFound()
    // The widths the pages ask for (contract/media.ts); each was stored at upload.
    const w = c.req.query('w') ?? String(DEFAULT_WIDTH)
    const width = IMAGE_WIDTHS.find((x) => String(x) === w)
    if (!width) throw notFound()
    return sendWebp(c, join(photoDir(c.get('deps').env.DATA_DIR), photoFile(key, width)))
  })
  .all('*', () => {
    throw notFound()
  })
