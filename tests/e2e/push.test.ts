import type { BrowserContext, CDPSession, Page, Worker } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingPush } from '../../server/push/payloads'
import { baseUrl, launchPersistent } from '../support/browser'

/**
 * Push in real Chromium. Headless Chromium has no push service (`pushManager.subscribe()`
 * ends the page), so nothing here subscribes: a message is handed to the service worker
 * through CDP, as a push service would deliver it, with the payload the server makes
 * (server/push/payloads.ts; the server's encryption and VAPID signing are tested against a
 * fake push service in server/routes/push.test.ts).
 *
 * That a notification was displayed comes from Chrome itself (DevTools' background-services
 * record, "Notification displayed"): `getNotifications()` is not reliable here, as headless
 * Chrome on a loaded machine sometimes drops a notification it has just displayed from that
 * list. The options the worker passed (data.url, icon, dir, lang) are read by wrapping
 * `showNotification` in the running worker. A notification cannot be clicked in headless
 * Chromium: the worker's click handler is run with a made-up event and takes the open window
 * to the page; its other cases (no window open, a window on the page already) are in
 * sw/push.test.ts.
 */
let context: BrowserContext
beforeAll(async () => {
  context = await launchPersistent()
  await context.grantPermissions(['notifications'], { origin: baseUrl() })
})
afterAll(() => context.close())

interface Registration {
  registrationId: string
  scopeURL: string
  isDeleted: boolean
}

/** The service worker's registration id, which `ServiceWorker.deliverPushMessage` needs. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const seen: Registration[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: Registration[] }) => {
    seen.push(...e.registrations)
  })
  await cdp.send('ServiceWorker.enable')
  await expect.poll(() => seen.some((r) => r.scopeURL === `${baseUrl()}/` && !r.isDeleted)).toBe(true)
  const found = seen.find((r) => r.scopeURL === `${baseUrl()}/` && !r.isDeleted)
  return found?.registrationId ?? ''
}

interface Displayed {
  tag: string
  title: string
  body: string
}

/** Notifications Chrome reports as displayed for this origin, from now on. */
async function watchDisplayed(cdp: CDPSession): Promise<Displayed[]> {
  const displayed: Displayed[] = []
  type Event = {
    backgroundServiceEvent: {
      eventName: string
      instanceId: string
      eventMetadata: { key: string; value: string }[]
    }
  }
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: e }: Event) => {
    if (e.eventName !== 'Notification displayed') return
    const meta = Object.fromEntries(e.eventMetadata.map((m) => [m.key, m.value]))
    displayed.push({ tag: e.instanceId, title: meta.Title ?? '', body: meta.Body ?? '' })
  })
  await cdp.send('BackgroundService.startObserving', { service: 'notifications' })
  await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'notifications' })
  return displayed
}

interface Shown {
  title: string
  options: {
    body?: string
    icon?: string
    data?: { url?: string }
    tag?: string
    lang?: string
    dir?: string
  }
}

/** Records what the running worker passes to showNotification (and still shows it). */
async function recordShowNotification(): Promise<Worker> {
  const sw =
    context.serviceWorkers().find((w) => w.url() === `${baseUrl()}/sw.js`) ??
    (await context.waitForEvent('serviceworker'))
  await sw.evaluate(() => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; __shown: unknown[] }
    const reg = scope.registration
    const show = reg.showNotification.bind(reg)
    scope.__shown = []
    reg.showNotification = (title: string, options?: NotificationOptions) => {
      scope.__shown.push({ title, options })
      return show(title, options)
    }
  })
  return sw
}

const recorded = (sw: Worker) =>
  sw.evaluate(() => (self as unknown as { __shown: unknown[] }).__shown) as Promise<Shown[]>

