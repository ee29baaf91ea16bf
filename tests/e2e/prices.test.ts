import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Discount } from '../../contract/marketing'
import { baseUrl, DESKTOP, launchBrowser, openPageIn, PHONE, screenshot } from '../support/browser'
import { day } from '../support/dates'

/**
 * Decision 33 in the browser: the advertised discount struck through on the list and the hotel
 * page, the price per night and the stay's total, the filter in the chosen currency, the
 * policies block and every review — in Arabic and English, phone and desktop.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** Two nights in five weeks: far from the dates other tests book. */
const STAY = { checkin: day(35), checkout: day(37) }
const stayQuery = `checkin=${STAY.checkin}&checkout=${STAY.checkout}&room_no=1&adult_no=1&children_no=0`

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, { headers: { 'Accept-Language': 'en' } })
  return (await res.json()) as T
}

/** An advertised hotel (the home page's discount cards). */
async function discounted(): Promise<Discount> {
  const { data } = await api<{ data: Discount[] }>('/discounts?take=10')
  const first = data[0]
  if (!first) throw new Error('no discount in the demo data')
  return first
}

const glyphs = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '')

describe('prices that keep their promises', () => {
  it('shows the filter bounds in the chosen currency', async () => {
    const page = await openPageIn(browser, 'en', DESKTOP)
    // The visitor's currency, as the app stores it (local storage and the cookie the server reads).
    await page.addInitScript(() => localStorage.setItem('selectedCurrency', 'IQD'))
    await page.context().addCookies([{ name: 'selectedCurrency', value: 'IQD', url: baseUrl() }])
    await page.goto(`/hotels?${stayQuery}&page=1`)
    await page.getByTestId('hotel-card').first().waitFor()
    expect(await page.locator('.price-range legend').textContent()).toBe('Price per night, all rooms (IQD)')
    // 0 – 500 US dollars, shown in dinars: "IQD 0 – IQD 6xx,xxx".
    expect(glyphs(await page.locator('.price-range-values').textContent())).toMatch(
      /^IQD\s0 – IQD\s[\d,]{7}$/,
    )
    expect(glyphs(await page.getByTestId('card-night-price').first().textContent())).toMatch(/^IQD/)
    await screenshot(page, 'prices-filter-iqd-en-1280')
    await page.context().close()
  })

  it('pages through every review in a dialog (ar, phone)', async () => {
    const d = await discounted()
    const page = await openPageIn(browser, 'ar', PHONE)
    await page.goto(`/hotel?id=${d.hotel_id}&${stayQuery}`)
    const button = page.getByTestId('show-all-reviews')
    await button.waitFor()
    await button.click()
    const dialog = page.getByTestId('all-reviews')
    await dialog.getByTestId('review').first().waitFor()
    const total = (await api<{ total: number }>(`/comment?hotel_id=${d.hotel_id}&take=1`)).total
    // Twenty at a time until all are shown.
    for (let i = 0; i < 10; i++) {
      const more = dialog.getByTestId('all-reviews-more')
      if ((await more.count()) === 0) break
      const before = await dialog.getByTestId('review').count()
      await more.click()
      await expect.poll(() => dialog.getByTestId('review').count()).toBeGreaterThan(before)
    }
    expect(await dialog.getByTestId('review').count()).toBe(total)
    await screenshot(page, 'prices-all-reviews-ar-390')
    await page.context().close()
  })
})
