import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  baseUrl,
  DESKTOP,
  gotoUnwaited,
  launchPersistent,
  PHONE,
  screenshot,
  startIn,
} from '../support/browser'

/**
 * Issue 7, repeat visits (decision 28): the service worker keeps the page the server drew for
 * each public page seen, and a later visit opens on it — styled, in the visitor's language,
 * painted from itself alone — before the app's code has run, online or offline; the app then
 * takes that markup over as it takes over a first visit's page, and it answers clicks.
 */
let context: BrowserContext
beforeAll(async () => {
  context = await launchPersistent()
})
afterAll(async () => {
  await context.close()
})

const HOTELS_URL = '/hotels?room_no=1&adult_no=2&children_no=0&page=1'
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 250 })

const keptPage = (page: Page, path: string) =>
  page.evaluate(
    async (url) => (await (await caches.open('funduq-pages')).match(url))?.text() ?? null,
    `${baseUrl()}${path}`,
  )

/** When the worker last kept the page (it keeps the server's page again on every visit). */
const keptAt = (page: Page, path: string) =>
  page.evaluate(
    async (url) =>
      Number((await (await caches.open('funduq-pages')).match(url))?.headers.get('X-Funduq-Kept-At')),
    `${baseUrl()}${path}`,
  )

/** What the page shows with the app's code switched off: the worker's copy alone. */
async function openWithoutScripts(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true })
  try {
    await gotoUnwaited(page, `${baseUrl()}${path}`)
    return await page.evaluate(() => {
      const root = document.getElementById('root')
      const card = document.querySelector('[data-testid="hotel-card"]')
      const lead = document.querySelector('img[fetchpriority="high"]')
      return {
        drawn: root?.hasAttribute('data-server-page') ?? false,
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        drawnFor: document.documentElement.getAttribute('data-drawn-for'),
        title: document.title,
        cards: document.querySelectorAll('[data-testid="hotel-card"]').length,
        heading: document.querySelector('h1')?.textContent ?? '',
        language: document.querySelector<HTMLSelectElement>('[data-testid="language-picker"]')?.value,
        // Set by the card's own style sheet, inline in the page.
        cardRadius: card ? getComputedStyle(card).borderTopLeftRadius : null,
        sheetsLinked: document.querySelectorAll('link[rel="stylesheet"]').length,
        fontsInline: [...document.querySelectorAll('style')].some((s) =>
          s.textContent?.includes('data:font/woff2'),
        ),
        // In the page itself, with the address the app shows it at.
        leadImage: lead?.getAttribute('src')?.slice(0, 11),
        leadImageAddress: lead?.getAttribute('data-inline-src'),
        // The app's scripts wait for the page's first paint.
        modules: document.querySelectorAll('script[type="module"]').length,
        deferred: document.querySelectorAll('script[type="funduq/deferred-module"]').length,
      }
    })
  } finally {
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: false })
    await cdp.detach()
  }
}

