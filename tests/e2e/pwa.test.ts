import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchPersistent } from '../support/browser'

let context: BrowserContext
beforeAll(async () => {
  context = await launchPersistent()
})
afterAll(() => context.close())

describe('progressive web app', () => {
  it('is installable: Chrome reports no installability errors', async () => {
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[]
    }
    expect(installabilityErrors).toEqual([])
  })

  it('serves client routes offline from the precached shell', async () => {
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await page.reload()
    await context.setOffline(true)
    try {
      await page.goto(`${baseUrl()}/faq`)
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(await page.getAttribute('html', 'dir')).toBe('rtl')
    } finally {
      await context.setOffline(false)
    }
  })
})
