import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './context'

/** One structured line per API request: method, path, status, duration. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now()
  await next()
  if (!c.req.path.startsWith('/api/')) return
  c.get('deps').log.info(
    {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    },
    'request',
  )
})
