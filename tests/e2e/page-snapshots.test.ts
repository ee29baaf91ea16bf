import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, DESKTOP, launchPersistent, PHONE, screenshot, startIn } from '../support/browser'

/**
 * Issue 7, repeat visits: a public page seen before opens on its snapshot, which the service
 * worker puts in the shell (sw/recipes/page-snapshots.ts), styled and in the page's language,
 * before the app's code has run; the app then takes the page over and it answers clicks.
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

const snapshotSaved = (page: Page, path: string) =>
  page.evaluate(
    async (url) => Boolean(await (await caches.open('funduq-page-snapshots')).match(url)),
    `${baseUrl()}${path}`,
  )

const savedSnapshot = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const saved = await (await caches.open('funduq-page-snapshots')).match(url)
    return saved ? ((await saved.json()) as { savedAt: number; styles: string[] }) : null
  }, `${baseUrl()}${path}`)

const savedLanguage = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const saved = await (await caches.open('funduq-page-snapshots')).match(url)
    return saved ? ((await saved.json()) as { lang: string }).lang : null
  }, `${baseUrl()}${path}`)

/** What the page shows with the app's code switched off: the snapshot alone. */
async function openWithoutScripts(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true })
  try {
    await page.goto(`${baseUrl()}${path}`)
    return await page.evaluate(() => {
      const root = document.getElementById('root')
      const card = document.querySelector('[data-testid="hotel-card"]')
      return {
        snapshot: root?.hasAttribute('data-snapshot') ?? false,
        inert: root?.hasAttribute('inert') ?? false,
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        title: document.title,
        cards: document.querySelectorAll('[data-testid="hotel-card"]').length,
        heading: document.querySelector('h1')?.textContent ?? '',
        // Form controls show what they showed (a property the page copies into the markup).
        language: document.querySelector<HTMLSelectElement>('[data-testid="language-picker"]')?.value,
        // Set by the card's own style sheet, which only the route's code would otherwise add.
        cardRadius: card ? getComputedStyle(card).borderTopLeftRadius : null,
        // In the page itself, with the address the app will show it at.
        leadImage: document.querySelector('img[fetchpriority="high"]')?.getAttribute('src')?.slice(0, 11),
        leadImageAddress: document
          .querySelector('img[fetchpriority="high"]')
          ?.getAttribute('data-snapshot-src'),
        fontsInline: document
          .querySelector('style[data-snapshot-fonts]')
          ?.getAttribute('data-snapshot-fonts'),
        // The app's scripts wait for the snapshot's first paint.
        modules: document.querySelectorAll('script[type="module"]').length,
        deferred: document.querySelectorAll('script[type="funduq/deferred-module"]').length,
      }
    })
  } finally {
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: false })
    await cdp.detach()
  }
}

/** The app's own card has replaced the snapshot's (React has taken the page over). */
const appOwnsCards = (page: Page) =>
  page.evaluate(() => {
    const card = document.querySelector('[data-testid="hotel-card"]')
    const root = document.getElementById('root')
    return (
      card !== null &&
      Object.keys(card).some((key) => key.startsWith('__reactFiber')) &&
      !root?.hasAttribute('inert') &&
      !root?.hasAttribute('data-snapshot')
    )
  })

