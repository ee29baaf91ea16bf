import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, launchBrowser, openPageIn, PHONE, screenshot } from '../support/browser'
import { day } from '../support/dates'

/**
 * Issue 18 (decision 32) in a real browser: the cancellation terms before payment (room card,
 * summary, guest details) in Arabic and English, and cancelling a paid booking from My
 * bookings with the confirm step that shows the refund.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** Hotel 1, room 1: the seed's probe room, free to cancel until the day before check-in. */
const ROOM = 1
const hotelUrl = (offset: number) =>
  `/hotel?id=1&checkin=${day(offset)}&checkout=${day(offset + 2)}&room_no=1&adult_no=1&children_no=0`

async function toDetails(page: Page, offset: number) {
  await page.goto(hotelUrl(offset))
  const card = page.locator(`[data-testid=room-card][data-room-id="${ROOM}"]`)
  await card.getByTestId('cancellation-badge').waitFor()
  await card.getByTestId('room-toggle').click()
  await page.getByTestId('book-now').click()
  await page.waitForURL(/\/hotel\/book\?/)
  await page.getByTestId('cancellation-terms').waitFor()
  return card
}

describe('cancellation terms before payment', () => {
  for (const [lang, free, viewport, size] of [
    ['en', 'Free cancellation before', DESKTOP, 1280],
    ['ar', 'إلغاء مجاني قبل', PHONE, 390],
    ['en', 'Free cancellation before', PHONE, 390],
    ['ar', 'إلغاء مجاني قبل', DESKTOP, 1280],
  ] as const) {
    it(`shows them on the room card, the summary and the guest form (${lang}, ${size} px)`, async () => {
      const page = await openPageIn(browser, lang, viewport)
      await page.goto(hotelUrl(6))
      const badge = page.locator(
        `[data-testid=room-card][data-room-id="${ROOM}"] [data-testid=cancellation-badge]`,
      )
      expect(await badge.textContent()).toContain(free)
      await screenshot(page, `cancellation-room-${lang}-${size}`)
      await toDetails(page, 6)
      expect(await page.getByTestId('cancellation-terms').textContent()).toContain(free)
      await screenshot(page, `cancellation-summary-${lang}-${size}`)
      await page.getByTestId('complete-booking').click()
      await page.waitForURL(/\/hotel\/booking-confirmation\/\d+/)
      const terms = page.getByTestId('reservation-brief').getByTestId('cancellation-terms')
      expect(await terms.textContent()).toContain(free)
      if (lang === 'ar') expect(await terms.textContent()).not.toMatch(/[0-9]/)
      await screenshot(page, `cancellation-details-${lang}-${size}`)
      // Cancel the hold again: the guest-details page has the button too.
      await page.getByTestId('cancel-booking').click()
      await page.getByTestId('confirm-cancel').click()
      await page.getByTestId('booking-cancelled').waitFor()
      await page.close()
    })
  }
})

describe('cancelling from My bookings', () => {
  it('a paid booking is cancelled after a confirm step showing the refund, and shows it refunded', async () => {
    const page = await openPageIn(browser, 'en', DESKTOP)
    await toDetails(page, 9)
    await page.getByTestId('complete-booking').click()
    await page.waitForURL(/\/hotel\/booking-confirmation\/\d+/)
    await page.locator('input[name=full_name]').fill('Ahmed Abdullah')
    await page.locator('input[name=phone]').fill('07701234567')
    await page.locator('input[name=email]').fill(`cancel.${Date.now()}@example.test`)
    await page.locator('input[name=country]').fill('Iraq')
    await page.locator('select[name=arrival_hour]').selectOption('14')
    await page.locator('select[name=arrival_minute]').selectOption('30')
    await page.getByTestId('confirm-booking').click()
    await page.waitForURL(/\/sandbox-pay\//)
    await page.getByRole('button', { name: 'Approve payment' }).click()
    await page.waitForURL(/\/hotel\/booking-done\?id=\d+/)
    await page.getByTestId('booking-paid').waitFor()

    await page.goto('/my-bookings')
    const card = page.getByTestId('reservation-card').first()
    await card.getByTestId('cancellation-terms').waitFor()
    const total = (await card.getByTestId('reservation-total').textContent()) ?? ''
    await card.getByTestId('cancel-booking').click()
    const dialog = page.getByTestId('cancel-dialog')
    await dialog.getByTestId('cancel-refund').waitFor()
    // Free cancellation: the whole total comes back.
    expect(await dialog.getByTestId('cancel-refund').textContent()).toContain(`You will get back ${total}`)
    await screenshot(page, 'cancellation-confirm-en-1280')
    await dialog.getByTestId('confirm-cancel').click()
    // It leaves "Valid" and shows in "Previous" as cancelled, refunded.
    await page
      .getByTestId('reservations-empty-valid')
      .or(page.getByTestId('reservation-card'))
      .first()
      .waitFor()
    await page.goto('/my-bookings?tab=previous')
    const previous = page.getByTestId('reservation-card').first()
    await previous.getByTestId('refund-line').waitFor()
    expect(await previous.getByTestId('booking-status').getAttribute('data-status')).toBe('cancelled')
    expect(await previous.getByTestId('refund-line').textContent()).toContain(`Refunded: ${total}`)
    await screenshot(page, 'cancellation-previous-en-1280')
  })
})
