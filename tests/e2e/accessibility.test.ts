import AxeBuilder from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { launchBrowser, openPage, PHONE } from '../support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const PAGES = [
  ['/', 'h1'],
  ['/hotels?room_no=1&adult_no=2&children_no=0&page=1', '[data-testid=hotel-card]'],
  ['/hotel?id=1&room_no=1&adult_no=2&children_no=0', 'h1'],
  ['/offers', 'h1'],
  ['/faq', 'h1'],
  ['/contact', 'h1'],
  ['/login', 'h1'],
  ['/signup', 'h1'],
  ['/favorites', 'h1'],
  ['/terms-and-conditions', 'h1'],
  ['/privacy-policy', 'h1'],
] as const

it('catches a real violation (the check is not vacuous)', async () => {
  const page = await openPage(browser)
  await page.setContent('<html lang="en"><body><main><img src="/favicon.svg"></main></body></html>')
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => v.id)).toContain('image-alt')
  await page.context().close()
})

/** axe-core in the real page: no serious or critical violation, in Arabic and in English. */
describe.each(['ar', 'en'] as const)('accessibility (%s)', (lang) => {
  it.each(PAGES)('%s has no serious or critical violation', async (path, ready) => {
    const page = await openPage(browser, lang === 'ar' ? PHONE : undefined)
    await page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang)
    await page.goto(path)
    await page.locator(ready).first().waitFor()
    // Not 'networkidle': the slideshow and countdowns keep the page busy on purpose.
    await page.waitForLoadState('load')
    await page.evaluate(() => document.fonts.ready.then(() => true))
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })
})
