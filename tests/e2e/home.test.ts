import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from '../support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const SECTION_TYPES = ['0', '1', '2', '3', '4', '5']
const READY = '[data-testid=hero-slideshow][data-ready=true]'

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), ...options })
  return context.newPage()
}

function setLanguage(page: Page, lang: 'ar' | 'en') {
  return page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang)
}

const currentSlide = (page: Page) => page.getByTestId('hero-slideshow').getAttribute('data-current')

/**
 * Scrolls through the page so lazy pictures load, back to the top, then waits for every
 * picture inside the viewport's width (those scrolled off inside a row may stay unloaded).
 */
async function loadPictures(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 500) {
    // Two animation frames: one drawn at this scroll position, where the lazy pictures start.
    await page.evaluate(
      (top) =>
        new Promise((resolve) => {
          window.scrollTo(0, top)
          requestAnimationFrame(() => requestAnimationFrame(resolve))
        }),
      y,
    )
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((img) => {
          const r = img.getBoundingClientRect()
          return r.width > 0 && r.right > 0 && r.left < window.innerWidth
        })
        .every((img) => img.complete && img.naturalWidth > 0),
    null,
    { timeout: 20_000 },
  )
}

describe('home: hero, search box and the server-driven sections', () => {
  it.each([
    ['en', DESKTOP, 'Special offers'],
    ['ar', PHONE, 'عروض خاصة'],
  ] as const)('shows all six section types with their children (%s)', async (lang, viewport, offersTitle) => {
    const page = await openPage(browser, viewport)
    await setLanguage(page, lang)
    await page.goto('/')
    await page.locator('#home-title').waitFor()
    await page.locator('form[role=search]').waitFor()
    await page.getByTestId('home-section').first().waitFor()

    const types = await page.$$eval('[data-testid=home-section]', (els) =>
      els.map((el) => (el as HTMLElement).dataset.sectionType),
    )
    // The seeded sliders' sort_order is their type, so the page shows them 0 to 5.
    expect(types).toEqual(SECTION_TYPES)
    for (const type of SECTION_TYPES) {
      const section = page.locator(`[data-testid=home-section][data-section-type="${type}"]`)
      expect((await section.locator('h2').textContent())?.trim(), `title of type ${type}`).toBeTruthy()
      const children = section.locator('[data-testid=home-card], [data-testid=city-tile]')
      expect(await children.count(), `children of type ${type}`).toBeGreaterThan(0)
    }
    expect(await page.locator('[data-section-type="0"] h2').textContent()).toBe(offersTitle)
    // Spec §9: offer and discount descriptions are cut at 255 characters (plus an ellipsis).
    const texts = await page.$$eval(
      '[data-section-type="0"] .home-card-text, [data-section-type="2"] .home-card-text',
      (els) => els.map((el) => [...(el.textContent ?? '')].length),
    )
    expect(Math.max(...texts)).toBeLessThanOrEqual(256)

    // Rows start at the reading side: the first card's start edge lines up with the heading's.
    const firstCard = await page
      .locator('[data-section-type="3"] [data-testid=home-card]')
      .first()
      .boundingBox()
    const heading = await page.locator('[data-section-type="3"] h2').boundingBox()
    if (!firstCard || !heading) throw new Error('no layout')
    if (lang === 'en') expect(Math.abs(firstCard.x - heading.x)).toBeLessThan(8)
    else expect(Math.abs(firstCard.x + firstCard.width - (heading.x + heading.width))).toBeLessThan(8)

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    await loadPictures(page)
    await screenshot(page, `home-sections-${lang}-${viewport.width}`)
    await page.context().close()
  })

  it('renders the hero and search box at once, with skeletons until the sections load', async () => {
    const page = await newPage()
    await setLanguage(page, 'en')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/api\/slider\b/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    await page.locator('#home-title').waitFor()
    await page.locator('form[role=search]').waitFor()
    await page.getByTestId('home-skeleton').waitFor()
    expect(await page.getByTestId('home-section').count()).toBe(0)
    release()
    await page.getByTestId('home-section').first().waitFor()
    expect(await page.getByTestId('home-skeleton').count()).toBe(0)
    await page.context().close()
  })

  it('opens a city from the explore grid on /hotels with that governorate and results', async () => {
    const page = await openPage(browser)
    await setLanguage(page, 'en')
    await page.goto('/')
    const tile = page.locator('[data-section-type="1"] [data-testid=city-tile]').first()
    await tile.waitFor()
    const governorate = await tile.getAttribute('data-governorate')
    expect(governorate).toMatch(/^\d+$/)
    await tile.click()
    await page.waitForURL(/\/hotels\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('governorate')).toBe(governorate)
    expect(url.searchParams.get('room_no')).toBe('1')
    expect(url.searchParams.get('adult_no')).toBe('1')
    expect(url.searchParams.get('children_no')).toBe('0')
    expect(url.searchParams.get('page')).toBe('1')
    await page.getByTestId('hotel-card').first().waitFor()
    expect(await page.getByTestId('hotel-card').count()).toBeGreaterThan(0)
    await page.context().close()
  })

  it('asks for the location only after "Use my location", then lists the nearest place first', async () => {
    const page = await newPage({
      permissions: ['geolocation'],
      geolocation: { latitude: 30.51, longitude: 47.78 }, // Basra
    })
    await setLanguage(page, 'en')
    await page.addInitScript(() => {
      const geo = navigator.geolocation
      const original = geo.getCurrentPosition.bind(geo)
      ;(window as unknown as { geoCalls: number }).geoCalls = 0
      geo.getCurrentPosition = (...args) => {
        ;(window as unknown as { geoCalls: number }).geoCalls++
        original(...args)
      }
    })
    await page.goto('/')
    const near = page.locator('[data-section-type="4"]')
    const first = near.getByTestId('city-tile').first()
    await first.waitFor()
    expect(await first.locator('strong').textContent()).toBe('Baghdad')
    expect(await page.evaluate(() => (window as unknown as { geoCalls: number }).geoCalls)).toBe(0)
    await near.getByTestId('use-my-location').click()
    await page.waitForFunction(
      () =>
        document.querySelector('[data-section-type="4"] [data-testid=city-tile] strong')?.textContent ===
        'Basra',
    )
    expect(await first.textContent()).toMatch(/km away/)
    expect(await page.evaluate(() => (window as unknown as { geoCalls: number }).geoCalls)).toBe(1)
    await page.context().close()
  })
})

