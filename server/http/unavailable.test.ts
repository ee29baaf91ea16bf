import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { messages } from '../../contract/messages'
import { createTestApp } from '../../tests/support/test-app'
import { isDatabaseUnavailable } from '../db/errors'
import { translate } from '../i18n'
import { createLogger } from '../logger'
import type { AppDeps, AppEnv } from './context'
import { deadline } from './deadline'
import { onError } from './errors'

describe('a database that cannot answer', () => {
  it('gives the translated 503 to calls that need it; liveness stays, readiness goes', async () => {
    const t = await createTestApp()
    expect((await t.app.request('/api/ready')).status).toBe(200)
    // PGlite closed, or the PostgreSQL pool ended: every query fails from now on.
    await t.close()
    for (const lang of ['ar', 'en', 'kr'] as const) {
      const res = await t.app.request('/api/currency', { headers: { 'Accept-Language': lang } })
      expect(res.status).toBe(503)
      expect(res.headers.get('Retry-After')).toBe('5')
      expect(await res.json()).toEqual({ message: translate(messages.serviceUnavailable.id, lang) })
    }
    // A write (a new guest session) as well as reads.
    const guest = await t.app.request('/api/auth/guest-user', { method: 'POST', body: '{}' })
    expect(guest.status).toBe(503)
    expect((await t.app.request('/api/health')).status).toBe(200)
    const ready = await t.app.request('/api/ready', { headers: { 'Accept-Language': 'en' } })
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ message: translate(messages.serviceUnavailable.id, 'en') })
  })

  it('tells outages from mistakes', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause })
    for (const outage of [
      wrapped(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
      wrapped(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })),
      wrapped(Object.assign(new Error('could not extend file'), { code: '53100' })),
      wrapped(new Error('Connection terminated unexpectedly')),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]),
    ])
      expect(isDatabaseUnavailable(outage)).toBe(true)
    for (const mistake of [
      wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })),
      wrapped(Object.assign(new Error('could not serialize access'), { code: '40001' })),
      new TypeError('x is undefined'),
      null,
    ])
      expect(isDatabaseUnavailable(mistake)).toBe(false)
  })
})

describe('the request deadline', () => {
  it('answers the translated 503 when a handler runs past it', async () => {
    const deps = { log: createLogger('silent') } as AppDeps
    const app = new Hono<AppEnv>()
    app.onError(onError)
    app.use('*', async (c, next) => {
      c.set('deps', deps)
      c.set('lang', 'en')
      await next()
    })
    app.use('*', deadline(50))
    let finished = false
    app.get('/slow', async (c) => {
      await new Promise((r) => setTimeout(r, 300))
      finished = true
      return c.json({ late: true })
    })
    app.get('/quick', (c) => c.json({ ok: true }))
    const slow = await app.request('/slow')
    expect(slow.status).toBe(503)
    expect(await slow.json()).toEqual({ message: translate(messages.serviceUnavailable.id, 'en') })
    expect(finished).toBe(false)
    const quick = await app.request('/quick')
    expect(quick.status).toBe(200)
    expect(await quick.json()).toEqual({ ok: true })
  })
})
