import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthInfo } from '../../contract/auth'
import { readAuth, refreshSession, writeAuth } from './session'

const user = (id: number, isGuest: boolean, token: string): AuthInfo => ({
  token,
  refreshToken: `refresh-${token}`,
  userAuth: {
    id,
    name: isGuest ? 'Guest User' : 'Sara',
    image: null,
    email: null,
    phone: null,
    country: null,
    city: null,
    is_guest: isGuest,
    is_agent: false,
    role: 'user',
    language: 'en',
    currency: 'USD',
  },
})

/** The server as `fetch` sees it: one answer per call, and the bodies it was sent. */
function serverAnswers(...answers: (() => Response)[]) {
  const bodies: unknown[] = []
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)))
    const next = answers.shift()
    if (!next) throw new Error('unexpected call')
    return next()
  })
  vi.stubGlobal('fetch', fetch)
  return { fetch, bodies }
}
const json = (status: number, body: unknown) => () => Response.json(body, { status })

beforeEach(() => {
  const store = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  })
  writeAuth(user(7, false, 'stale'))
})
afterEach(() => vi.unstubAllGlobals())

describe('refreshSession', () => {
  it('trades the refresh token for a new pair of the same user', async () => {
    const { bodies } = serverAnswers(json(200, { data: user(7, false, 'fresh') }))
    expect((await refreshSession('stale'))?.token).toBe('fresh')
    expect(bodies).toEqual([{ refreshToken: 'refresh-stale' }])
    expect(readAuth()?.userAuth.id).toBe(7)
  })

  it('starts over as a new guest when the server refuses the refresh token', async () => {
    serverAnswers(json(401, { message: 'Unauthenticated.' }), json(201, { data: user(8, true, 'guest') }))
    expect((await refreshSession('stale'))?.userAuth.is_guest).toBe(true)
    expect(readAuth()?.userAuth.id).toBe(8)
  })

  it('keeps the sign-in when the server cannot answer now (503, 429, offline)', async () => {
    const offline = () => Promise.reject(new TypeError('offline'))
    for (const answer of [json(503, {}), json(429, {}), offline]) {
      const { fetch } = serverAnswers(answer as () => Response)
      expect((await refreshSession('stale'))?.userAuth.id).toBe(7)
      // No answer at all may be an answer lost after the server rotated the token: asked once
      // more (the server's grace gives the same successor). A 503 or 429 is an answer.
      expect(fetch).toHaveBeenCalledTimes(answer === offline ? 2 : 1)
      expect(readAuth()?.token).toBe('stale')
    }
  })

  it('refreshes once for parallel 401s, and not at all when the token already changed', async () => {
    const { fetch } = serverAnswers(json(200, { data: user(7, false, 'fresh') }))
    const results = await Promise.all([
      refreshSession('stale'),
      refreshSession('stale'),
      refreshSession('stale'),
    ])
    expect(results.map((r) => r?.token)).toEqual(['fresh', 'fresh', 'fresh'])
    // A call that was sent with the old token and failed after the refresh: no second refresh.
    expect((await refreshSession('stale'))?.token).toBe('fresh')
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
