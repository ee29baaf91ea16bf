import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthInfo } from '../../contract/auth'
import { ApiError, api, apiBlob, setApiTransport, setForbiddenHandler } from './api'
import { isOffline } from './connectivity'
import { i18n } from './i18n'
import { onSessionRefused, readAuth, writeAuth } from './session'

/**
 * The one client HTTP layer, against a fake server: what every call sends, the shared refresh
 * after a 401, the refused refresh as one event, errors as ApiError, and the offline indicator.
 */
const user = (id: number, isGuest: boolean) => ({
  id,
  name: isGuest ? 'Guest User' : 'Layla',
  image: null,
  email: null,
  phone: null,
  country: null,
  city: null,
  is_guest: isGuest,
  is_agent: false,
  role: 'user' as const,
  language: 'ar',
  currency: 'USD',
})
const session = (n: number, isGuest = false): AuthInfo => ({
  token: `access-${n}`,
  refreshToken: `refresh-${n}`,
  userAuth: user(n, isGuest),
})
/** The same person's session after a refresh: new tokens, same account. */
const rotated = (id: number, n: number): AuthInfo => ({ ...session(n), userAuth: user(id, false) })

interface Sent {
  url: string
  method: string
  headers: Headers
  body: unknown
}
let sent: Sent[]
let answer: (req: Sent) => Response | Promise<Response>

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

// No catalog: messages read as their ids, which is enough here.
i18n.loadAndActivate({ locale: 'ar', messages: {} })

beforeEach(() => {
  const store = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, value: string) => void store.set(k, value),
    removeItem: (k: string) => void store.delete(k),
  })
  sent = []
  setApiTransport(async (url, init) => {
    const req = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    }
    sent.push(req)
    return answer(req)
  })
})
afterEach(() => vi.unstubAllGlobals())

const Ok = v.object({ ok: v.boolean() })

