import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, DESKTOP, launchBrowser, launchPersistent, PHONE } from '../support/browser'

/**
 * The install entry (issue 7 item 1): Chrome's own install dialog where the browser offers one,
 * Share → Add to Home Screen steps on iPhone Safari, nothing once running as an installed app.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

async function open(ctx: BrowserContext, lang: 'ar' | 'en', path = '/'): Promise<Page> {
  const page = await ctx.newPage()
  await page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang)
  await page.goto(`${baseUrl()}${path}`)
  await page.getByRole('heading', { level: 1 }).waitFor()
  return page
}

/** Chrome fires `beforeinstallprompt` only for a real profile; elsewhere the test sends one. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        ;(window as unknown as { prompted: boolean }).prompted = true
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    })
    window.dispatchEvent(event)
  })

async function shot(page: Page, name: string, target?: ReturnType<Page['locator']>) {
  const dir = join(process.cwd(), 'test-results', 'screenshots')
  mkdirSync(dir, { recursive: true })
  const path = join(dir, `${name}.png`)
  await (target ? target.screenshot({ path }) : page.screenshot({ path }))
}

describe('install entry', () => {
  it("opens Chrome's install dialog from the footer when Chrome offers one", async () => {
    const ctx = await launchPersistent()
    try {
      const page = await ctx.newPage()
      // The real event's prompt() would open browser UI the test cannot answer: record the call.
      await page.addInitScript(() => {
        const proto = (window as unknown as { BeforeInstallPromptEvent?: { prototype: object } })
          .BeforeInstallPromptEvent?.prototype
        if (!proto) return
        Object.defineProperty(proto, 'prompt', {
          value: async () => {
            ;(window as unknown as { prompted: boolean }).prompted = true
          },
        })
        Object.defineProperty(proto, 'userChoice', {
          get: () => Promise.resolve({ outcome: 'accepted' }),
        })
      })
      await page.goto(`${baseUrl()}/`)
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
      const entry = page.locator('footer').getByTestId('install-entry')
      await entry.waitFor({ timeout: 15_000 })
      await entry.click()
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted))
        .toBe(true)
      // Accepted: the entry goes away.
      await entry.waitFor({ state: 'detached' })
    } finally {
      await ctx.close()
    }
  })

  it('shows the Share → Add to Home Screen steps on iPhone Safari, and nothing when installed', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const ctx = await browser.newContext({
        viewport: PHONE,
        userAgent: IPHONE_SAFARI,
        isMobile: true,
        hasTouch: true,
      })
      try {
        const page = await open(ctx, lang)
        const entry = page.locator('footer').getByTestId('install-entry')
        await entry.scrollIntoViewIfNeeded()
        await shot(page, `install-entry-ios-${lang}-390`, page.locator('footer'))
        await entry.click()
        const steps = page.locator('[data-testid=ios-install-steps][open]')
        await steps.waitFor()
        expect(await steps.locator('li').count()).toBe(3)
        await shot(page, `install-ios-steps-${lang}-390`)
      } finally {
        await ctx.close()
      }
    }
    const installed = await browser.newContext({ viewport: PHONE, userAgent: IPHONE_SAFARI, isMobile: true })
    try {
      await installed.addInitScript(() => Object.defineProperty(navigator, 'standalone', { get: () => true }))
      const page = await open(installed, 'en')
      expect(await page.getByTestId('install-entry').count()).toBe(0)
    } finally {
      await installed.close()
    }
  })

  for (const lang of ['ar', 'en'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`shows the entry in the menu and footer (${lang}, ${viewport.width})`, async () => {
        const ctx = await browser.newContext({ viewport })
        try {
          const page = await open(ctx, lang)
          // No offer from the browser (this is not a real profile): no entry.
          expect(await page.getByTestId('install-entry').count()).toBe(0)
          await offerInstall(page)
          const footerEntry = page.locator('footer').getByTestId('install-entry')
          await footerEntry.waitFor()
          await footerEntry.scrollIntoViewIfNeeded()
          await shot(page, `install-entry-${lang}-${viewport.width}`, page.locator('footer'))
          if (viewport === PHONE) {
            await page.locator('.menu-button').click()
            await page.locator('.drawer').getByTestId('install-entry').waitFor()
            await shot(page, `install-drawer-${lang}-390`)
          }
        } finally {
          await ctx.close()
        }
      })
    }
  }
})
