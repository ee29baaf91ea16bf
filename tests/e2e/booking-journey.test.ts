import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DESKTOP, launchBrowser, openPageIn, PHONE, screenshot } from '../support/browser'
import { day } from '../support/dates'
import { waitForMail } from '../support/server-outbox'

/**
 * The whole booking journey in a real browser, against the real server with the sandbox
 * payment provider: hotel page → summary → guest details → payment → done → my bookings →
 * voucher → rating link from the outbox → the rating on the hotel page. Then the declined
 * payment, and an agent's booking that needs no payment.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** Hotel 1, room 1 is the seed's probe room: open with rooms free for the next 30 nights. */
const HOTEL = 1
const ROOM = 1
const hotelUrl = (offset: number) =>
  `/hotel?id=${HOTEL}&checkin=${day(offset)}&checkout=${day(offset + 2)}&room_no=1&adult_no=1&children_no=0`

const newPage = (lang: 'ar' | 'en', viewport = DESKTOP) => openPageIn(browser, lang, viewport)

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.locator('input[name=email]').fill(email)
  await page.locator('input[name=password]').fill(password)
  await page.locator('form button[type=submit]').click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

/** Select the probe room on the hotel page and go to the booking summary. */
async function toSummary(page: Page, offset: number) {
  await page.goto(hotelUrl(offset))
  const card = page.locator(`[data-testid=room-card][data-room-id="${ROOM}"]`)
  await card.getByTestId('room-toggle').click()
  await page.getByTestId('book-now').click()
  await page.waitForURL(/\/hotel\/book\?/)
  await page.getByTestId('total').waitFor()
}

async function fillDetails(page: Page, email: string) {
  await page.locator('input[name=full_name]').fill('أحمد عبد الله')
  await page.locator('input[name=phone]').fill('07701234567')
  await page.locator('input[name=email]').fill(email)
  await page.locator('input[name=country]').fill('Iraq')
  await page.locator('select[name=arrival_hour]').selectOption('14')
  await page.locator('select[name=arrival_minute]').selectOption('30')
}

const reservationIdOf = (page: Page) => Number(/booking-confirmation\/(\d+)/.exec(page.url())?.[1])

