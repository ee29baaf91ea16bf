import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BookingQuote, Reservation } from '../../contract/booking'
import type { HotelDetail, HotelList } from '../../contract/hotel'
import { seriousViolations } from '../support/axe'
import { baseUrl, DESKTOP, launchBrowser, openPageIn, PHONE, screenshot } from '../support/browser'
import { day } from '../support/dates'

/**
 * The booking pages one by one (the whole journey, payment included, has its own test): the
 * summary's server prices and discount codes, the guest-details checks, the My bookings tabs
 * and a rating link that is not valid.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** Two nights in three weeks, two adults: far from the dates other tests book. */
const STAY = { checkin: day(21), checkout: day(23), adults: 2 }

async function call<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.method === 'POST' && path === '/make-reservation'
        ? { 'Idempotency-Key': crypto.randomUUID() }
        : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: res.status, body: (await res.json()) as T }
}

const guestToken = async () =>
  (await call<{ data: { token: string } }>('/auth/guest-user', { method: 'POST', body: {} })).body.data.token

/** A hotel with a room type of which at least three rooms are free for the stay. */
async function bookableRoom(): Promise<{ hotel: HotelDetail; roomId: number }> {
  const stay = `checkin=${STAY.checkin}&checkout=${STAY.checkout}&room_number=1&adult_number=${STAY.adults}&children_number=0&currency=USD`
  const list = (await call<HotelList>(`/hotel?take=9&page=1&sort=-id&${stay}`)).body
  for (const summary of list.data) {
    const hotel = (await call<{ data: HotelDetail }>(`/hotel/${summary.id}?${stay}`)).body.data
    const room = hotel.rooms.find(
      (r) => r.available_room_number >= 3 && r.total_price_with_currency !== null && r.adult_number >= 2,
    )
    if (room) return { hotel, roomId: room.id }
  }
  throw new Error('no bookable room on the first page')
}

const bookingRequest = (hotelId: number, roomId: number, discount_code?: string) => ({
  hotel_id: hotelId,
  checkin: STAY.checkin,
  checkout: STAY.checkout,
  adults: STAY.adults,
  children: 0,
  currency: 'USD',
  rooms: [{ room_id: roomId, number_of_rooms: 1 }],
  ...(discount_code ? { discount_code } : {}),
})

/** The summary's URL exactly as the hotel page's "Book now" writes it. */
const summaryUrl = (hotel: HotelDetail, roomId: number) =>
  `/hotel/book?id=${hotel.id}&governorate=${hotel.governorate_id}&checkin=${STAY.checkin}` +
  `&checkout=${STAY.checkout}&room_no=1&room_select=${encodeURIComponent(JSON.stringify([{ room: roomId, count: 1 }]))}` +
  `&adult_no=${STAY.adults}&children_no=0&currency=USD`

/** US dollars as the page writes them in English ($1,234.5 → $1,234.50; whole amounts bare). */
const usd = (n: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
  }).format(n)

const newPage = (lang: 'ar' | 'en', viewport = DESKTOP) => openPageIn(browser, lang, viewport)

/** The browser's own session token (the page signs in as a guest on its first call). */
async function pageToken(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('auth_info')), { timeout: 10_000 })
    .not.toBeNull()
  return page.evaluate(() => JSON.parse(localStorage.getItem('auth_info') ?? '{}').token as string)
}