/**
 * The home page with its timers on a clock the test moves (Playwright's page.clock): installed
 * before the page loads, stopped once the pointer rests on the slideshow (which holds it), then
 * moved only by the test. The slideshow's delays are counted exactly however loaded the machine
 * is, and no test sleeps through them.
 */
async function openHeldOnStoppedClock(page: Page) {
  await page.clock.install()
  await page.goto('/')
  await page.locator('.hero-stage').hover({ position: { x: 200, y: 200 } })
  // Ahead of the page's time by more than a loaded machine's round trip; nothing runs while held.
  await page.clock.pauseAt(Date.now() + 10_000)
}

/** Moves the stopped clock a little at a time until keen-slider has started (its loading waits for a timer). */
async function untilReady(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.runFor(10)
      return page.locator(READY).count()
    })
    .toBe(1)
}

describe('home: slideshow', () => {
  it('changes slide 3.5 s after it starts moving (0.5 s delay, then every 3 s)', async () => {
    const page = await newPage()
    await openHeldOnStoppedClock(page)
    await untilReady(page)
    // The pointer leaves: the slideshow starts counting on the stopped clock.
    await page.locator('.site-header').hover()
    await page.clock.runFor(3400)
    expect(await currentSlide(page)).toBe('0')
    // The move starts at 3.5 s; keen-slider names the new slide a few animation frames later.
    await page.clock.runFor(400)
    expect(await currentSlide(page)).toBe('1')
    await page.context().close()
  })

  it('holds still while hovered, and moves with its buttons', async () => {
    const page = await newPage()
    await setLanguage(page, 'en')
    await openHeldOnStoppedClock(page)
    await untilReady(page)
    await page.clock.runFor(4200)
    expect(await currentSlide(page)).toBe('0')
    await page.clock.resume()
    await page.getByRole('button', { name: 'Next slide' }).click()
    await expect.poll(() => currentSlide(page)).toBe('1')
    await page.getByRole('button', { name: 'Show slide 4 of 5' }).click()
    await expect.poll(() => currentSlide(page)).toBe('3')
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await expect.poll(() => currentSlide(page)).toBe('2')
    await page.context().close()
  })

  it('does not auto-advance for visitors who prefer reduced motion', async () => {
    const page = await newPage({ reducedMotion: 'reduce' })
    await openHeldOnStoppedClock(page)
    await untilReady(page)
    await page.locator('.site-header').hover()
    await page.clock.runFor(4500)
    expect(await currentSlide(page)).toBe('0')
    await page.context().close()
  })
})

describe('home: performance', () => {
  it('keeps keen-slider out of the entry chunk and loads it only after the load event', async () => {
    const dist = join(process.cwd(), 'dist')
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const entry = [
      ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]+href="([^"]+)"/g),
    ].map((m) => m[1] as string)
    expect(entry.length).toBeGreaterThan(0)
    expect(entry.filter((file) => /keen/i.test(file))).toEqual([])
    for (const file of entry) {
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('keen-slider__slide')
    }

    const page = await newPage()
    await page.goto('/')
    await page.locator(READY).waitFor()
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const keen = performance
        .getEntriesByType('resource')
        .filter((e) => /keen/i.test(e.name))
        .map((e) => e.startTime)
      return { load: nav.loadEventStart, keen }
    })
    expect(timing.keen.length).toBeGreaterThan(0)
    for (const start of timing.keen) expect(start).toBeGreaterThanOrEqual(timing.load)
    // The first slide is in the page from the start, eager and first in line.
    const first = page.locator('.hero-slide img').first()
    expect(await first.getAttribute('loading')).toBe('eager')
    expect(await first.getAttribute('fetchpriority')).toBe('high')
    expect(await first.getAttribute('srcset')).toContain('/media/slide/1.webp?w=1920 1920w')
    // Only the visible slide and its neighbours have a picture: the others would take
    // bandwidth from the first on a slow connection.
    expect(await page.locator('.hero-slide').count()).toBe(5)
    expect(await page.locator('.hero-slide img').count()).toBeLessThanOrEqual(3)
    await page.context().close()
  })
})
