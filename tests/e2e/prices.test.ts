import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Discount } from '../../contract/marketing'
import { baseUrl, DESKTOP, launchBrowser, openPageIn, PHONE, screenshot } from '../support/browser'
import { day } from '../support/dates'

/**
 * Decision 33 in the browser: the advertised discount struck through on a result card and the
 * hotel page, the filter in the chosen currency, and every review — in Arabic and English,
 * phone and desktop. Two pages in all: each test reuses its page for everything it checks.
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

interface ListAnswer {
  data: { id: number; discount_percentage: number }[]
  last_page: number
}

/**
 * A results page (the list's own order, nine a page, no price bound) with a hotel a promotion
 * covers for the stay, found through the API first: the browser then opens that page directly
 * instead of hunting for the card page by page.
 */
async function promotedCard(): Promise<{ page: number; hotelId: number }> {
  const query = `checkin=${STAY.checkin}&checkout=${STAY.checkout}&room_number=1&adult_number=1&children_number=0&currency=IQD&sort=-id&take=9`
  for (let page = 1; page <= 30; page++) {
    const list = await api<ListAnswer>(`/hotel?${query}&page=${page}`)
    const hit = list.data.find((h) => h.discount_percentage > 0)
    if (hit) return { page, hotelId: hit.id }
    if (page >= list.last_page) break
  }
  throw new Error('no hotel with a promotion for the stay')
}

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

    // The same page: a promoted hotel's card strikes the price before the discount through, and
    // so does its hotel page. max_price=1000 is the slider's top: no price bound, as the API call.
    const promoted = await promotedCard()
    await page.goto(`/hotels?${stayQuery}&page=${promoted.page}&max_price=1000`)
    const card = page
      .getByTestId('hotel-card')
      .filter({ has: page.locator(`a[href*="id=${promoted.hotelId}&"]`) })
    await card.getByTestId('discount-badge').waitFor()
    const now = glyphs(await card.getByTestId('card-night-price').textContent())
    const was = glyphs(await card.getByTestId('card-night-price-was').textContent())
    expect(now).toMatch(/^IQD\s[\d,]+$/)
    // Read aloud as what it is (a hidden prefix), then the amount struck through.
    expect(was).toMatch(/^Before the discount: IQD\s[\d,]+$/)
    expect(Number(was.replace(/\D/g, ''))).toBeGreaterThan(Number(now.replace(/\D/g, '')))
    await card.locator(`a[href*="id=${promoted.hotelId}&"]`).first().click()
    await page.getByTestId('hotel-promotion').waitFor()
    // The room cards come with the stay's prices: each struck through beside its price now.
    await page.getByTestId('room-price-was').first().waitFor()
    expect(glyphs(await page.getByTestId('room-price-was').first().textContent())).toMatch(/IQD\s[\d,]+$/)
    await screenshot(page, 'prices-hotel-struck-en-1280')
    await page.context().close()
    // Three pages and their full-page screenshots: on a loaded 2-core machine over a minute.
  }, 180_000)

  it('pages through every review in a dialog (ar, phone)', async () => {
    const d = await discounted()
    const page = await openPageIn(browser, 'ar', PHONE)
    await page.goto(`/hotel?id=${d.hotel_id}&${stayQuery}`)
    const button = page.getByTestId('show-all-reviews')
    await button.waitFor()
    // An advertised hotel: its room prices strike the price before the discount through.
    await page.getByTestId('room-price-was').first().waitFor()
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
