import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { messages } from '../../contract/messages'
import { compressAnswers } from './compress'
import type { AppEnv } from './context'
import { errorResponse, HttpError } from './errors'
import { createPageHints } from './page-hints'
import { createPageRenderer } from './page-render'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Files whose name does not change between releases must be revalidated every time. */
const REVALIDATE = 'no-cache'

/**
 * The built PWA from `dist/`: hashed assets cached for a year, brotli/gzip files made at
 * build time served when the browser accepts them, and any other GET outside /api answered
 * with index.html so client routes survive a reload.
 */
export function staticSite(distDir: string, api: (request: Request) => Response | Promise<Response>) {
  const app = new Hono<AppEnv>()
  if (!existsSync(join(distDir, 'index.html'))) return app
  const root = distDir
  const hints = createPageHints(distDir)
  // Pages and files are read, never written: any other method is answered at once, before a
  // file or a render is looked at (OPTIONS used to get a file's length and no body, and hang).
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    return errorResponse(
      c,
      new HttpError(405, messages.methodNotAllowed.id, undefined, { Allow: 'GET, HEAD' }),
    )
  })
  // Build bookkeeping (Vite's manifest in .vite/) is for this server, not for browsers.
  app.use('/.*', async (c) => c.text('Not found', 404))
  // Nor is the compiled server that `npm run build` puts beside the PWA (dist/server/).
  app.use('/server/*', async (c) => c.text('Not found', 404))
  // index.html, whichever route asked for it: tell the browser what that page will need (a
  // drawn page carries the same hints in its <head>: see hintsAsTags).
  app.use('*', async (c, next) => {
    await next()
    if (c.req.method !== 'GET' || !c.res.headers.get('Content-Type')?.startsWith('text/html')) return
    if (c.get('hintsInPage')) return
    const links = await hints(c)
    if (links.length) c.res.headers.set('Link', links.join(', '))
  })
  // A first visit's public page comes drawn (decision 21); anything else, or a failed render, the shell.
  const render = createPageRenderer(distDir, api, hints)
  if (render) app.get('*', compressAnswers(), async (c, next) => (await render(c)) ?? next())
  app.use(
    '/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => {
        const hashed = path.includes('/assets/') || /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?)$/.test(path)
        c.header('Cache-Control', hashed ? IMMUTABLE : REVALIDATE)
      },
    }),
  )
  app.get(
    '*',
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: () => '/index.html',
      onFound: (_path, c) => {
        c.header('Cache-Control', REVALIDATE)
      },
    }),
  )
  return app
}
