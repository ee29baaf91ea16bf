import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DESKTOP, launchBrowser, openPageIn, PHONE, screenshot } from '../support/browser'
import { smsCode } from '../support/server-outbox'

/**
 * "Continue with Google" in a real browser, against the fake provider the e2e server is
 * configured with (tests/support/e2e-global-setup.ts): the button, the round trip through the
 * provider, the hand-off back on /login, and the signed-in header. Then the new account adds
 * a phone number, which takes effect only with the code sent to it.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const run = String(Date.now()).slice(-8)
const person = {
  sub: `e2e-google-${run}`,
  name: `Noor Google ${run.slice(-3)}`,
  email: `noor.${run}@example.test`,
  email_verified: true,
}

/** "Continue with Google" (found by its provider: its label is translated). */
const GOOGLE = 'button[data-provider=google]'

interface StoredAuth {
  token: string
  userAuth: { id: number; name: string; phone: string | null; is_guest: boolean }
}
const storedAuth = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('auth_info') ?? 'null') as StoredAuth | null)

const newPage = (viewport = DESKTOP) => openPageIn(browser, 'en', viewport)

/** Who the fake provider signs in next (it runs in the global setup's process). */
async function providerSignsIn(who: typeof person) {
  const res = await fetch(`${inject('oidcIssuer')}/_control/identity`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  })
  expect(res.ok).toBe(true)
}

describe('sign-in with Google', () => {
  let signedIn: Page

  it('shows the provider buttons on sign-up too', async () => {
    const page = await newPage(PHONE)
    await page.goto('/signup')
    await page.locator(GOOGLE).waitFor()
    // Only configured providers get a button.
    expect(await page.locator('button[data-provider=facebook]').count()).toBe(0)
    await page.context().close()
  })

  it('goes to the provider and back, signed in, with the name in the header', async () => {
    await providerSignsIn(person)
    const page = await newPage()
    // A guest on a page that needs an account is sent to sign in, and comes back there.
    await page.goto('/account-setting')
    await page.waitForURL(/\/login\?redirect=/)
    const google = page.locator(GOOGLE)
    await google.waitFor()
    await screenshot(page, 'login-google-en-1280')
    const guest = await storedAuth(page)
    expect(guest?.userAuth.is_guest).toBe(true)
    await google.click()
    await page.waitForURL(/\/account-setting/)
    // The hand-off code is gone from the address and the history.
    expect(page.url()).not.toMatch(/oidc=/)
    await expect.poll(async () => (await storedAuth(page))?.userAuth.is_guest).toBe(false)
    expect((await storedAuth(page))?.userAuth.name).toBe(person.name)
    await expect
      .poll(() => page.locator('.desktop-account [data-testid=user-name]').textContent())
      .toContain(person.name.slice(0, 15))
    expect(await page.locator('input[name=email]').inputValue()).toBe(person.email)
    signedIn = page
  })

  it('adds a phone number, saved only with the SMS code sent to it', async () => {
    const page = signedIn
    const national = `75${run}`
    const phone = `+96475${run}`
    await page.locator('input[name=phone]').fill(`0${national}`)
    await page.locator('form[aria-label="Personal information"] button[type=submit]').click()
    const step = page.getByTestId('contact-code-phone')
    await step.waitFor()
    expect((await storedAuth(page))?.userAuth.phone).toBeNull()
    await screenshot(page, 'account-phone-code-en-1280')

    await step.getByTestId('code-input').fill('000000')
    await step.getByTestId('field-error').filter({ hasText: 'This code is not correct' }).waitFor()
    await step.getByTestId('code-input').fill(await smsCode(phone))
    await page.getByTestId('toast').filter({ hasText: 'information updated successfully' }).first().waitFor()
    await step.waitFor({ state: 'detached' })
    await expect.poll(async () => (await storedAuth(page))?.userAuth.phone).toBe(phone)
    await page.context().close()
  })

  it('signs the same person in again on a second browser', async () => {
    const page = await newPage(PHONE)
    await page.goto('/login')
    await page.locator(GOOGLE).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect.poll(async () => (await storedAuth(page))?.userAuth.name).toBe(person.name)
    await page.context().close()
  })

  it('says so on the sign-in page when the provider round trip fails', async () => {
    const page = await newPage()
    // A callback this browser never started (no state of its own): refused.
    await page.goto('/api/auth/oidc/google/callback?code=forged&state=forged')
    await page.waitForURL(/\/login\?oidc_error=1/)
    await page
      .getByTestId('oidc-error')
      .filter({ hasText: 'Signing in with Google or Facebook did not work' })
      .waitFor()
    expect((await storedAuth(page))?.userAuth.is_guest ?? true).toBe(true)
    await page.context().close()
  })
})
