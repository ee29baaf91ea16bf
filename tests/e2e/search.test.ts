import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from '../support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe('search slice: home → suggestions → /hotels with real results', () => {
  it.each([
    ['en', DESKTOP],
    ['ar', PHONE],
  ] as const)('finds hotels in Erbil (%s)', async (lang, viewport) => {
    const page = await openPage(browser, viewport)
    await page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang)
    await page.goto('/')
    const destination = page.locator('input[role=combobox]')
    await destination.fill(lang === 'en' ? 'Hawler' : 'اربيل')
    const option = page.locator('[role=listbox] [role=option]').first()
    await option.waitFor()
    expect(await option.textContent()).toContain(lang === 'en' ? 'Erbil' : 'أربيل')
    await option.click()
    // Two adults, one child (the age selector appears with the child).
    const adults = lang === 'en' ? 'Increase Adults' : undefined
    if (adults) await page.getByRole('button', { name: adults }).click()
    await page.locator('.counter').nth(2).locator('button').last().click()
    expect(await page.locator('.child-age select').count()).toBe(1)
    await page.locator('.search-submit').click()
    await page.waitForURL(/\/hotels\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('governorate')).toMatch(/^\d+$/)
    expect(url.searchParams.get('children_no')).toBe('1')
    await page.getByTestId('hotel-card').first().waitFor()
    expect(await page.getByTestId('hotel-card').count()).toBeGreaterThan(0)
    const total = await page.getByTestId('results-total').textContent()
    expect(total).toBeTruthy()
    await screenshot(page, `hotels-${lang}-${viewport.width}`)
    await page.context().close()
  })

  it('shows the empty state when nothing matches', async () => {
    const page = await openPage(browser)
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'))
    await page.goto('/hotels?governorate=9999&room_no=1&adult_no=1&children_no=0&page=1')
    await page.getByTestId('empty-state').waitFor()
    expect(await page.getByTestId('empty-state').textContent()).toContain('No hotels found')
    await page.context().close()
  })

  it('survives a hand-edited URL with bad values', async () => {
    const page = await openPage(browser)
    await page.goto('/hotels?room_no=banana&adult_no=-4&page=zero&checkin=nope')
    await page.getByTestId('hotel-card').first().waitFor()
    await page.context().close()
  })
})