describe('booking journey', () => {
  it('a guest books, pays in the sandbox, downloads the voucher and rates the stay', async () => {
    const email = `journey.${Date.now()}@example.test`
    const page = await newPage('en')
    await toSummary(page, 4)

    // A bad code gets the server's message; a good one lowers the total.
    const total = await page.getByTestId('total').textContent()
    const code = page.getByTestId('discount-form')
    await code.locator('input').fill('SUMMER2025')
    await code.locator('button').click()
    await expect.poll(() => code.textContent()).toContain('This discount code has expired')
    await code.locator('input').fill('WELCOME10')
    await code.locator('button').click()
    await page.getByTestId('discount-applied').waitFor()
    await expect.poll(() => page.getByTestId('total').textContent()).not.toBe(total)
    await screenshot(page, 'journey-summary-en-1280')

    await page.getByTestId('complete-booking').click()
    await page.waitForURL(/\/hotel\/booking-confirmation\/\d+/)
    const id = reservationIdOf(page)
    await page.getByTestId('hold-countdown').waitFor()

    // Empty form: each required field says so, nothing is sent.
    await page.getByTestId('confirm-booking').click()
    await expect.poll(() => page.getByText('This field is required').count()).toBeGreaterThanOrEqual(3)
    await page.locator('input[name=email]').fill('not-an-address')
    await page.getByTestId('confirm-booking').click()
    await expect.poll(() => page.getByText('Invalid email').count()).toBe(1)
    await fillDetails(page, email)
    await screenshot(page, 'journey-details-en-1280')
    await page.getByTestId('confirm-booking').click()

    // The sandbox's hosted checkout on our own server.
    await page.waitForURL(/\/sandbox-pay\//)
    await page.getByRole('button', { name: 'Approve payment' }).click()
    await page.waitForURL(/\/hotel\/booking-done\?id=\d+/)
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(id))
    await page.getByTestId('booking-paid').waitFor()
    await screenshot(page, 'journey-done-en-1280')

    // My bookings: the valid tab holds it; the voucher downloads as {reservation_no}.pdf.
    await page.goto('/my-bookings')
    const card = page.getByTestId('reservation-card').first()
    await card.waitFor()
    const number = (await card.getByTestId('reservation-no').textContent())?.match(/FDQ-\d{7}/)?.[0] ?? ''
    expect(number).toBe(`FDQ-${String(id).padStart(7, '0')}`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByTestId('download-voucher').click(),
    ])
    expect(download.suggestedFilename()).toBe(`${number}.pdf`)
    const file = join(inject('dataDir'), `${number}.pdf`)
    await download.saveAs(file)
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
      /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
      '',
    )
    expect(text).toContain(number)
    expect(text).toContain('قسيمة الحجز')
    expect(text).toContain('أحمد عبد الله')
    expect(text).toContain(day(4))

    // The confirmation e-mail carries the voucher; the rating request carries a one-time link.
    await waitForMail(email, new RegExp(`filename=${number}\\.pdf`))
    const rating = await waitForMail(email, /\/hotel\/\d+\/reserve\/[A-Za-z0-9_-]+/)
    const link = /https?:\/\/[^/\s"]+(\/hotel\/\d+\/reserve\/[A-Za-z0-9_-]+)/.exec(rating)?.[1] ?? ''
    await page.goto(link)
    const dialog = page.locator('dialog[open]')
    await dialog.waitFor()
    await screenshot(page, 'journey-rating-en-1280')
    await dialog.locator('input[name=rate][value="4"]').check({ force: true })
    const comment = `Spotless room, kind staff ${Date.now()}`
    await dialog.locator('textarea[name=comment]').fill(comment)
    await dialog.getByTestId('submit-rating').click()
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 })

    // The rating is on the hotel page; the link does not work twice.
    await page.goto(hotelUrl(4))
    await expect.poll(() => page.getByText(comment).count(), { timeout: 15_000 }).toBe(1)
    await page.goto(link)
    await page.getByTestId('rating-used').waitFor()
    await page.context().close()
  })

  it('a signed-in user whose payment is declined lands on booking-failed, rooms released', async () => {
    const page = await newPage('ar', PHONE)
    await signIn(page, 'demo@funduq.test', 'Demo@2024x')
    await toSummary(page, 6)
    await page.getByTestId('complete-booking').click()
    await page.waitForURL(/\/hotel\/booking-confirmation\/\d+/)
    const id = reservationIdOf(page)
    // The form starts from the account's details; the arrival time is the guest's to give.
    await fillDetails(page, 'demo@funduq.test')
    await page.getByTestId('confirm-booking').click()
    await page.waitForURL(/\/sandbox-pay\//)
    await page.getByRole('button', { name: 'Decline' }).click()
    await page.waitForURL(/\/hotel\/booking-failed\?id=\d+/)
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(id))
    await screenshot(page, 'journey-failed-ar-390')
    // Buttons to my bookings and home (spec §2).
    expect(await page.locator('a[href="/my-bookings"]').count()).toBeGreaterThan(0)
    expect(await page.locator('a[href="/"]').count()).toBeGreaterThan(0)
    await page.context().close()
  })

  it("an agent's booking is confirmed without payment", async () => {
    const page = await newPage('en')
    await signIn(page, 'agent@funduq.test', 'Agent@2024x')
    await toSummary(page, 8)
    await page.getByTestId('complete-booking').click()
    await page.waitForURL(/\/hotel\/booking-confirmation\/\d+/)
    await fillDetails(page, 'agent@funduq.test')
    await page.getByTestId('confirm-booking').click()
    await page.waitForURL(/\/hotel\/booking-done\?id=\d+/)
    await page.getByTestId('booking-paid').waitFor()
    await page.context().close()
  })
})
