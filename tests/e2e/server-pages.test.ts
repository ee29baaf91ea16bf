import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, launchBrowser, PHONE, rawContext, rawPage, screenshot } from '../support/browser'

/**
 * Issue 4, first visits (decision 21): a public page comes drawn by the server, so its text and
 * pictures are there before the app's code has arrived; the app then takes that markup over as
 * it is (hydration) instead of drawing the page again, and the page answers clicks.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

const HOTELS_URL = '/hotels?room_no=1&adult_no=2&children_no=0&page=1'
const HOTEL_URL = '/hotel?id=1&room_no=1&adult_no=2&children_no=0'
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 })

/** Errors the page reports: a failed takeover shows here (React logs a hydration mismatch). */
function errorsOf(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

/** Holds the app's entry script back until `release` is called: the drawn page alone. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

const appStarted = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('#root[data-server-page]'))

describe('a first visit to a public page', () => {
  it('shows the results without any script, in Arabic, right to left (390)', async () => {
    const context = await rawContext(browser, { viewport: PHONE, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(HOTELS_URL)
    expect(await page.getAttribute('html', 'dir')).toBe('rtl')
    expect(await page.locator('#root[data-server-page] h1').textContent()).toBe('فنادق في العراق')
    expect(await page.getByTestId('hotel-card').count()).toBe(3)
    expect(await page.getByTestId('results-total').textContent()).toMatch(/فندق/)
    // Styled from the first paint: the route's own sheets are linked, not left to its code.
    const sheets = await page
      .locator('link[rel=stylesheet]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
    expect(sheets.some((href) => /\/assets\/hotels-[^/]+\.css$/.test(href))).toBe(true)
    expect(
      await page
        .locator('.hotel-card img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0)
    await screenshot(page, 'server-page-hotels-ar-390-no-script')

    await page.goto(HOTEL_URL)
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await page.locator('img[fetchpriority=high]').count()).toBeGreaterThan(0)
    await context.close()
  })

  it('is taken over as it is: the same elements, no error, then the whole page and its clicks (ar, 390)', async () => {
    const page = await rawPage(browser, PHONE)
    const errors = errorsOf(page)
    const release = await holdApp(page)
    // Not "load": the held script keeps the load event back.
    await page.goto(HOTELS_URL, { waitUntil: 'domcontentloaded' })
    const card = await page.getByTestId('hotel-card').first().elementHandle()
    const heading = await page.locator('h1').elementHandle()
    expect(await page.getByTestId('hotel-card').count()).toBe(3)
    release()
    await appStarted(page)
    // Hydrated: React kept the server's elements instead of drawing new ones.
    expect(await card?.evaluate((el) => el.isConnected)).toBe(true)
    expect(await heading?.evaluate((el) => el.isConnected)).toBe(true)
    // The rest of the page follows (the later cards are drawn right after the first frame).
    await poll(() => page.getByTestId('hotel-card').count()).toBe(9)
    // And it answers: the filters dialog opens and a filter reaches the address.
    await page.locator('.filters-button').click()
    await page.locator('dialog[open]').locator('.filter-group').last().getByRole('checkbox').first().click()
    await page.waitForURL(/features=/)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('takes over the home page and the hotel page without an error (ar, 1280)', async () => {
    for (const path of ['/', HOTEL_URL]) {
      const page = await rawPage(browser, DESKTOP)
      const errors = errorsOf(page)
      await page.goto(path)
      const main = await page.locator('main').elementHandle()
      await appStarted(page)
      expect(await main?.evaluate((el) => el.isConnected), path).toBe(true)
      // The wide layout follows the phone layout the server drew.
      await page.waitForLoadState('networkidle')
      expect(errors, path).toEqual([])
      await page.context().close()
    }
  })

  it('never shows the Arabic markup to a visitor who chose English; the app draws the page (en, 390)', async () => {
    const page = await rawPage(browser, PHONE)
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'))
    const errors = errorsOf(page)
    const release = await holdApp(page)
    await page.goto(HOTELS_URL, { waitUntil: 'domcontentloaded' })
    // Drawn for someone else: hidden until the app has drawn its own.
    expect(await page.locator('html[data-redraw]').count()).toBe(1)
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden')
    release()
    await appStarted(page)
    await page.getByRole('heading', { level: 1, name: 'Hotels in Iraq' }).waitFor()
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe('visible')
    expect(await page.getAttribute('html', 'dir')).toBe('ltr')
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(/فنادق/)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("shows a returning visitor's own hearts once the app has taken over (ar, 390)", async () => {
    // No service worker: the second visit reaches the server again, as a first visit's would.
    const context = await rawContext(browser, { viewport: PHONE, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(HOTELS_URL)
    await appStarted(page)
    const heart = () => page.getByTestId('hotel-card').first().getByTestId('favourite-button')
    const saved = page.waitForResponse(
      (res) => res.url().includes('/api/add-or-remove-from-faviorate') && res.ok(),
    )
    await heart().click()
    await saved
    const release = await holdApp(page)
    await page.reload({ waitUntil: 'domcontentloaded' })
    // The server drew the page as nobody's: an empty heart…
    expect(
      await page
        .locator('#root[data-server-page] [data-testid=favourite-button]')
        .first()
        .getAttribute('aria-pressed'),
    ).toBe('false')
    // …which the app, asking again with the visitor's session, fills.
    release()
    await appStarted(page)
    await poll(() => heart().getAttribute('aria-pressed')).toBe('true')
    await context.close()
  })
})
