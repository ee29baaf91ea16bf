import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from './context'
import { lazyRoutes } from './lazy-routes'

function outer(load: () => Promise<Hono>) {
  const app = new Hono<AppEnv>()
  app.onError((error, c) => c.json({ message: `handled: ${error.message}` }, 503))
  app.route('/pics', lazyRoutes('/pics', load))
  return app
}

describe('lazyRoutes', () => {
  it('loads the routes once, at the first request, and answers as if they were mounted', async () => {
    let loads = 0
    const app = outer(async () => {
      loads++
      const routes = new Hono()
      routes.get('/:name', (c) => c.text(`picture ${c.req.param('name')}`))
      routes.get('/fail/now', () => {
        throw new Error('broken picture')
      })
      return routes
    })
    expect(loads).toBe(0)
    const answers = await Promise.all(['a', 'b', 'c'].map((n) => app.request(`/pics/${n}`)))
    expect(await Promise.all(answers.map((r) => r.text()))).toEqual(['picture a', 'picture b', 'picture c'])
    expect(loads).toBe(1)
    expect((await app.request('/pics/x/y/z')).status).toBe(404)
    // A handler's error reaches the app's own error handler, as with a mounted sub-app.
    const failed = await app.request('/pics/fail/now')
    expect(failed.status).toBe(503)
    expect(await failed.json()).toEqual({ message: 'handled: broken picture' })
  })

  it('tries a failed load again at the next request', async () => {
    let loads = 0
    const app = outer(async () => {
      if (++loads === 1) throw new Error('module missing')
      return new Hono().get('/:name', (c) => c.text('ok'))
    })
    const first = await app.request('/pics/a')
    expect(first.status).toBe(503)
    expect(await first.json()).toEqual({ message: 'handled: module missing' })
    expect(await (await app.request('/pics/a')).text()).toBe('ok')
    expect(loads).toBe(2)
  })
})
