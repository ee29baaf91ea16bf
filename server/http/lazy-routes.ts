import { Hono } from 'hono'
import type { AppEnv } from './context'

/**
 * Routes whose code is loaded at their first request, not when the server starts: a dynamic
 * `import()` inside `load`, which the compiled server keeps in a chunk of its own (decision 34).
 * `load` gives the routes as they would be mounted at `base`; a failed load is tried again on
 * the next request rather than remembered. Errors reach the app's own handler, as if mounted.
 */
export function lazyRoutes(base: string, load: () => Promise<Hono>): Hono<AppEnv> {
  let loading: Promise<Hono> | undefined
  const mounted = () => {
    loading ??= load().then(
      (routes) =>
        new Hono().route(base, routes).onError((error) => {
          throw error
        }),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const app = new Hono<AppEnv>()
  app.all('*', async (c) => (await mounted()).fetch(c.req.raw, c.env))
  return app
}
