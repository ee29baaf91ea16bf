import { readFile } from 'node:fs/promises'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newUuid } from '../../src/lib/uuid'
import { GUEST_DETAILS, stayRequest } from '../support/booking'
import { baseUrl, launchPersistent, PHONE, screenshot, startIn } from '../support/browser'
import { startDroppingProxy } from '../support/dropping-proxy'

/**
 * Issue 20: bookings and vouchers live on the device until the stay is over (+30 days). After
 * one online visit to My bookings with a voucher downloaded, My bookings opens offline and the
 * voucher with it — after a service-worker update that also leaves every answer of the query
 * cache from another release, and eight days later, when those answers are too old to use.
 */
let context: BrowserContext
/**
 * The app is opened through a proxy that can hand out the next release's `sw.js`: the worker's
 * own file changed, as a deploy changes it (the browser fetches that file itself, out of reach
 * of the test's request routing).
 */
let proxy: Awaited<ReturnType<typeof startDroppingProxy>>
let origin = ''
beforeAll(async () => {
  context = await launchPersistent()
  // The e2e server listens on 127.0.0.1; `localhost` may resolve to ::1 first in Node.
  proxy = await startDroppingProxy(baseUrl().replace('//localhost:', '//127.0.0.1:'))
  origin = proxy.url
})
afterAll(async () => {
  await context?.close()
  await proxy?.close()
})

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 })
const DAY_MS = 24 * 3_600_000

async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': newUuid(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(res.ok, `${path}: ${res.status}`).toBe(true)
  return (await res.json()) as T
}

const storedAuth = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('auth_info') ?? 'null')) as Promise<{
    token: string
    userAuth: { id: number; is_guest: boolean }
  } | null>

/** The lists kept in `funduq-bookings`, read without creating the database. */
const keptLists = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'funduq-bookings')) return []
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('funduq-bookings')
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const all = await new Promise<Array<{ tab: string; reservations: Array<{ reservation_no: string }> }>>(
      (resolve) => {
        const req = db.transaction('lists').objectStore('lists').getAll()
        req.onsuccess = () => resolve(req.result)
      },
    )
    db.close()
    return all.map((l) => ({ tab: l.tab, numbers: l.reservations.map((r) => r.reservation_no) }))
  })

/**
 * What a new release does to the answers kept for the query cache: they carry another build's
 * buster, so the app discards each one when it reads it (features/offline/persist).
 */
const fromAnotherRelease = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('funduq-queries')
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const store = db.transaction('queries', 'readwrite').objectStore('queries')
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const req = store.getAllKeys()
      req.onsuccess = () => resolve(req.result)
    })
    for (const key of keys) {
      const json = await new Promise<string>((resolve) => {
        const req = store.get(key)
        req.onsuccess = () => resolve(req.result)
      })
      const entry = JSON.parse(json)
      entry.buster = entry.buster.replace(/^[^|]*/, 'previous-release')
      store.put(JSON.stringify(entry), key)
    }
    await new Promise((resolve) => {
      store.transaction.oncomplete = resolve
    })
    db.close()
    return keys.length
  })

/** Whether the query cache holds a bookings answer of the running release. */
const keptAnswerOfThisRelease = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('funduq-queries')
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const all = await new Promise<string[]>((resolve) => {
      const req = db.transaction('queries').objectStore('queries').getAll()
      req.onsuccess = () => resolve(req.result)
    })
    db.close()
    return all
      .map((json) => JSON.parse(json) as { buster: string; queryKey: unknown[] })
      .some((e) => e.queryKey[0] === 'booking' && !e.buster.startsWith('previous-release'))
  })

async function opensVoucher(page: Page, reservationNo: string) {
  const card = page.getByTestId('reservation-card').filter({ hasText: reservationNo })
  await card.waitFor()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByTestId('download-voucher').click(),
  ])
  expect(download.suggestedFilename()).toBe(`${reservationNo}.pdf`)
  const pdf = await readFile((await download.path()) ?? '')
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
}