describe('booking summary', () => {
  it('shows the server prices, refuses an expired code and applies a valid one', async () => {
    const { hotel, roomId } = await bookableRoom()
    const token = await guestToken()
    const plain = (
      await call<{ data: BookingQuote }>('/booking-quote', {
        method: 'POST',
        body: bookingRequest(hotel.id, roomId),
        token,
      })
    ).body.data
    const coded = (
      await call<{ data: BookingQuote }>('/booking-quote', {
        method: 'POST',
        body: bookingRequest(hotel.id, roomId, 'WELCOME10'),
        token,
      })
    ).body.data
    expect(coded.discount).toBeGreaterThan(0)

    const page = await newPage('en')
    await page.goto(summaryUrl(hotel, roomId))
    await page.getByTestId('booking-summary').waitFor()
    expect(await page.getByTestId('booking-hotel-title').textContent()).toBe(hotel.en_title)
    expect(await page.getByTestId('quote-room').count()).toBe(1)
    expect(await page.getByTestId('quote-room-price').textContent()).toBe(
      usd(plain.rooms[0]?.total_price_with_currency ?? 0),
    )
    expect(await page.getByTestId('original-price').textContent()).toBe(usd(plain.original_price))
    expect(await page.getByTestId('total').textContent()).toBe(usd(plain.total))
    expect(await page.getByTestId('total-aed').textContent()).toContain(
      new Intl.NumberFormat('en', {
        minimumFractionDigits: Number.isInteger(plain.total_aed) ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(plain.total_aed),
    )
    expect(await page.getByTestId('stay-nights').textContent()).toBe('2 nights')
    expect(await page.getByTestId('stay-guests').textContent()).toBe('2 adults')

    // An expired code: the server's reason under the field, the prices unchanged.
    await page.locator('input[name=discount_code]').fill('summer2025')
    await page.locator('[data-testid=discount-form] button[type=submit]').click()
    await page.getByTestId('field-error').filter({ hasText: 'This discount code has expired' }).waitFor()
    expect(await page.locator('input[name=discount_code]').getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByTestId('total').textContent()).toBe(usd(plain.total))
    await screenshot(page, 'booking-summary-bad-code-en-1280')

    // A valid one (typed in lower case): the server's discounted prices.
    await page.locator('input[name=discount_code]').fill('welcome10')
    await page.locator('[data-testid=discount-form] button[type=submit]').click()
    await page.getByTestId('discount-applied').waitFor()
    expect(await page.getByTestId('discount-applied').textContent()).toContain('WELCOME10')
    expect(await page.getByTestId('total').textContent()).toBe(usd(coded.total))
    expect(await page.getByTestId('price-after-discount').textContent()).toBe(usd(coded.price_after_discount))
    expect(await page.getByTestId('discount').textContent()).toContain(usd(coded.discount).replace('$', ''))
    await screenshot(page, 'booking-summary-code-en-1280')

    // Removing it goes back to the plain prices.
    await page.getByTestId('discount-applied').getByRole('button').click()
    await expect.poll(() => page.getByTestId('total').textContent()).toBe(usd(plain.total))
    await page.context().close()
  })

  it('mirrors in Arabic on a phone and leads back from a link without rooms', async () => {
    const { hotel, roomId } = await bookableRoom()
    const page = await newPage('ar', PHONE)
    await page.goto(summaryUrl(hotel, roomId))
    await page.getByTestId('booking-summary').waitFor()
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    expect(await page.getByTestId('booking-hotel-title').textContent()).toBe(hotel.ar_title)
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await screenshot(page, 'booking-summary-ar-390')

    await page.goto(
      `/hotel/book?id=${hotel.id}&checkin=${STAY.checkin}&checkout=${STAY.checkout}&room_select=oops`,
    )
    await page.getByTestId('nothing-to-book').waitFor()
    expect(await page.locator('[data-testid=nothing-to-book] a').getAttribute('href')).toContain(
      `id=${hotel.id}`,
    )
    await page.context().close()
  })
})

describe('guest details', () => {
  it('checks empty and invalid fields before sending', async () => {
    const { hotel, roomId } = await bookableRoom()
    const page = await newPage('en', PHONE)
    await page.goto(summaryUrl(hotel, roomId))
    await page.getByTestId('complete-booking').click()
    await page.waitForURL(/\/hotel\/booking-confirmation\/\d+$/)
    await page.getByTestId('guest-details-form').waitFor()
    await page.getByTestId('hold-countdown').waitFor()
    expect(await page.getByTestId('reservation-no').textContent()).toMatch(/^FDQ-\d{7}$/)

    // Everything empty: one "required" message under each of the five fields.
    let sent = 0
    page.on('request', (r) => {
      if (r.url().includes('/api/confirm/reservation/')) sent += 1
    })
    await page.getByTestId('confirm-booking').click()
    const errors = page.getByTestId('field-error')
    await expect.poll(() => errors.count()).toBe(5)
    for (const text of await errors.allTextContents()) expect(text).toBe('This field is required')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('full_name')
    await screenshot(page, 'booking-details-errors-en-390')

    // A bad e-mail address, the rest filled in.
    await page.locator('input[name=full_name]').fill('Layla Hassan')
    await page.locator('input[name=phone]').fill('7701234567')
    await page.locator('input[name=email]').fill('layla@')
    await page.locator('input[name=country]').fill('Iraq')
    await page.locator('select[name=arrival_hour]').selectOption('14')
    await page.locator('select[name=arrival_minute]').selectOption('30')
    await page.getByTestId('confirm-booking').click()
    await expect.poll(() => errors.allTextContents()).toEqual(['Invalid email'])
    expect(await page.locator('input[name=email]').getAttribute('aria-invalid')).toBe('true')
    expect(sent).toBe(0)
    await page.context().close()
  })
})

describe('my bookings', () => {
  it('shows the three tabs, empty states and an unpaid booking to complete', async () => {
    const page = await newPage('en')
    await page.goto('/my-bookings')
    await page.getByTestId('reservations-empty-valid').waitFor()
    // A booking made by this browser's guest, not paid yet.
    const { hotel, roomId } = await bookableRoom()
    const made = await call<{ data: Reservation }>('/make-reservation', {
      method: 'POST',
      body: bookingRequest(hotel.id, roomId),
      token: await pageToken(page),
    })
    expect(made.status).toBe(201)
    const reservation = made.body.data

    // The tabs are a keyboard-operable tab list; the choice is kept in the URL.
    await page.getByTestId('tab-valid').focus()
    await page.keyboard.press('ArrowRight')
    await page.waitForURL(/tab=previous/)
    await page.getByTestId('reservations-empty-previous').waitFor()
    await page.getByTestId('tab-incomplete').click()
    await page.waitForURL(/tab=incomplete/)
    const card = page.getByTestId('reservation-card').filter({ hasText: reservation.reservation_no })
    await card.waitFor()
    expect(await card.textContent()).toContain(hotel.en_title)
    expect(await card.getByTestId('download-voucher').count()).toBe(0)
    expect(await card.getByTestId('complete-payment').getAttribute('href')).toBe(
      `/hotel/booking-confirmation/${reservation.id}`,
    )
    await screenshot(page, 'my-bookings-incomplete-en-1280')

    const phone = await newPage('ar', PHONE)
    await phone.goto('/my-bookings?tab=valid')
    await phone.getByTestId('reservations-empty-valid').waitFor()
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await screenshot(phone, 'my-bookings-valid-ar-390')
    await phone.context().close()
    await page.context().close()
  })
})

describe('rating page', () => {
  it('says the link is invalid and goes home after 5 s', async () => {
    const page = await newPage('en')
    const started = Date.now()
    await page.goto(`/hotel/1/reserve/${'x'.repeat(40)}`)
    await page.getByTestId('rating-invalid').waitFor()
    expect(await page.locator('[data-testid=rating-invalid] h1').textContent()).toBe('Invalid token')
    await screenshot(page, 'rating-invalid-en-1280')
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500)
    await page.context().close()
  })
})

/** axe-core on the booking pages in their busiest states: no serious or critical violation. */
describe.each(['ar', 'en'] as const)('accessibility of the booking pages (%s)', (lang) => {
  it('summary with a refused code, details with errors, my bookings, an invalid rating link', async () => {
    const { hotel, roomId } = await bookableRoom()
    const page = await newPage(lang, lang === 'ar' ? PHONE : DESKTOP)
    const serious = async (where: string) => {
      await page.evaluate(() => document.fonts.ready.then(() => true))
      return (await seriousViolations(page)).map((v) => `${where} ${v}`)
    }
    const found: string[] = []
    await page.goto(summaryUrl(hotel, roomId))
    await page.locator('input[name=discount_code]').fill('NOPE')
    await page.locator('[data-testid=discount-form] button[type=submit]').click()
    await page.getByTestId('field-error').waitFor()
    found.push(...(await serious('summary')))
    await page.getByTestId('complete-booking').click()
    await page.getByTestId('guest-details-form').waitFor()
    await page.getByTestId('confirm-booking').click()
    await page.getByTestId('field-error').first().waitFor()
    found.push(...(await serious('details')))
    await page.goto('/my-bookings?tab=incomplete')
    await page.getByTestId('reservation-card').first().waitFor()
    found.push(...(await serious('my-bookings')))
    await page.goto(`/hotel/1/reserve/${'y'.repeat(40)}`)
    await page.getByTestId('rating-invalid').waitFor()
    found.push(...(await serious('rating')))
    expect(found).toEqual([])
    await page.context().close()
  })
})
