import { and, eq, isNull } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/support/test-app'
import { sessions } from '../db/schema'

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

  it('revokes the whole family when a token older than the last one comes back', async () => {
    const first = (await (await post()).json()).data
    const second = (await (await post({ refreshToken: first.refreshToken })).json()).data
    const third = (await (await post({ refreshToken: second.refreshToken })).json()).data
    // The first token again, though its successor was used: someone else has it. All stop working.
    expect((await post({ refreshToken: first.refreshToken })).status).toBe(401)
    expect((await post({ refreshToken: third.refreshToken })).status).toBe(401)
    const me = await t.app.request('/api/auth/me', { headers: { Authorization: `Bearer ${third.token}` } })
    expect(me.status).toBe(401)
  })
  it('validates the body with the contract schema', async () => {
    const res = await post({ refreshToken: 42 })
    expect(res.status).toBe(422)
    expect((await res.json()).errors.refreshToken).toBeDefined()
  })
})

describe('refresh: a lost answer (decision 30)', () => {
  const refresh = async (refreshToken: string) => {
    const res = await post({ refreshToken })
    return { status: res.status, data: res.status === 200 ? (await res.json()).data : null }
  }

  it('answers a retry of the token just used with the same successor, and the session goes on', async () => {
    const first = (await (await post()).json()).data
    const lost = await refresh(first.refreshToken)
    const retry = await refresh(first.refreshToken)
    expect(retry.status).toBe(200)
    expect(retry.data.refreshToken).toBe(lost.data.refreshToken)
    expect(retry.data.userAuth.id).toBe(first.userAuth.id)
    const me = await t.app.request('/api/auth/me', {
      headers: { Authorization: `Bearer ${retry.data.token}` },
    })
    expect((await me.json()).data.id).toBe(first.userAuth.id)
    // The successor works once, as any refresh token…
    const next = await refresh(retry.data.refreshToken)
    expect(next.status).toBe(200)
    // …and once it is used, the first token is an old one: the family ends.
    expect((await refresh(first.refreshToken)).status).toBe(401)
    expect((await refresh(next.data.refreshToken)).status).toBe(401)
  })

  it('revokes the family when the token comes back after the grace period', async () => {
    const first = (await (await post()).json()).data
    const second = (await refresh(first.refreshToken)).data
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] })
    try {
      expect((await refresh(first.refreshToken)).status).toBe(401)
      expect((await refresh(second.refreshToken)).status).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })

  it('gives two racing uses of one token the same successor: the family does not fork', async () => {
    const first = (await (await post()).json()).data
    const answers = await Promise.all([0, 1, 2].map(() => refresh(first.refreshToken)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const successors = new Set(answers.map((a) => a.data.refreshToken))
    expect(successors.size).toBe(1)
    const [successor = ''] = successors
    const rows = await t.deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.user_id, first.userAuth.id), isNull(sessions.used_at)))
    // One live token in the family, whoever won.
    expect(rows).toHaveLength(1)
    expect((await refresh(successor)).status).toBe(200)
  })

  it('keeps no refresh token in clear: the sealed successor opens only with the token before it', async () => {
    const first = (await (await post()).json()).data
    const second = (await refresh(first.refreshToken)).data
    const rows = await t.deps.db.select().from(sessions).where(eq(sessions.user_id, first.userAuth.id))
    const stored = JSON.stringify(rows)
    for (const token of [first.refreshToken, second.refreshToken]) expect(stored).not.toContain(token)
    expect(rows.find((r) => r.used_at)?.successor_box).toBeTruthy()
    // A made-up token with the same hash is impossible; a wrong one simply is unknown.
    expect((await refresh(`${first.refreshToken.slice(0, -2)}AA`)).status).toBe(401)
    // Once the successor is used, the sealed copy is dropped.
    await refresh(second.refreshToken)
    const after = await t.deps.db.select().from(sessions).where(eq(sessions.user_id, first.userAuth.id))
    expect(after.filter((r) => r.successor_box !== null)).toHaveLength(1)
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