async function signIn(page: Page) {
  await page.goto(`${baseUrl()}/login`)
  await page.locator('input[name=email]').fill('demo@funduq.test')
  await page.locator('input[name=password]').fill('Demo@2024x')
  await page.locator('form button[type=submit]').click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

const stay = { id: 42, checkin: '2030-05-01', checkout: '2030-05-03' }
const hotel = { ar_title: 'فندق أربيل', en_title: 'Erbil Hotel', kr_title: 'هۆتێلی هەولێر' }

describe('push notifications in the browser', () => {
  it('a pushed message shows a notification that opens the booking page', async () => {
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    const cdp = await context.newCDPSession(page)
    const id = await registrationId(cdp)
    const displayed = await watchDisplayed(cdp)
    const sw = await recordShowNotification()

    const payloads = {
      en: bookingPush('booking_confirmed', 'en', stay, hotel, `${baseUrl()}/my-bookings`),
      ar: bookingPush('booking_confirmed', 'ar', stay, hotel, `${baseUrl()}/my-bookings`),
    }
    for (const lang of ['en', 'ar'] as const) {
      const payload = { ...payloads[lang], tag: `${payloads[lang].tag}-${lang}` }
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseUrl(),
        registrationId: id,
        data: JSON.stringify(payload),
      })
    }
    await expect
      .poll(() => displayed.map((d) => d.tag).sort(), { timeout: 10_000 })
      .toEqual(['booking-42-ar', 'booking-42-en'])
    expect(displayed.find((d) => d.tag === 'booking-42-en')).toEqual({
      tag: 'booking-42-en',
      title: 'Your booking FDQ-0000042 at Erbil Hotel is confirmed',
      body: payloads.en.body,
    })
    expect(payloads.en.body).toMatch(/^1\s–\s3 May$/)
    expect(displayed.find((d) => d.tag === 'booking-42-ar')?.title).toContain('فندق أربيل')

    const shown = await recorded(sw)
    const english = shown.find((n) => n.options.lang === 'en')
    expect(english?.options).toEqual({
      body: payloads.en.body,
      icon: '/icons/icon-192.png',
      data: { url: '/my-bookings' },
      tag: 'booking-42-en',
      lang: 'en',
      dir: 'ltr',
    })
    expect(shown.find((n) => n.options.lang === 'ar')?.options.dir).toBe('rtl')
    // The icon the notification names is there.
    expect((await page.request.get(`${baseUrl()}/icons/icon-192.png`)).ok()).toBe(true)

    // What a click opens (sw/push.ts openTarget): the page named by the notification.
    await page.goto(`${baseUrl()}${english?.options.data?.url}`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/my-bookings')
    await page.close()
  })

  it("a click on the notification takes the app's open window to the page it names", async () => {
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/`)
    // navigate() works on windows the worker controls.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const sw =
      context.serviceWorkers().find((w) => w.url() === `${baseUrl()}/sw.js`) ??
      (await context.waitForEvent('serviceworker'))
    // The worker's own notificationclick handler, with the real clients API. The event is
    // made here (headless Chromium cannot click a notification): a plain Event carrying what
    // the handler reads, since a synthetic NotificationEvent may not extend its lifetime.
    await sw.evaluate((url) => {
      const event = Object.assign(new Event('notificationclick'), {
        notification: { data: { url }, close: () => {} },
        waitUntil: (p: Promise<unknown>) => void p,
      })
      self.dispatchEvent(event)
    }, '/my-bookings')
    await page.waitForURL((u) => u.pathname === '/my-bookings')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.close()
  })

  it('a message that is not ours still shows something (push must be visible)', async () => {
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/`)
    const cdp = await context.newCDPSession(page)
    const id = await registrationId(cdp)
    const displayed = await watchDisplayed(cdp)
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl(),
      registrationId: id,
      data: 'hello',
    })
    await expect.poll(() => displayed.map((d) => d.title), { timeout: 10_000 }).toContain('Funduq')
    await page.close()
  })

  it('offers the opt-in only to signed-in users, after an action, and explains a block', async () => {
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/my-bookings`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    // A guest: nothing offered, on either page.
    await page.getByTestId('bookings-guest-note').waitFor()
    expect(await page.getByTestId('push-toggle').count()).toBe(0)
    await page.goto(`${baseUrl()}/hotel/booking-done`)
    await page.getByTestId('booking-done').waitFor()
    expect(await page.getByTestId('push-enable').count()).toBe(0)

    await signIn(page)
    await page.goto(`${baseUrl()}/hotel/booking-done`)
    await page.getByTestId('push-enable').waitFor()
    await page.goto(`${baseUrl()}/my-bookings`)
    const toggle = page.getByTestId('push-toggle').getByRole('switch')
    await expect.poll(() => toggle.isEnabled()).toBe(true)
    expect(await toggle.isChecked()).toBe(false)

    // Notifications blocked for the site: the switch is off and the page says what to do.
    const blocked = await context.newPage()
    await blocked.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' })
    })
    await blocked.goto(`${baseUrl()}/my-bookings`)
    await blocked.getByTestId('push-denied').waitFor()
    expect(await blocked.getByTestId('push-toggle').getByRole('switch').isDisabled()).toBe(true)
    await blocked.close()
    await page.close()
  })

  it("signing out removes this device's subscription on the server first", async () => {
    const page = await context.newPage()
    await signIn(page)
    // What a successful opt-in leaves behind (the browser cannot subscribe here): a saved
    // subscription on the server and its record on the device.
    const saved = await page.evaluate(async () => {
      const auth = JSON.parse(localStorage.getItem('auth_info') ?? 'null') as {
        token: string
        userAuth: { id: number }
      }
      const res = await fetch('/api/push-subscription', {
        method: 'POST',
        headers: { Authorization: `Bearer ${auth.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          endpoint: `https://fcm.googleapis.com/fcm/send/funduq-e2e-${Date.now()}`,
          keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
        }),
      })
      const id = ((await res.json()) as { data: { subscription_id: number } }).data.subscription_id
      localStorage.setItem(
        'funduq.push',
        JSON.stringify({ id, endpoint: 'x', userId: auth.userAuth.id, lang: 'ar' }),
      )
      return { id, status: res.status }
    })
    expect(saved.status).toBe(201)

    await page.locator('.desktop-account summary[data-testid=user-name]').click()
    await page.locator('.desktop-account').getByTestId('logout').click()
    await page.waitForURL(/\/login/)
    expect(await page.evaluate(() => localStorage.getItem('funduq.push'))).toBeNull()

    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@funduq.test', password: 'Demo@2024x' }),
    })
    const token = ((await login.json()) as { data: { token: string } }).data.token
    const again = await fetch(`${baseUrl()}/api/push-subscription/${saved.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(again.status).toBe(404)
    await page.close()
  })
})