describe('api', () => {
  it('sends the bearer token, the language and a JSON body, and reads the answer with the schema', async () => {
    writeAuth(session(1))
    answer = () => json({ ok: true })
    expect(
      await api(Ok, '/things', { method: 'POST', body: { a: 1 }, query: { page: 2, empty: '' } }),
    ).toEqual({
      ok: true,
    })
    const [req] = sent
    expect(req?.url).toBe('/api/things?page=2')
    expect(req?.headers.get('Authorization')).toBe('Bearer access-1')
    expect(req?.headers.get('Accept-Language')).toBe('ar')
    expect(req?.headers.get('Content-Type')).toBe('application/json')
    expect(req?.body).toEqual({ a: 1 })
  })

  it('starts a guest session before a first call that changes something', async () => {
    answer = (req) =>
      req.url === '/api/auth/guest-user' ? json({ data: session(7, true) }) : json({ ok: true })
    await api(Ok, '/favourites', { method: 'POST', body: {} })
    expect(sent.map((r) => r.url)).toEqual(['/api/auth/guest-user', '/api/favourites'])
    expect(sent[1]?.headers.get('Authorization')).toBe('Bearer access-7')
    expect(readAuth()?.userAuth.is_guest).toBe(true)
  })

  it('refreshes once for parallel 401s and retries each call with the new token', async () => {
    writeAuth(session(1))
    answer = (req) => {
      if (req.url === '/api/auth/guest-user') {
        expect(req.body).toEqual({ refreshToken: 'refresh-1' })
        return json({ data: rotated(1, 2) })
      }
      return req.headers.get('Authorization') === 'Bearer access-2' ? json({ ok: true }) : json({}, 401)
    }
    const results = await Promise.all([api(Ok, '/a'), api(Ok, '/b'), api(Ok, '/c')])
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }])
    expect(sent.filter((r) => r.url === '/api/auth/guest-user')).toHaveLength(1)
    expect(readAuth()?.token).toBe('access-2')
  })

  it("announces a refused refresh once, goes on as a new guest, and never sends the member's calls as that guest", async () => {
    writeAuth(session(1))
    const ended: AuthInfo[] = []
    const off = onSessionRefused((info) => ended.push(info))
    answer = (req) => {
      if (req.url === '/api/auth/guest-user')
        return (req.body as { refreshToken?: string }).refreshToken
          ? json({ message: 'refused' }, 401)
          : json({ data: session(9, true) })
      return req.headers.get('Authorization') === 'Bearer access-9' ? json({ ok: true }) : json({}, 401)
    }
    const results = await Promise.allSettled([
      api(Ok, '/my-reservations'),
      api(Ok, '/add-or-remove-from-faviorate', { method: 'POST', body: { hotel_id: 1, state: false } }),
    ])
    await Promise.resolve()
    off()
    expect(ended.map((s) => s.userAuth.id)).toEqual([1])
    expect(readAuth()?.userAuth).toMatchObject({ id: 9, is_guest: true })
    // Both fail with their 401: the member's list is not the guest's empty one, and the removal
    // was not made in the new guest's account.
    for (const r of results) expect(r).toMatchObject({ status: 'rejected', reason: { status: 401 } })
    expect(sent.filter((r) => r.headers.get('Authorization') === 'Bearer access-9')).toEqual([])
    // The next call is the new guest's own.
    expect(await api(Ok, '/a')).toEqual({ ok: true })
  })

  it("retries a guest's read as the new guest, but not a guest's change", async () => {
    writeAuth(session(3, true))
    answer = (req) => {
      if (req.url === '/api/auth/guest-user')
        return (req.body as { refreshToken?: string }).refreshToken
          ? json({ message: 'refused' }, 401)
          : json({ data: session(9, true) })
      return req.headers.get('Authorization') === 'Bearer access-9' ? json({ ok: true }) : json({}, 401)
    }
    expect(await api(Ok, '/hotels')).toEqual({ ok: true })
    writeAuth(session(4, true))
    await expect(
      api(Ok, '/add-or-remove-from-faviorate', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      status: 401,
    })
  })

  it('asks again once when a refresh answer is lost, and the session goes on', async () => {
    writeAuth(session(1))
    const ended = vi.fn()
    const off = onSessionRefused(ended)
    let refreshes = 0
    answer = (req) => {
      if (req.url === '/api/auth/guest-user') {
        refreshes++
        expect(req.body).toEqual({ refreshToken: 'refresh-1' })
        // The first answer never arrives; the server's grace gives the retry the same successor.
        return refreshes === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : json({ data: rotated(1, 2) })
      }
      return req.headers.get('Authorization') === 'Bearer access-2' ? json({ ok: true }) : json({}, 401)
    }
    expect(await api(Ok, '/my-reservations')).toEqual({ ok: true })
    off()
    expect(refreshes).toBe(2)
    expect(ended).not.toHaveBeenCalled()
    expect(readAuth()).toMatchObject({ token: 'access-2', userAuth: { id: 1, is_guest: false } })
  })

  it('keeps the session when the refresh gets no answer (offline): the call fails, nothing is announced', async () => {
    writeAuth(session(1))
    const ended = vi.fn()
    const off = onSessionRefused(ended)
    answer = (req) => (req.url === '/api/auth/guest-user' ? json({}, 503) : json({}, 401))
    await expect(api(Ok, '/a')).rejects.toMatchObject({ status: 401 })
    off()
    expect(ended).not.toHaveBeenCalled()
    expect(readAuth()?.token).toBe('access-1')
  })

  it('turns an error body into an ApiError with its field messages, body and Retry-After', async () => {
    writeAuth(session(1))
    answer = () =>
      json({ message: 'Check the fields', errors: { email: ['Invalid email'] } }, 422, {
        'Retry-After': '30',
      })
    const err = await api(Ok, '/x', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({
      status: 422,
      message: 'Check the fields',
      fieldErrors: { email: ['Invalid email'] },
      body: { message: 'Check the fields', errors: { email: ['Invalid email'] } },
      retryAfter: 30,
    })
  })

  it('goes home on a 403 unless the call expects it as an answer', async () => {
    writeAuth(session(1))
    const home = vi.fn()
    setForbiddenHandler(home)
    answer = () => json({ message: 'Verify your phone', phone: '+9647700000000' }, 403)
    await expect(
      api(Ok, '/auth/login', { method: 'POST', body: {}, forbiddenIsAnswer: true }),
    ).rejects.toMatchObject({ status: 403, body: { phone: '+9647700000000' } })
    expect(home).not.toHaveBeenCalled()
    await expect(api(Ok, '/admin')).rejects.toBeInstanceOf(ApiError)
    expect(home).toHaveBeenCalledOnce()
  })

  it('sends multipart as it is and reads a file answer as a Blob', async () => {
    writeAuth(session(1))
    answer = (req) =>
      req.method === 'POST'
        ? json({ ok: true })
        : new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } })
    const form = new FormData()
    form.set('name', 'Layla')
    await api(Ok, '/auth/update-profile', { method: 'POST', form })
    expect(sent[0]?.body).toBe(form)
    expect(sent[0]?.headers.has('Content-Type')).toBe(false)
    const pdf = await apiBlob('/voucher/1')
    expect(await pdf.text()).toBe('%PDF-1.7')
    expect(sent[1]?.headers.get('Accept')).toBe('application/pdf, application/json')
  })

  it('reports every call to the offline indicator, the session calls included', async () => {
    writeAuth(session(1))
    answer = () => Promise.reject(new TypeError('Failed to fetch'))
    await expect(api(Ok, '/a')).rejects.toBeInstanceOf(TypeError)
    expect(isOffline()).toBe(true)
    answer = () => json({ ok: true })
    await api(Ok, '/a')
    expect(isOffline()).toBe(false)
    // A guest session that cannot start says so too, before the call itself goes out.
    writeAuth(null)
    answer = () => json({ ok: true })
    await api(Ok, '/a')
    expect(isOffline()).toBe(false)
    let offlineWhenSent: boolean | undefined
    answer = (req) => {
      if (req.url === '/api/auth/guest-user') return Promise.reject(new TypeError('Failed to fetch'))
      offlineWhenSent = isOffline()
      return json({ ok: true })
    }
    await api(Ok, '/b', { method: 'POST', body: {} })
    expect(offlineWhenSent).toBe(true)
  })
})
