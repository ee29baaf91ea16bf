import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { DESKTOP, launchBrowser, openPageIn, PHONE, screenshot } from '../support/browser'
import {
  adminToken,
  api,
  fitsTheWidth,
  focused,
  idsOnScreen,
  signInAsAdmin,
  tabTo,
  visitIn,
} from '../support/console-page'

/**
 * The console's site content with the keyboard (issue 19 item 9): the help centre, home
 * sections, discount codes, currency rates and the messages inbox — each list and a page of it,
 * spread over Kurdish, English and Arabic on a phone and a desktop — pass axe and fit the screen;
 * Tab reaches a list's first row with a focus ring at every stop and Enter opens it; asking to
 * confirm, refusing a missing field and saving keep the keyboard's place. Then accounts and
 * reviews on a phone: stacked rows, and a cut review opened in place. One browser, one sign-in.
 */
let browser: Browser
let token: string
beforeAll(async () => {
  browser = await launchBrowser()
  token = await adminToken()
  // A fresh server's inbox is empty: one message, as a visitor sends it.
  await api('/contact', null, {
    method: 'POST',
    body: {
      name: 'Layla Hassan',
      email: 'layla@example.test',
      address: 'Karrada, Baghdad',
      message: 'Hello, can I bring a baby cot to the Erbil hotel I booked?',
    },
  })
})
afterAll(() => browser.close())

function consoleVisits(page: Page) {
  const visit = (lang: 'ar' | 'en' | 'kr', path: string, ready: string) => visitIn(page, lang, path, ready)
  /** From the list's start, Tab to its first row's link (a ring at every stop), Enter opens it. */
  const openFirstRow = async (list: string, ready: string) => {
    const { reached, unringed } = await tabTo(page, `[data-testid=${list}] tbody tr:first-child a`)
    expect(reached, list).toBe(true)
    expect(unringed, list).toEqual([])
    await page.keyboard.press('Enter')
    await page.locator(ready).first().waitFor()
    expect(await seriousViolations(page), ready).toEqual([])
    expect(await fitsTheWidth(page), ready).toBe(true)
  }
  /** Delete asks in place with the keyboard on "Keep it"; kept, the keyboard is back on Delete. */
  const askAndKeep = async (deleteId: string) => {
    await page.getByTestId(deleteId).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).toBe('delete-keep')
    expect(await seriousViolations(page, '.console-confirm')).toEqual([])
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).toBe(deleteId)
  }
  /** Enter on a form's Save: once saved, the keyboard is still on it. */
  const saveKeepsFocus = async (saveId: string, call: string) => {
    await page.getByTestId(saveId).focus()
    const saved = page.waitForResponse((r) => r.url().includes(call) && r.request().method() === 'PUT')
    await page.keyboard.press('Enter')
    expect((await saved).status()).toBe(200)
    await expect.poll(() => page.getByTestId(saveId).getAttribute('aria-busy')).toBe('false')
    expect(await focused(page)).toBe(saveId)
  }
  return { visit, openFirstRow, askAndKeep, saveKeepsFocus }
}

describe('console content with the keyboard', () => {
  it('help centre, home sections, codes, rates and inbox pass axe and keep the keyboard', async () => {
    const page = await openPageIn(browser, 'kr', PHONE)
    const { visit, openFirstRow, askAndKeep, saveKeepsFocus } = consoleVisits(page)
    await signInAsAdmin(page, '/admin/content/faqs')

    // Kurdish on a phone: the help centre.
    await visit('kr', '/admin/content/faqs', '[data-testid=admin-faqs]')
    await screenshot(page, 'console-faqs-kr-390')
    // Another language picked in the console: its own catalog (apart from the guest pages') follows.
    await page.getByTestId('language-picker').first().selectOption('en')
    await page.getByText('Add a question').first().waitFor()
    expect(await idsOnScreen(page)).toEqual([])
    await page.getByTestId('language-picker').first().selectOption('kr')
    await page.getByText('زیادکردنی پرسیار').first().waitFor()
    await openFirstRow('admin-faqs', '[data-testid=faq-form]')
    await askAndKeep('faq-delete')
    await saveKeepsFocus('faq-save', '/api/admin/faqs/')
    // A new question sent empty: the keyboard lands on the first field to fill.
    await visit('kr', '/admin/content/faqs/new', '[data-testid=faq-form]')
    await page.getByTestId('faq-save').click()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
      .toBe('true')

    // English on a desktop: home sections and discount codes.
    await page.setViewportSize(DESKTOP)
    await visit('en', '/admin/content/sliders', '[data-testid=admin-sliders]')
    await openFirstRow('admin-sliders', '[data-testid=slider-form]')
    await askAndKeep('slider-delete')
    await visit('en', '/admin/content/discount-codes', '[data-testid=admin-codes]')
    await openFirstRow('admin-codes', '[data-testid=code-form]')
    await askAndKeep('code-delete')

    // Arabic on a phone: currency rates and the inbox.
    await page.setViewportSize(PHONE)
    await visit('ar', '/admin/content/currencies', '[data-testid=admin-currencies]')
    // The first is the base currency (US dollar): its page says so, with no rate to set.
    await openFirstRow('admin-currencies', '[data-testid=audit-log]')
    // Its name in the reader's language, the code beside it.
    expect(await page.locator('main h1').textContent()).toMatch(/دولار أمريكي.*USD/)
    // A new rate draws the form anew (the page keys it by the rate): the keyboard stays on Save.
    const currencies = (await api('/admin/currencies', token)).data as { id: number; ex_price: number }[]
    const kwd = currencies.find((c) => c.ex_price > 0 && c.ex_price < 1) ?? currencies[0]
    if (!kwd) throw new Error('no currency')
    await visit('ar', `/admin/content/currencies/${kwd.id}`, '[data-testid=rate-form]')
    try {
      await page.locator('[data-testid=rate-form] input').fill(String(kwd.ex_price + 0.001))
      await saveKeepsFocus('rate-save', `/api/admin/currencies/${kwd.id}`)
    } finally {
      await api(`/admin/currencies/${kwd.id}`, token, { method: 'PUT', body: { ex_price: kwd.ex_price } })
    }
    await visit('ar', '/admin/content/messages', '[data-testid=admin-messages]')
    await openFirstRow('admin-messages', '[data-testid=message-handled]')
    // Marked handled and open again by the keyboard: it stays on the button both times.
    await saveKeepsFocus('message-handled', '/api/admin/contact-messages/')
    await saveKeepsFocus('message-handled', '/api/admin/contact-messages/')
    await page.context().close()
  }, 240_000)

  it('accounts and reviews on a phone: stacked rows, and a cut review opens in place', async () => {
    const page = await openPageIn(browser, 'ar', PHONE)
    const { visit, openFirstRow } = consoleVisits(page)
    await signInAsAdmin(page, '/admin/users')
    await visit('ar', '/admin/users', '[data-testid=admin-users]')
    await openFirstRow('admin-users', '[data-testid=user-state]')
    await visit('en', '/admin/reviews', '[data-testid=admin-review]')
    const more = page.locator(
      '[data-testid=admin-review] button[aria-expanded=false][aria-controls^=review-text]',
    )
    const text = page.locator(`#${await more.first().getAttribute('aria-controls')}`)
    const cut = await text.evaluate((p) => p.clientHeight)
    await more.first().focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => text.evaluate((p) => p.clientHeight)).toBeGreaterThan(cut)
    expect(await focused(page)).toMatch(/^button/)
    await page.context().close()
  }, 120_000)
})