describe('repeat visits open on the page the server drew, kept by the worker', () => {
  it('shows /hotels from the last visit before the app runs, online and offline (ar, 390), then the app takes it over', async () => {
    const page = await context.newPage()
    await page.setViewportSize(PHONE)
    await startIn(page, 'ar')
    // First visit: the worker installs; under it, the next visit is drawn by the server and kept.
    await page.goto(`${baseUrl()}${HOTELS_URL}`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await page.goto(`${baseUrl()}${HOTELS_URL}`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const heading = await page.getByRole('heading', { level: 1 }).textContent()
    await poll(async () => (await keptPage(page, HOTELS_URL)) !== null).toBe(true)

    const shown = await openWithoutScripts(page, HOTELS_URL)
    expect(shown).toMatchObject({
      drawn: true,
      lang: 'ar',
      dir: 'rtl',
      drawnFor: 'ar USD',
      heading,
      language: 'ar',
      // What the server draws first: a phone's first screen and a little more.
      cards: 3,
      sheetsLinked: 0,
      fontsInline: true,
      leadImage: 'data:image/',
      modules: 0,
    })
    expect(shown.cardRadius).not.toBe('0px')
    expect(shown.leadImageAddress).toMatch(/^\/media\/hotel\/\d+-\d+\.webp\?w=\d+$/)
    expect(shown.deferred).toBeGreaterThan(0)
    await screenshot(page, 'kept-page-hotels-ar-390')

    // With its code, the app takes the markup over as it is (hydration): the same elements.
    await gotoUnwaited(page, `${baseUrl()}${HOTELS_URL}`, { waitUntil: 'domcontentloaded' })
    const card = await page.getByTestId('hotel-card').first().elementHandle()
    await page.waitForFunction(() => !document.querySelector('#root[data-server-page]'))
    expect(await card?.evaluate((el) => el.isConnected)).toBe(true)
    await poll(() => page.getByTestId('hotel-card').count()).toBe(9)
    // The manifest has its link back and Chrome still finds the app installable.
    expect(await page.locator('link[rel="manifest"]').count()).toBe(1)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[]
    }
    expect(installabilityErrors).toEqual([])
    await cdp.detach()
    // It answers: the phone's filters button opens its dialog.
    await page.locator('.filters-button').click()
    await page.locator('dialog[open]').waitFor()
    await page.keyboard.press('Escape')

    // Offline, the same copy opens and the app takes it over from the answers kept on the device.
    await context.setOffline(true)
    try {
      await page.goto(`${baseUrl()}${HOTELS_URL}`)
      await page.getByTestId('hotel-card').first().waitFor()
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading)
      await poll(() => page.getByTestId('hotel-card').count()).toBe(9)
    } finally {
      await context.setOffline(false)
    }
    await page.close()
  })

  it('is drawn in the language and currency the visitor chose (en, IQD, 1280); a new release never shows an old copy', async () => {
    const page = await context.newPage()
    await page.setViewportSize(DESKTOP)
    await page.goto(`${baseUrl()}/faq`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.getByTestId('language-picker').first().selectOption('en')
    await page.getByTestId('currency-picker').first().selectOption('IQD')
    // The next visit under the worker is drawn by the server in them, and kept.
    await page.goto(`${baseUrl()}/`)
    await page.getByTestId('home-section').first().waitFor()
    await poll(async () => (await keptPage(page, '/'))?.includes('data-drawn-for="en IQD"') ?? false).toBe(
      true,
    )

    const opened = Date.now()
    const shown = await openWithoutScripts(page, '/')
    expect(shown).toMatchObject({ drawn: true, lang: 'en', dir: 'ltr', drawnFor: 'en IQD', language: 'en' })
    // Meanwhile the server drew it again, for next time.
    await poll(() => keptAt(page, '/')).toBeGreaterThan(opened)
    expect(shown.heading).toMatch(/Find your hotel/)
    expect(shown.title).toMatch(/Funduq/)
    await screenshot(page, 'kept-page-home-en-1280')

    // A copy kept under another release (its script no longer in the precache) is not shown.
    await page.evaluate(async () => {
      const cache = await caches.open('funduq-pages')
      const url = `${location.origin}/`
      const kept = await cache.match(url)
      const html = (await kept?.text())?.replace(/\/assets\/app-[\w-]+\.js/g, '/assets/app-OLD.js') ?? ''
      await cache.put(url, new Response(html, { headers: kept?.headers }))
    })
    const old = await openWithoutScripts(page, '/')
    // The server's fresh page instead: its sheets linked, not the worker's inline copy.
    expect(old.drawn).toBe(true)
    expect(old.sheetsLinked).toBeGreaterThan(0)
    await page.close()
  })

  it('never holds what a person typed into a form, nor who they are (contact, en, 390)', async () => {
    const page = await context.newPage()
    await page.setViewportSize(PHONE)
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'))
    await page.goto(`${baseUrl()}/contact`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const form = page.getByTestId('contact-form')
    await form.locator('[name="name"]').fill('Zainab Typed-Name')
    await form.locator('[name="email"]').fill('typed.address@example.com')
    await form.locator('[name="message"]').fill('A typed private message')
    await page.goto(`${baseUrl()}/contact?again=1`)
    await poll(async () => (await keptPage(page, '/contact?again=1')) !== null).toBe(true)
    const html = (await keptPage(page, '/contact?again=1')) ?? ''
    expect(html).toContain('contact-form')
    expect(html).not.toMatch(/Typed-Name|typed\.address|typed private/)
    await page.close()
  })
})
