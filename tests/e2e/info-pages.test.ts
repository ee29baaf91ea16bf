import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Faq, FaqList } from '../../contract/faq'
import type { OfferList } from '../../contract/marketing'
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from '../support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, { headers: { 'Accept-Language': 'en' } })
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

async function pageIn(lang: 'ar' | 'en' | 'kr', viewport = DESKTOP): Promise<Page> {
  const page = await openPage(browser, viewport)
  await page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang)
  return page
}

/** Arabic-Indic (and Persian) digits read as numbers. */
const toNumber = (s: string | null) =>
  Number((s ?? '').replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.codePointAt(0) ?? 0) & 0xf)))

/** Days left until the Baghdad midnight after `endDate` (UTC+3 all year). */
function daysLeft(endDate: string, now: number) {
  const [y = 0, m = 1, d = 1] = endDate.split('-').map(Number)
  const minutes = Math.ceil((Date.UTC(y, m - 1, d + 1) - 3 * 3_600_000 - now) / 60_000)
  return Math.floor(minutes / 1440)
}

/** Lazy images load as they scroll into view: show them all before a full-page screenshot. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 50))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForFunction(() => [...document.images].every((img) => img.complete))
}

describe('offers page', () => {
  it('lists offers with a live countdown in days, hours and minutes (ar, phone)', async () => {
    const page = await pageIn('ar', PHONE)
    const before = Date.now()
    await page.goto('/offers')
    const card = page.getByTestId('offer-card').first()
    await card.waitFor()
    expect(await page.getAttribute('html', 'dir')).toBe('rtl')
    const api = await getJson<OfferList>('/offers?take=15&page=1')
    expect(await page.getByTestId('offer-card').count()).toBe(api.data.length)

    const first = api.data[0]
    if (!first) throw new Error('no offers seeded')
    expect(await card.getAttribute('data-offer-id')).toBe(String(first.id))
    expect(await card.getByRole('heading').textContent()).toBe(first.ar_title)
    const countdown = card.getByTestId('countdown')
    expect(await countdown.getAttribute('role')).toBe('timer')
    const unit = (name: string) => countdown.locator(`[data-unit=${name}] strong`).textContent()
    const [days, hours, minutes] = await Promise.all([unit('days'), unit('hours'), unit('minutes')])
    // Numbers in the page's language: Arabic-Indic digits.
    for (const n of [days, hours, minutes]) expect(n).toMatch(/^[\u0660-\u0669]+$/)
    expect([daysLeft(first.end_date, before), daysLeft(first.end_date, Date.now())]).toContain(toNumber(days))
    expect(toNumber(hours)).toBeLessThan(24)
    expect(toNumber(minutes)).toBeLessThan(60)

    // Images come from the media server in several widths, sized and lazy.
    const img = card.locator('img')
    expect(await img.getAttribute('srcset')).toMatch(/\/media\/offer\/\d+\.webp\?w=320 320w, .*\?w=960 960w$/)
    expect(await img.getAttribute('loading')).toBe('lazy')
    expect(await img.getAttribute('width')).toBeTruthy()
    // Descriptions are cut at 220 characters with an ellipsis.
    for (const text of await page.locator('.offer-card-description').allTextContents()) {
      expect([...text].length).toBeLessThanOrEqual(221)
    }
    await loadLazyImages(page)
    await screenshot(page, 'offers-ar-390')
    await page.context().close()
  })

  it('filters by governorate through the URL, and shows "no offers" when none match (en)', async () => {
    const page = await pageIn('en')
    await page.goto('/offers')
    await page.getByTestId('offer-card').first().waitFor()
    const all = await getJson<OfferList>('/offers?take=15')
    const governorate = all.data.find((o) => o.governorate_id !== null)?.governorate_id
    if (!governorate) throw new Error('no offer with a governorate')
    const filter = page.getByTestId('governorate-filter')
    await expect.poll(() => filter.locator('option').count()).toBeGreaterThan(10)

    await filter.selectOption(String(governorate))
    await page.waitForURL((url) => url.searchParams.get('governorate') === String(governorate))
    const expected = await getJson<OfferList>(`/offers?take=15&filter[governorate_id]=${governorate}`)
    const ids = () => page.getByTestId('offer-card').evaluateAll((els) => els.map((e) => e.dataset.offerId))
    await expect.poll(ids).toEqual(expected.data.map((o) => String(o.id)))
    expect(expected.data.length).toBeLessThan(all.total)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Offers in /)

    // A governorate without offers.
    const governorates = await getJson<{ data: { id: number }[] }>('/governorates?take=30')
    const withOffers = new Set(all.data.map((o) => o.governorate_id))
    const empty = governorates.data.find((g) => !withOffers.has(g.id))
    if (!empty) throw new Error('every governorate has an offer')
    await filter.selectOption(String(empty.id))
    await page.getByTestId('offers-empty').waitFor()
    expect(await page.getByTestId('offers-empty').textContent()).toContain('No offers')
    expect(new URL(page.url()).searchParams.get('governorate')).toBe(String(empty.id))

    // Back to every governorate.
    await filter.selectOption('')
    await expect.poll(ids).toEqual(all.data.map((o) => String(o.id)))
    expect(new URL(page.url()).searchParams.get('governorate')).toBeNull()
    await page.context().close()
  })

  it('survives a hand-edited URL', async () => {
    const page = await pageIn('en')
    await page.goto('/offers?governorate=banana&page=-3')
    // Cards, or an error worth reading in the failure message.
    await page.locator('[data-testid=offer-card], [role=alert]').first().waitFor()
    expect(
      await page.getByTestId('offer-card').count(),
      (await page.locator('main').textContent()) ?? '',
    ).toBeGreaterThan(0)
    expect(new URL(page.url()).searchParams.get('page')).toBe('1')
    await page.context().close()
  })
})

describe('help centre', () => {
  const questionsOf = async (department: number) =>
    (await getJson<FaqList>(`/common-questions?take=15&skip=0&filter[department_type]=${department}`)).data

  it('switches departments by click and by arrow keys, and opens and closes answers (en)', async () => {
    const page = await pageIn('en')
    await page.goto('/faq')
    const tabs = page.getByRole('tab')
    await tabs.first().waitFor()
    expect(await tabs.count()).toBe(4)
    expect(await tabs.allTextContents()).toEqual([
      'Booking methods',
      'Payment and cancellation',
      'Customer service',
      'Tourist places',
    ])
    const selected = () => page.locator('[role=tab][aria-selected=true]').textContent()
    const firstQuestion = () => page.getByTestId('faq-item').first().locator('button').textContent()
    const departments: Faq[][] = await Promise.all([1, 2, 3, 4].map(questionsOf))
    expect(await selected()).toBe('Booking methods')
    expect(await firstQuestion()).toBe(departments[0]?.[0]?.en_question)
    expect(await page.getByTestId('faq-item').count()).toBe(departments[0]?.length)

    // Click a tab: the URL and the questions follow.
    await tabs.nth(1).click()
    await page.waitForURL(/[?&]tab=2/)
    await expect.poll(firstQuestion).toBe(departments[1]?.[0]?.en_question)
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      await tabs.nth(1).getAttribute('id'),
    )

    // Arrow keys move along the row (one tab stop), Home and End jump.
    await page.keyboard.press('ArrowRight')
    await page.waitForURL(/[?&]tab=3/)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Customer service')
    await expect.poll(firstQuestion).toBe(departments[2]?.[0]?.en_question)
    await page.keyboard.press('End')
    await page.waitForURL(/[?&]tab=4/)
    await page.keyboard.press('ArrowRight')
    await page.waitForURL(/[?&]tab=1/)
    await page.keyboard.press('ArrowLeft')
    await page.waitForURL(/[?&]tab=4/)
    expect(await tabs.evaluateAll((els) => els.map((e) => e.getAttribute('tabindex')))).toEqual([
      '-1',
      '-1',
      '-1',
      '0',
    ])
    await page.keyboard.press('Home')
    await page.waitForURL(/[?&]tab=1/)
    await expect.poll(firstQuestion).toBe(departments[0]?.[0]?.en_question)

    // A question is a disclosure button controlling its answer.
    const item = page.getByTestId('faq-item').first()
    const button = item.locator('button')
    const answer = page.locator(`#${await button.getAttribute('aria-controls')}`)
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    expect(await answer.isVisible()).toBe(false)
    await button.click()
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    expect(await answer.isVisible()).toBe(true)
    expect(await answer.textContent()).toBe(departments[0]?.[0]?.en_answer)
    expect(await answer.getAttribute('aria-labelledby')).toBe(await button.getAttribute('id'))
    await screenshot(page, 'faq-en-1280')
    await button.press('Enter')
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    expect(await answer.isVisible()).toBe(false)
    await page.context().close()
  })

  it('mirrors the arrow keys right to left, and opens on the tab of the URL (ar)', async () => {
    const page = await pageIn('ar', PHONE)
    await page.goto('/faq?tab=2')
    const tabs = page.getByRole('tab')
    await tabs.first().waitFor()
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true')
    const questions = await questionsOf(2)
    await expect
      .poll(() => page.getByTestId('faq-item').first().locator('button').textContent())
      .toBe(questions[0]?.ar_question)
    await tabs.nth(1).focus()
    await page.keyboard.press('ArrowLeft')
    await page.waitForURL(/[?&]tab=3/)
    await page.keyboard.press('ArrowRight')
    await page.waitForURL(/[?&]tab=2/)
    await page.context().close()
  })
})

describe('contact page', () => {
  it('shows the contact details, checks the form and sends a message (ar)', async () => {
    const page = await pageIn('ar')
    await page.goto('/contact')
    const config = (
      await getJson<{ data: { contact_email: string; contact_phones: string[]; whatsapp: string } }>(
        '/app-config',
      )
    ).data
    const email = page.getByTestId('contact-email')
    await email.waitFor()
    expect(await email.getAttribute('href')).toBe(`mailto:${config.contact_email}`)
    const phones = page.getByTestId('contact-phone')
    expect(await phones.count()).toBe(config.contact_phones.length)
    for (const [i, phone] of config.contact_phones.entries()) {
      expect(await phones.nth(i).getAttribute('href')).toBe(`tel:${phone.replace(/[^\d+]/g, '')}`)
      expect(await phones.nth(i).getAttribute('dir')).toBe('ltr')
    }
    expect(await page.getByTestId('contact-whatsapp').getAttribute('href')).toBe(
      `https://wa.me/${config.whatsapp.replace(/\D/g, '')}`,
    )
    // The office address, in Arabic on the Arabic page.
    expect(await page.locator('[data-map-slot]').textContent()).toContain('دبي')

    // Empty: every field says it is required, in Arabic, and the first one gets the focus.
    const form = page.getByTestId('contact-form')
    await form.locator('button[type=submit]').click()
    const errors = form.getByTestId('field-error')
    await expect.poll(() => errors.count()).toBe(4)
    for (const text of await errors.allTextContents()) expect(text).toBe('هذا الحقل مطلوب')
    expect(await form.locator('[aria-invalid=true]').count()).toBe(4)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
    await screenshot(page, 'contact-ar-1280')

    // Fixing a field clears its message as you type.
    await form.locator('[name=name]').fill('ليلى حسن')
    await expect.poll(() => errors.count()).toBe(3)
    await form.locator('[name=email]').fill('layla@')
    await form.locator('[name=address]').fill('الكرادة، بغداد')
    await form.locator('[name=message]').fill('قصيرة')
    await expect.poll(() => errors.count()).toBe(2)
    await form.locator('[name=email]').fill('layla@example.test')
    await form.locator('[name=message]').fill('أود معرفة إمكانية إضافة سرير أطفال إلى غرفتي في أربيل.')
    await expect.poll(() => errors.count()).toBe(0)

    // The form is blocked while the message is on its way.
    let release: () => void = () => {}
    const held = new Promise<void>((r) => {
      release = r
    })
    await page.route('**/api/contact', async (route) => {
      await held
      await route.continue()
    })
    await form.locator('button[type=submit]').click()
    // The fieldset disables every control in it, the submit button included.
    await expect.poll(() => form.locator('button[type=submit]').isDisabled()).toBe(true)
    expect(await form.locator('[name=message]').isDisabled()).toBe(true)
    expect(await form.locator('button[type=submit]').getAttribute('aria-busy')).toBe('true')
    release()
    const success = page.getByTestId('contact-success')
    await success.waitFor()
    expect(await success.textContent()).toContain('layla@example.test')
    await page.context().close()
  })

  it('shows the server refusal when the form is sent too often', async () => {
    const page = await pageIn('en')
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '600' },
        body: JSON.stringify({ message: 'Too many requests, try again shortly' }),
      }),
    )
    await page.goto('/contact')
    const form = page.getByTestId('contact-form')
    await form.waitFor()
    await form.locator('[name=name]').fill('Layla Hassan')
    await form.locator('[name=email]').fill('layla@example.test')
    await form.locator('[name=address]').fill('Karrada, Baghdad')
    await form.locator('[name=message]').fill('Can I add a baby cot to my room in Erbil?')
    await form.locator('button[type=submit]').click()
    const alert = page.getByTestId('contact-error')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Too many requests, try again shortly')
    // Nothing typed is lost, and the form can be sent again.
    expect(await form.locator('[name=message]').inputValue()).toBe(
      'Can I add a baby cot to my room in Erbil?',
    )
    expect(await form.locator('button[type=submit]').isDisabled()).toBe(false)
    await page.context().close()
  })
})

