import { join } from 'node:path'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { AVATAR } from '../contract/account'
import { PHOTO, photoMessages } from '../contract/admin-photos'
import { messages } from '../contract/messages'
import { compressAnswers } from './http/compress'
import type { AppDeps, AppEnv } from './http/context'
import { deadline } from './http/deadline'
import { errorResponse, HttpError, notFound, onError } from './http/errors'
import { lazyRoutes } from './http/lazy-routes'
import { guestCreationLimit } from './http/rate-limit'
import { referenceMediaRoutes } from './http/reference-media'
import { requestLog } from './http/request-log'
import { mountRoutes } from './http/route'
import { securityHeaders } from './http/security-headers'
import { staticSite } from './http/static'
import { pickLanguage } from './i18n'
import { basemapRoutes } from './map/basemap-route'
import { callRoutes, probeRoutes } from './routes'
import { PHOTO_UPLOAD_PATH } from './routes/admin/photos'
import { sandboxPayRoutes } from './routes/sandbox-pay'
import { uploadRoutes } from './routes/uploads'
import { catalogueImageGate } from './services/media-catalogue'

export interface AppOptions {
  /** Folder of the built PWA; omitted in API-only tests and in `npm run dev`. */
  distDir?: string
  /** Tests: every answer is checked against its route's definition (server/http/route.ts). */
  checkAnswers?: boolean
}

/** The whole HTTP surface. Tests call `app.request()` on it with a real database. */
export function createApp(deps: AppDeps, opts: AppOptions = {}) {
  const app = new Hono<AppEnv>()
  app.onError(onError)
  app.use('*', async (c, next) => {
    c.set('deps', deps)
    c.set('lang', pickLanguage(c.req.query('lang'), c.req.header('accept-language')))
    await next()
  })
  app.use('*', requestLog)
  app.use('*', securityHeaders())

  const api = new Hono<AppEnv>()
  api.use('*', compressAnswers())
  api.use('*', async (c, next) => {
    await next()
    // Answers depend on the caller's token and language: never let a shared cache keep them.
    // Through `c.header`, not on `c.res.headers`: @hono/node-server's answers keep headers set
    // that way apart from those they were made with, and compressAnswers' reading of the body
    // would then drop them.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
    c.header('Vary', 'Authorization, Accept-Language')
  })
  // The rest of a refused body is never read, so the connection cannot carry another request:
  // say so (Connection: close) rather than let the client send its next one into a closing socket.
  const refuseBody = (id: string) => (c: Context<AppEnv>) =>
    errorResponse(c, new HttpError(413, id, undefined, { Connection: 'close' }))
  const tooLarge = bodyLimit({ maxSize: 64 * 1024, onError: refuseBody(messages.tooLong.id) })
  // The profile form carries an image (checked again, by content, in services/avatars.ts).
  const upload = bodyLimit({
    maxSize: AVATAR.maxBytes + 64 * 1024,
    onError: refuseBody(messages.imageTooLarge.id),
  })
  // The console's photo uploads are larger (checked by content in services/admin/photo-files.ts).
  const photoUpload = bodyLimit({
    maxSize: PHOTO.maxBytes + 64 * 1024,
    onError: refuseBody(photoMessages.photoTooLarge.id),
  })
  // GET and HEAD carry no body (@hono/node-server gives their Request none): bodyLimit would
  // build the whole Request (URL, headers, abort signal) on every such call only to find that out.
  api.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : c.req.path === '/api/auth/update-profile'
        ? upload(c, next)
        : PHOTO_UPLOAD_PATH.test(c.req.path)
          ? photoUpload(c, next)
          : tooLarge(c, next),
  )
  const mount = { checkAnswers: opts.checkAnswers }
  // The probes answer before the request deadline: liveness never waits on the database, and
  // readiness says itself when it cannot answer.
  mountRoutes(api, probeRoutes, mount)
  // A photo is decoded and encoded six times (services/admin/photo-files.ts): seconds on a busy
  // machine, so its bound is longer than the 15 s that answers every other call.
  const requestDeadline = deadline()
  const photoDeadline = deadline(60_000)
  api.use('*', (c, next) =>
    PHOTO_UPLOAD_PATH.test(c.req.path) ? photoDeadline(c, next) : requestDeadline(c, next),
  )
  api.use('/auth/guest-user', guestCreationLimit)
  mountRoutes(api, callRoutes, mount)
  api.all('*', () => {
    throw notFound()
  })
  app.route('/api', api)

  // The drawing code may change between releases; a versioned folder keeps old files out.
  const cacheDir = join(deps.env.DATA_DIR, 'media-cache', 'v1')
  // The demo's pictures, drawn on request: demo mode only, and the drawing code (with sharp)
  // loads with the first one asked for, not at start. Production never loads it (decision 34).
  if (deps.env.MODE === 'demo')
    app.route(
      '/media',
      lazyRoutes('/media', async () => {
        const { mediaRoutes } = await import('./media/routes')
        return mediaRoutes({ cacheDir, accept: catalogueImageGate(deps.db) })
      }),
    )
  // Production: the reference data's governorate and slideshow pictures, drawn ahead of time.
  else app.route('/media', referenceMediaRoutes)
  app.route('/uploads', uploadRoutes)
  app.route('/sandbox-pay', sandboxPayRoutes)
  app.route('/', basemapRoutes(deps.env.MAP_PMTILES))
  if (opts.distDir)
    app.route(
      '/',
      staticSite(opts.distDir, (request) => app.fetch(request)),
    )
  return app
}

export type App = ReturnType<typeof createApp>
