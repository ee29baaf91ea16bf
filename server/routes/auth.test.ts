import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (body?: unknown) =>
  t.app.request('/api/auth/guest-user', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

describe('guest sessions', () => {
  it('creates a guest with a token pair and userAuth', async () => {
    const res = await post()
    expect(res.status).toBe(201)
    const { data } = await res.json()
    expect(data.token.split('.')).toHaveLength(3)
    expect(data.refreshToken.length).toBeGreaterThanOrEqual(40)
    expect(data.userAuth).toMatchObject({ name: 'Guest User', is_guest: true, is_agent: false })
  })

  it('accepts its token on API calls', async () => {
    const { data } = await (await post()).json()
    const res = await t.app.request('/api/governorates', {
      headers: { Authorization: `Bearer ${data.token}` },
    })
    expect(res.status).toBe(200)
  })

  it('refreshes with the refresh token, for the same user, with a new pair', async () => {
    const first = (await (await post()).json()).data
    const res = await post({ refreshToken: first.refreshToken })
    expect(res.status).toBe(200)
    const second = (await res.json()).data
    expect(second.userAuth.id).toBe(first.userAuth.id)
    expect(second.refreshToken).not.toBe(first.refreshToken)
  })
})

describe('guest sessions: security', () => {
  it('answers 401 to a tampered, foreign or unsigned token', async () => {
    const { data } = await (await post()).json()
    const [h, p, s] = data.token.split('.')
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: '1', typ: 'access' })).toString('base64url')}.${s}`
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`
    const foreign = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setAudience('funduq-api')
      .setIssuer('funduq')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not-our-key-not-our-key-not-our-key'))
    for (const token of [tampered, none, foreign, 'garbage']) {
      const res = await t.app.request('/api/governorates', { headers: { Authorization: `Bearer ${token}` } })
      expect(res.status).toBe(401)
    }
  })

  it('names the Bearer scheme on every 401, with or without a token', async () => {
    const noToken = await t.app.request('/api/my-reservations')
    const badToken = await t.app.request('/api/governorates', {
      headers: { Authorization: 'Bearer garbage' },
    })
    for (const res of [noToken, badToken, await post({ refreshToken: 'made-up-token' })]) {
      expect(res.status).toBe(401)
      expect(res.headers.get('WWW-Authenticate')).toBe('Bearer')
    }
  })

  it('refuses an unknown refresh token', async () => {
    expect((await post({ refreshToken: 'made-up-token' })).status).toBe(401)
  })

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = (await (await post()).json()).data
    const second = (await (await post({ refreshToken: first.refreshToken })).json()).data
    // The first token again: someone else has it. Both tokens stop working.
    expect((await post({ refreshToken: first.refreshToken })).status).toBe(401)
    expect((await post({ refreshToken: second.refreshToken })).status).toBe(401)
  })

  it('validates the body with the contract schema', async () => {
    const res = await post({ refreshToken: 42 })
    expect(res.status).toBe(422)
    expect((await res.json()).errors.refreshToken).toBeDefined()
  })
})

describe('access tokens', () => {
  it('stop working at their expiry, also after they were accepted', async () => {
    const { data } = await (await post()).json()
    const call = () => t.app.request('/api/auth/me', { headers: { Authorization: `Bearer ${data.token}` } })
    expect((await call()).status).toBe(200)
    vi.useFakeTimers({ now: Date.now() + 16 * 60 * 1000, toFake: ['Date'] })
    try {
      expect((await call()).status).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })

  it('stop working when their session ends, also after they were accepted', async () => {
    const { data } = await (await post()).json()
    const headers = { Authorization: `Bearer ${data.token}` }
    expect((await t.app.request('/api/auth/me', { headers })).status).toBe(200)
    await t.deps.tokens.revokeByRefresh(data.refreshToken)
    expect((await t.app.request('/api/auth/me', { headers })).status).toBe(401)
  })
})
