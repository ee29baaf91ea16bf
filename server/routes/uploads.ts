import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono } from 'hono'
import type { AppEnv } from '../http/context'
import { notFound } from '../http/errors'
import { AVATAR_FILE, avatarDir } from '../services/avatars'

/**
 * Profile images, by the random names the server gave them: nothing else in the folder can be
 * named, and every file there is a WebP the server itself encoded. Names never change content,
 * so they are cached for good.
 */
export const uploadRoutes = new Hono<AppEnv>()
  .get('/avatars/:file{[0-9a-f]{32}\\.webp}', async (c) => {
    const file = c.req.param('file')
    if (!AVATAR_FILE.test(file)) throw notFound()
    let bytes: Buffer
    try {
      bytes = await readFile(join(avatarDir(c.get('deps').env.DATA_DIR), file))
    } catch {
      throw notFound()
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
  })
  .all('*', () => {
    throw notFound()
  })