describe('bookings and vouchers kept on the device', () => {
  let page: Page
  let reservationNo = ''

  it('keeps the list as seen and the voucher downloaded online', async () => {
    page = await context.newPage()
    await page.setViewportSize(PHONE)
    await startIn(page, 'en')
    await page.goto(`${origin}/`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.goto(`${origin}/login`)
    await page.locator('input[name=email]').fill('agent@funduq.test')
    await page.locator('input[name=password]').fill('Agent@2024x')
    await page.locator('form button[type=submit]').click()
    await page.waitForURL((url) => !url.pathname.startsWith('/login'))
    await poll(async () => (await storedAuth(page))?.userAuth.is_guest).toBe(false)
    const token = (await storedAuth(page))?.token ?? ''
    // An agent's booking is confirmed without payment (server/routes/booking.test.ts).
    const held = await api<{ data: { id: number; reservation_no: string } }>(
      '/make-reservation',
      token,
      stayRequest({}, 20, 3),
    )
    await api(`/confirm/reservation/${held.data.id}`, token, GUEST_DETAILS)
    reservationNo = held.data.reservation_no

    await page.goto(`${origin}/my-bookings`)
    const card = page.getByTestId('reservation-card').filter({ hasText: reservationNo })
    await Promise.all([page.waitForEvent('download'), card.getByTestId('download-voucher').click()])
    await card.getByTestId('voucher-saved').waitFor()
    await poll(async () => (await keptLists(page)).find((l) => l.tab === 'valid')?.numbers).toContain(
      reservationNo,
    )
    // Signing in, booking and a voucher drawn on a loaded two-core machine take their time.
  }, 180_000)

  it('opens My bookings and the voucher offline after a service-worker update', async () => {
    // The next release of the worker: the same file with one more line, as a deploy changes it.
    proxy.setRewrite((r) => (r.path.startsWith('/sw.js') ? (body) => `${body}\n// next release\n` : null))
    try {
      await page.goto(`${origin}/my-bookings`)
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
      const prompt = page.getByTestId('update-prompt')
      await prompt.waitFor({ timeout: 30_000 })
      const reloaded = page.waitForEvent('load')
      await prompt.getByRole('button').first().click()
      await reloaded
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    } finally {
      proxy.setRewrite(null)
    }
    expect(await fromAnotherRelease(page)).toBeGreaterThan(0)

    await context.setOffline(true)
    try {
      await page.goto(`${origin}/my-bookings`)
      await page.getByTestId('kept-bookings-note').waitFor()
      await opensVoucher(page, reservationNo)
      await screenshot(page, 'kept-bookings-offline-en-390')
      await page.evaluate(() => localStorage.setItem('selectedLanguage', 'ar'))
      await page.reload()
      await page.getByTestId('kept-bookings-note').waitFor()
      expect(await page.getByTestId('kept-bookings-note').textContent()).not.toMatch(/[A-Za-z0-9]/)
      await opensVoucher(page, reservationNo)
      await screenshot(page, 'kept-bookings-offline-ar-390')
      await page.evaluate(() => localStorage.setItem('selectedLanguage', 'en'))
    } finally {
      await context.setOffline(false)
      await page.close()
    }
  }, 120_000)

  it('still opens them offline eight days later, when the kept answers are too old to use', async () => {
    // Seen online today: the query cache keeps this release's answer too (for seven days).
    const today = await context.newPage()
    await today.goto(`${origin}/my-bookings`)
    await today.getByTestId('reservation-card').filter({ hasText: reservationNo }).waitFor()
    await poll(() => keptAnswerOfThisRelease(today)).toBe(true)
    await today.close()

    const later = await context.newPage()
    try {
      await later.setViewportSize(PHONE)
      await later.clock.install({ time: Date.now() + 8 * DAY_MS })
      await context.setOffline(true)
      await later.goto(`${origin}/my-bookings`)
      await later.getByTestId('kept-bookings-note').waitFor()
      expect(await later.getByTestId('reservation-card').filter({ hasText: reservationNo }).count()).toBe(1)
      await opensVoucher(later, reservationNo)
    } finally {
      await context.setOffline(false)
      await later.close()
    }
  }, 120_000)
})
