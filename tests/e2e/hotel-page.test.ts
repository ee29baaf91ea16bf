import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HotelDetail, HotelList } from '../../contract/hotel'
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from '../support/browser'
import { day } from '../support/dates'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** The stay every test searches: three nights in two weeks, two adults and a 7-year-old. */
const STAY = { checkin: day(14), checkout: day(17), adults: 2, ages: [7] }
const stayQuery = (checkin = STAY.checkin, checkout = STAY.checkout) =>
  `checkin=${checkin}&checkout=${checkout}&room_number=1&adult_number=${STAY.adults}` +
  `&children_number=${STAY.ages.length}&children_ages=${STAY.ages.join(',')}&currency=USD`
/** The same stay as /hotels and /hotel URLs carry it (arrays as JSON, as the router writes them). */
const stayUrl = (checkin = STAY.checkin, checkout = STAY.checkout) =>
  `checkin=${checkin}&checkout=${checkout}&room_no=1&adult_no=${STAY.adults}` +
  `&children_no=${STAY.ages.length}&ages=${encodeURIComponent(JSON.stringify(STAY.ages))}`

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`)
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}
const detail = async (id: number, query = stayQuery()) =>
  (await get<{ data: HotelDetail }>(`/hotel/${id}?${query}&include=city,governorate`)).data
const bookable = (h: HotelDetail) =>
  h.rooms.filter((r) => r.available_room_number >= 2 && r.total_price_with_currency !== null)

/** A hotel on the first page of /hotels with two room types of which two rooms are free. */
async function hotelWithTwoRoomTypes(): Promise<HotelDetail> {
  const list = await get<HotelList>(`/hotel?take=9&page=1&sort=-id&include=city,governorate&${stayQuery()}`)
  for (const summary of list.data) {
    const hotel = await detail(summary.id)
    if (bookable(hotel).length >= 2) return hotel
  }
  throw new Error('no hotel with two bookable room types on the first page')
}

/** Some hotel and stay where one room type is sold out (seeded inventory has such nights). */
async function soldOutStay(): Promise<{ hotel: HotelDetail; checkin: string; checkout: string }> {
  for (const offset of [14, 30, 60, 3]) {
    const [checkin, checkout] = [day(offset), day(offset + 3)]
    const list = await get<HotelList>(`/hotel?take=30&page=1&sort=-id&${stayQuery(checkin, checkout)}`)
    for (const summary of list.data) {
      const hotel = await detail(summary.id, stayQuery(checkin, checkout))
      if (hotel.rooms.some((r) => r.available_room_number === 0)) return { hotel, checkin, checkout }
    }
  }
  throw new Error('no sold-out room found')
}

/** Scrolls through the page so lazy images load before a full-page screenshot. */
async function loadLazyImages(page: Page) {
  // A reload restores the scroll position: start from the top so the gallery loads too.
  await page.evaluate(() => window.scrollTo(0, 0))
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 600) {
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(50)
  }
  await page.waitForLoadState('networkidle')
}

describe('hotel page', () => {
  it.each([
    ['en', DESKTOP],
    ['ar', PHONE],
  ] as const)('opens from /hotels, shows photos, picks rooms and keeps them (%s)', async (lang, viewport) => {
    const hotel = await hotelWithTwoRoomTypes()
    const title = lang === 'en' ? hotel.en_title : hotel.ar_title
    const page = await openPage(browser, viewport)
    await page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang)

    // From the results list, as a guest would arrive.
    await page.goto(`/hotels?${stayUrl()}&page=1`)
    await page.getByTestId('hotel-card').getByRole('link', { name: title, exact: true }).first().click()
    await page.waitForURL(/\/hotel\?/)
    const arrived = new URL(page.url())
    expect(arrived.searchParams.get('id')).toBe(String(hotel.id))
    expect(arrived.searchParams.get('checkin')).toBe(STAY.checkin)
    expect(JSON.parse(arrived.searchParams.get('ages') ?? 'null')).toEqual(STAY.ages)
    // The list stays on screen while the hotel loads: wait for the hotel's own heading.
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)

    // Gallery: at most 8 tiles on a wide screen; a swipeable carousel on a phone.
    let opener: ReturnType<Page['locator']>
    if (viewport.width >= 1150) {
      const tiles = page.getByTestId('gallery-tile')
      const count = await tiles.count()
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThanOrEqual(8)
      if (hotel.images.length > 8) expect(await page.getByTestId('gallery-more').count()).toBe(1)
      opener = tiles.nth(1)
    } else {
      expect(await page.getByTestId('gallery-tile').count()).toBe(0)
      expect(await page.locator('.carousel-slide').count()).toBe(hotel.images.length)
      opener = page.locator('.carousel-open').first()
    }

    // The viewer works from the keyboard and hands focus back to the photo that opened it.
    await opener.focus()
    await page.keyboard.press('Enter')
    const viewer = page.locator('dialog.photo-viewer')
    await viewer.locator('.stage-img').waitFor()
    const counter = viewer.getByTestId('photo-counter')
    const before = await counter.textContent()
    await page.keyboard.press(lang === 'en' ? 'ArrowRight' : 'ArrowLeft')
    await expect.poll(() => counter.textContent()).not.toBe(before)
    await page.keyboard.press('Escape')
    await expect.poll(() => viewer.evaluate((d: HTMLDialogElement) => d.open)).toBe(false)
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true)

    // Two room types: a count picked on an unselected room selects it (spec §4); the other
    // is toggled on with one room.
    const [first, second] = bookable(hotel)
    if (!first || !second) throw new Error('unreachable')
    const cardOf = (id: number) => page.locator(`[data-testid=room-card][data-room-id="${id}"]`)
    await cardOf(first.id).getByTestId('room-count').selectOption('2')
    await cardOf(second.id).getByTestId('room-toggle').click()
    await expect
      .poll(() => cardOf(first.id).getByTestId('room-toggle').getAttribute('aria-pressed'))
      .toBe('true')
    expect(await cardOf(second.id).getByTestId('room-toggle').getAttribute('aria-pressed')).toBe('true')
    await expect
      .poll(() => JSON.parse(new URL(page.url()).searchParams.get('selectedRooms') ?? '[]'))
      .toEqual([
        { room: first.id, count: 2 },
        { room: second.id, count: 1 },
      ])

    // The bar adds the rooms (count × stay price) and the children's supplement.
    const bar = page.getByTestId('book-bar')
    await bar.waitFor()
    const amount =
      2 * (first.total_price_with_currency ?? 0) +
      (second.total_price_with_currency ?? 0) +
      hotel.children_supplement_with_currency
    const expected = await page.evaluate(
      ([n, locale]) =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: 'USD',
          maximumFractionDigits: 2,
          minimumFractionDigits: 0,
        }).format(Math.round(n * 100) / 100),
      [amount, lang === 'en' ? 'en' : 'ar-IQ'] as const,
    )
    // Arabic amounts come isolated (decision 33): the isolates have no glyph, the rest is Intl's.
    const shown = (await bar.getByTestId('book-total').textContent())?.replace(/[\u2066-\u2069]/g, '')
    expect(shown?.trim()).toBe(expected)
    const book = new URL((await bar.getByTestId('book-now').getAttribute('href')) ?? '', 'http://x')
    expect(book.pathname).toBe('/hotel/book')
    expect(book.searchParams.get('id')).toBe(String(hotel.id))
    expect(book.searchParams.get('governorate')).toBe(String(hotel.governorate_id))
    expect(book.searchParams.get('checkout')).toBe(STAY.checkout)
    expect(book.searchParams.get('currency')).toBe('USD')
    expect(JSON.parse(book.searchParams.get('room_select') ?? '[]')).toEqual([
      { room: first.id, count: 2 },
      { room: second.id, count: 1 },
    ])

    // The selection lives in the URL: a reload keeps it.
    await page.reload()
    await page.getByTestId('book-bar').waitFor()
    expect(await cardOf(first.id).getByTestId('room-count').inputValue()).toBe('2')
    expect(await cardOf(second.id).getByTestId('room-toggle').getAttribute('aria-pressed')).toBe('true')

    // Deselecting one room type leaves the other in the bar.
    await cardOf(second.id).getByTestId('room-toggle').click()
    await expect
      .poll(() => JSON.parse(new URL(page.url()).searchParams.get('selectedRooms') ?? '[]'))
      .toEqual([{ room: first.id, count: 2 }])

    // Scrolled to the end, the sticky bar sits in its place instead of over the page.
    await loadLazyImages(page)
    await screenshot(page, `hotel-${lang}-${viewport.width}`)
    await page.context().close()
  })

  it('covers a sold-out room and keeps it out of reach', async () => {
    const { hotel, checkin, checkout } = await soldOutStay()
    const sold = hotel.rooms.find((r) => r.available_room_number === 0)
    if (!sold) throw new Error('unreachable')
    const page = await openPage(browser)
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'))
    await page.goto(`/hotel?id=${hotel.id}&${stayUrl(checkin, checkout)}`)
    const card = page.locator(`[data-testid=room-card][data-room-id="${sold.id}"]`)
    await card.getByTestId('sold-overlay').waitFor()
    expect(await card.getByTestId('sold-overlay').textContent()).toContain('Sold out')
    expect(await card.getByTestId('room-count').isDisabled()).toBe(true)
    expect(await card.getByTestId('room-toggle').isDisabled()).toBe(true)
    await page.context().close()
  })

  it('says so when the hotel does not exist, with a way back to the list', async () => {
    const page = await openPage(browser, PHONE)
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'))
    await page.goto('/hotel?id=987654')
    const missing = page.getByTestId('hotel-not-found')
    await missing.waitFor()
    expect(await missing.textContent()).toContain('Hotel not found')
    await missing.getByRole('link').click()
    await page.waitForURL(/\/hotels/)
    await page.context().close()
  })
})