describe('legal pages', () => {
  it('shows the terms dated 10 June 2024 under Iraqi law, in English (phone)', async () => {
    const page = await pageIn('en', PHONE)
    await page.goto('/terms-and-conditions')
    const date = page.locator('time[datetime="2024-06-10"]')
    await date.waitFor()
    expect(await date.textContent()).toBe('June 10, 2024')
    const text = (await page.locator('article').textContent()) ?? ''
    expect(text).toContain('governed by the laws of the Republic of Iraq')
    expect(text).toContain('subject to confirmation by the hotel')
    expect(text).toContain('cannot be refunded')
    expect(text).toContain('Dubai')
    expect(await page.locator('article a[href^="mailto:"]').count()).toBeGreaterThan(0)
    expect(await page.locator('article a[href^="tel:"]').count()).toBeGreaterThan(0)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Terms and conditions')
    await screenshot(page, 'terms-en-390')
    await page.context().close()
  })

  it('shows the terms in Arabic, right to left, with the date in Arabic', async () => {
    const page = await pageIn('ar')
    await page.goto('/terms-and-conditions')
    const date = page.locator('time[datetime="2024-06-10"]')
    await date.waitFor()
    expect(await date.textContent()).toMatch(/(حزيران|يونيو).*٢٠٢٤/)
    expect(await page.getAttribute('html', 'dir')).toBe('rtl')
    const text = (await page.locator('article').textContent()) ?? ''
    expect(text).toContain('قوانين جمهورية العراق')
    expect(text).toContain('لا يمكن استرداد المبلغ المدفوع')
    await page.context().close()
  })

  it('has a privacy policy about what Funduq stores, in Sorani too', async () => {
    const page = await pageIn('kr', PHONE)
    await page.goto('/privacy-policy')
    await page.locator('time[datetime]').waitFor()
    const text = (await page.locator('article').textContent()) ?? ''
    for (const key of ['auth_info', 'selectedLanguage', 'selectedCurrency']) expect(text).toContain(key)
    expect(text).toMatch(/[ەێۆڕڵ]/)
    await page.context().close()
  })
})
