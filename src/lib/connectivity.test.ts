import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendToApi, setApiTransport } from './api-transport'
import { isOffline } from './connectivity'
import { i18n } from './i18n'

/**
 * Issue 20: the offline indicator follows the real connection. After a call that got no
 * answer, the server is asked again by itself with backoff, so "offline" ends when the link
 * comes back even on a page that makes no more calls.
 */
i18n.loadAndActivate({ locale: 'en', messages: {} })

let calls: string[]
let reachable: boolean
let online: boolean

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('window', {})
  online = true
  vi.stubGlobal('navigator', {
    get onLine() {
      return online
    },
  })
  calls = []
  reachable = false
  setApiTransport(async (url) => {
    calls.push(url)
    if (!reachable) throw new TypeError('Failed to fetch')
    return new Response('{"status":"ok"}', { status: 200 })
  })
})
afterEach(async () => {
  // Leave the module online for the next test.
  reachable = true
  await sendToApi('/health', {})
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the offline indicator after a dead link', () => {
  it('asks the server again by itself, backing off, and says online once it answers', async () => {
    await expect(sendToApi('/hotels', {})).rejects.toBeInstanceOf(TypeError)
    expect(isOffline()).toBe(true)

    await vi.advanceTimersByTimeAsync(1_999)
    expect(calls).toEqual(['/api/hotels'])
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toEqual(['/api/hotels', '/api/health'])
    expect(isOffline()).toBe(true)

    // The next try waits twice as long.
    await vi.advanceTimersByTimeAsync(3_999)
    expect(calls).toHaveLength(2)
    reachable = true
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toEqual(['/api/hotels', '/api/health', '/api/health'])
    expect(isOffline()).toBe(false)

    // Online again: no more probing.
    await vi.advanceTimersByTimeAsync(120_000)
    expect(calls).toHaveLength(3)
  })

  it('backs off up to 30 s between tries', async () => {
    await expect(sendToApi('/hotels', {})).rejects.toBeInstanceOf(TypeError)
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000 + 16_000 + 30_000 + 30_000)
    expect(calls.filter((c) => c === '/api/health')).toHaveLength(6)
  })

  it('leaves it to the browser while the browser itself says offline', async () => {
    online = false
    await expect(sendToApi('/hotels', {})).rejects.toBeInstanceOf(TypeError)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toEqual(['/api/hotels'])
  })
})

describe('the offline indicator outside a browser', () => {
  it("takes Node's navigator, which has no onLine (Node 21 and later), as online", async () => {
    reachable = true
    vi.stubGlobal('navigator', { userAgent: 'Node.js/22' })
    expect(isOffline()).toBe(false)
    vi.stubGlobal('navigator', { onLine: false })
    expect(isOffline()).toBe(true)
  })
})