describe('repeat visits open on the page snapshot', () => {
  it('shows /hotels from the last visit before the app runs (ar, 390), then hands over to the app', async () => {
    const page = await context.newPage()
    await page.setViewportSize(PHONE)
    await startIn(page, 'ar')
    // First visit: the worker installs; the page then saves its snapshot once it has settled.
    await page.goto(`${baseUrl()}${HOTELS_URL}`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await page.goto(`${baseUrl()}${HOTELS_URL}`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const heading = await page.getByRole('heading', { level: 1 }).textContent()
    await poll(() => snapshotSaved(page, HOTELS_URL)).toBe(true)

    const shown = await openWithoutScripts(page, HOTELS_URL)
    expect(shown).toMatchObject({
      snapshot: true,
      inert: true,
      lang: 'ar',
      dir: 'rtl',
      heading,
      language: 'ar',
    })
    // The first cards only: what a phone shows first. Styled by the inlined route sheets.
    expect(shown.cards).toBe(2)
    expect(shown.cardRadius).not.toBe('0px')
    expect(shown.leadImage).toBe('data:image/')
    expect(shown.leadImageAddress).toMatch(/^\/media\/hotel\/\d+-\d+\.webp\?w=\d+$/)
    expect(shown.fontsInline).toMatch(/vazirmatn-arabic-400-normal-[\w-]+\.woff2/)
    expect(shown).toMatchObject({ modules: 0 })
    expect(shown.deferred).toBeGreaterThan(0)
    await screenshot(page, 'snapshot-hotels-ar-390')
    const first = await savedSnapshot(page, HOTELS_URL)
    expect(first?.styles.some((path) => /^\/assets\/app-[\w-]+\.css$/.test(path))).toBe(true)

    // With its code, the app takes over: every card, live, and nothing inert.
    await page.goto(`${baseUrl()}${HOTELS_URL}`)
    await poll(() => appOwnsCards(page)).toBe(true)
    // The app shows the main picture at its own address, the manifest has its link back.
    expect(
      await page.evaluate(() => document.querySelector('img[fetchpriority="high"]')?.getAttribute('src')),
    ).toMatch(/^\/media\/hotel\//)
    expect(await page.locator('link[rel="manifest"]').count()).toBe(1)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[]
    }
    expect(installabilityErrors).toEqual([])
    await cdp.detach()
    // Its next snapshot, saved over one, still names the shell's sheets (inlined, so no <link>
    // is left for them): otherwise the visit after would wait for a render-blocking sheet.
    await poll(async () => (await savedSnapshot(page, HOTELS_URL))?.savedAt).not.toBe(first?.savedAt)
    expect((await savedSnapshot(page, HOTELS_URL))?.styles).toEqual(first?.styles)
    await poll(() => page.getByTestId('hotel-card').count()).toBe(9)
    // It answers: the phone's filters button opens its dialog.
    await page.locator('.filters-button').click()
    await page.locator('dialog[open]').waitFor()
    await page.keyboard.press('Escape')

    // Another language: the pages saved in Arabic would open in it, so they go.
    await page.getByTestId('language-picker').first().selectOption('en')
    await poll(() => savedLanguage(page, HOTELS_URL)).not.toBe('ar')
    await page.close()
  })

  it('keeps the page language and direction (en, 1280), and a new release never shows an old snapshot', async () => {
    const page = await context.newPage()
    await page.setViewportSize(DESKTOP)
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'))
    await page.goto(`${baseUrl()}/`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.getByTestId('home-section').first().waitFor()
    await poll(() => snapshotSaved(page, '/')).toBe(true)

    const shown = await openWithoutScripts(page, '/')
    expect(shown).toMatchObject({ snapshot: true, inert: true, lang: 'en', dir: 'ltr', language: 'en' })
    expect(shown.heading).toMatch(/Find your hotel/)
    await screenshot(page, 'snapshot-home-en-1280')

    // A snapshot saved by another build (its entry script's name) is dropped, not shown.
    await page.evaluate(async () => {
      const cache = await caches.open('funduq-page-snapshots')
      const url = `${location.origin}/`
      const saved = await (await cache.match(url))?.json()
      await cache.put(url, new Response(JSON.stringify({ ...saved, build: 'app-OLD.js' })))
    })
    const old = await openWithoutScripts(page, '/')
    expect(old.snapshot).toBe(false)
    expect(await snapshotSaved(page, '/')).toBe(false)
    await page.close()
  })

  it('never keeps what a person typed into a form (contact, en, 390)', async () => {
    const page = await context.newPage()
    await page.setViewportSize(PHONE)
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'))
    await page.goto(`${baseUrl()}/contact`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const form = page.getByTestId('contact-form')
    await form.locator('[name="name"]').fill('Zainab Typed-Name')
    await form.locator('[name="email"]').fill('typed.address@example.com')
    await form.locator('[name="message"]').fill('A typed private message')
    // A render after the typing: the page saves its snapshot again once it settles.
    const before = (await savedSnapshot(page, '/contact'))?.savedAt
    await page.evaluate(() => {
      history.pushState(null, '', '/contact?again=1')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await poll(async () => (await savedSnapshot(page, '/contact?again=1'))?.savedAt ?? before).not.toBe(
      before,
    )
    const html = await page.evaluate(async (url) => {
      const saved = await (await caches.open('funduq-page-snapshots')).match(url)
      return ((await saved?.json()) as { html: string } | undefined)?.html ?? ''
    }, `${baseUrl()}/contact?again=1`)
    expect(html).toContain('contact-form')
    expect(html).not.toMatch(/Typed-Name|typed\.address|typed private/)
    // What the page itself shows in its controls stays: the language picker.
    expect(html).toMatch(/<option[^>]*value="en"[^>]*selected/)
    await page.close()
  })
})
