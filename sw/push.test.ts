import { describe, expect, it } from 'vitest'
import { notificationOptions, openTarget, parsePush, targetUrl } from './push'

/**
 * The click half of sw/push.ts in every case: headless Chromium cannot click a notification,
 * and a made-up click (tests/e2e/push.test.ts) may neither focus nor open a window. The
 * worker's real `clients` is replaced by a recording fake.
 */
const ORIGIN = 'https://funduq.example'

function fakeClients(urls: string[]) {
  const log: string[] = []
  const windows = urls.map((url) => {
    const w = {
      url,
      focus: async () => {
        log.push(`focus ${w.url}`)
        return w
      },
      navigate: async (href: string) => {
        log.push(`navigate ${w.url} -> ${href}`)
        w.url = href
        return w
      },
    }
    return w
  })
  const clients = {
    matchAll: async () => windows,
    openWindow: async (href: string) => {
      log.push(`open ${href}`)
      return null
    },
  } as unknown as Pick<Clients, 'matchAll' | 'openWindow'>
  return { clients, log }
}

describe('notification click', () => {
  it('focuses a window already on the page', async () => {
    const { clients, log } = fakeClients([`${ORIGIN}/`, `${ORIGIN}/my-bookings`])
    await openTarget(clients, '/my-bookings', ORIGIN)
    expect(log).toEqual([`focus ${ORIGIN}/my-bookings`])
  })

  it('takes an open window of the app to the page', async () => {
    const { clients, log } = fakeClients(['https://other.example/', `${ORIGIN}/hotels`])
    await openTarget(clients, '/hotel/booking-failed?id=7', ORIGIN)
    expect(log).toEqual([
      `navigate ${ORIGIN}/hotels -> ${ORIGIN}/hotel/booking-failed?id=7`,
      `focus ${ORIGIN}/hotel/booking-failed?id=7`,
    ])
  })

  it('still takes the window to the page when it may not be focused', async () => {
    const { clients, log } = fakeClients([`${ORIGIN}/`])
    const [w] = (await clients.matchAll()) as unknown as { focus: () => Promise<unknown> }[]
    if (w)
      w.focus = () => Promise.reject(new DOMException('Not allowed to focus a window.', 'InvalidAccessError'))
    await openTarget(clients, '/my-bookings', ORIGIN)
    expect(log).toEqual([`navigate ${ORIGIN}/ -> ${ORIGIN}/my-bookings`])
  })

  it('opens the page when no window of the app is open', async () => {
    const { clients, log } = fakeClients([])
    await openTarget(clients, '/hotel/3/reserve/abc', ORIGIN)
    expect(log).toEqual([`open ${ORIGIN}/hotel/3/reserve/abc`])
  })

  it('never leaves the site, whatever the payload says', () => {
    expect(targetUrl('https://evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`)
    expect(targetUrl('//evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`)
    expect(targetUrl(undefined, ORIGIN)).toBe(`${ORIGIN}/`)
    expect(targetUrl('/my-bookings', ORIGIN)).toBe(`${ORIGIN}/my-bookings`)
  })
})

describe('push message', () => {
  it('reads our payload and shows it right to left in Arabic and Sorani', () => {
    const m = parsePush(
      JSON.stringify({ title: 'ت', body: 'ب', url: '/my-bookings', lang: 'kr', tag: 'booking-1' }),
    )
    expect(m).toEqual({ title: 'ت', body: 'ب', url: '/my-bookings', lang: 'kr', tag: 'booking-1' })
    expect(m && notificationOptions(m)).toEqual({
      body: 'ب',
      icon: '/icons/icon-192.png',
      data: { url: '/my-bookings' },
      tag: 'booking-1',
      lang: 'ckb',
      dir: 'rtl',
    })
    expect(parsePush('not json')).toBeNull()
    expect(parsePush(JSON.stringify({ title: 1 }))).toBeNull()
  })
})
