import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setApiTransport } from '../../lib/api'
import { i18n } from '../../lib/i18n'
import { PUSH_SUBSCRIBE_TIMEOUT_MS, PushTimeout, subscribe } from './device'

/**
 * Issue 20: a push service that never answers must not hold the switch for ever. Subscribing
 * gives up after PUSH_SUBSCRIBE_TIMEOUT_MS, tells the server nothing, and a subscription that
 * arrives after that is ended at once.
 */
i18n.loadAndActivate({ locale: 'en', messages: {} })

let resolveSubscribe: ((sub: PushSubscription) => void) | null
let serverCalls: string[]
const unsubscribed = vi.fn(async () => true)

beforeEach(() => {
  vi.useFakeTimers()
  const store = new Map<string, string>([
    [
      'auth_info',
      JSON.stringify({
        token: 'access-1',
        refreshToken: 'refresh-1',
        userAuth: {
          id: 1,
          name: 'Layla',
          image: null,
          email: null,
          phone: null,
          country: null,
          city: null,
          is_guest: false,
          is_agent: false,
          language: 'en',
          currency: 'USD',
        },
      }),
    ],
  ])
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, value: string) => void store.set(k, value),
    removeItem: (k: string) => void store.delete(k),
  })
  resolveSubscribe = null
  const registration = {
    active: {},
    pushManager: {
      getSubscription: async () => null,
      subscribe: () =>
        new Promise<PushSubscription>((resolve) => {
          resolveSubscribe = resolve
        }),
    },
  }
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => registration } })
  serverCalls = []
  setApiTransport(async (url) => {
    serverCalls.push(url)
    return new Response(JSON.stringify({ data: { public_key: 'BAAA' } }), {
      headers: { 'Content-Type': 'application/json' },
    })
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('subscribing to push', () => {
  it('gives up when the push service does not answer, and ends a subscription that comes too late', async () => {
    const outcome = subscribe('en').catch((err: unknown) => err)
    await vi.advanceTimersByTimeAsync(PUSH_SUBSCRIBE_TIMEOUT_MS - 1)
    expect(resolveSubscribe).not.toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBeInstanceOf(PushTimeout)
    // Only the key was asked for: the server never heard of a subscription.
    expect(serverCalls).toEqual(['/api/push/public-key'])
    expect(localStorage.getItem('funduq.push')).toBeNull()

    resolveSubscribe?.({
      endpoint: 'https://push.example/late',
      unsubscribe: unsubscribed,
    } as unknown as PushSubscription)
    await vi.advanceTimersByTimeAsync(0)
    expect(unsubscribed).toHaveBeenCalledOnce()
  })
})
