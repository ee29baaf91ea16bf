import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, DESKTOP, launchBrowser, openPageIn, PHONE, screenshot } from '../support/browser'
import { smsCode, smsTo } from '../support/server-outbox'

/**
 * Accounts in the browser: sign-up with the SMS code, sign-out, sign-in, profile and picture,
 * password change and recovery, favourites carried from guest to user, and the 401 refresh.
 * The tests run in order and share one person, made unique per run.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const run = String(Date.now()).slice(-8)
const person = {
  name: `Layla Hassan ${run.slice(-3)}`,
  /** An Iraqi mobile (077…), typed as people do, without the country code. */
  national: `77${run}`,
  phone: `+96477${run}`,
  email: `layla.${run}@example.test`,
  password: 'Strong@2024x',
}

interface StoredAuth {
  token: string
  refreshToken: string
  userAuth: { id: number; name: string; image: string | null; is_guest: boolean }
}

const newPage = (lang: 'ar' | 'en', viewport = DESKTOP) => openPageIn(browser, lang, viewport)

const storedAuth = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('auth_info') ?? 'null') as StoredAuth | null)

async function toast(page: Page, text: string) {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor()
}

async function signIn(page: Page, identifier = person.email, password = person.password) {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login')
  await page.locator('input[name=email]').fill(identifier)
  await page.locator('input[name=password]').fill(password)
  await page.locator('form button[type=submit]').click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  await expect.poll(async () => (await storedAuth(page))?.userAuth.is_guest).toBe(false)
}

async function openAccountMenu(page: Page) {
  await page.locator('.desktop-account summary[data-testid=user-name]').click()
}

describe('accounts', () => {
  let signedUp: Page

  it('signs up with an Iraqi number, verifies the SMS code and shows the name', async () => {
    const page = await newPage('en')
    await page.goto('/signup')
    await page.locator('input[name=name]').fill(person.name)
    // Iraq +964 is the default calling code.
    expect(await page.locator('.phone-input select').inputValue()).toBe('IQ')
    await page.locator('input[name=phone]').fill(`0${person.national}`)
    await page.locator('input[name=email]').fill(person.email)
    await page.locator('input[name=password]').fill('weak')
    expect(await page.locator('[data-testid=password-rules] li[data-ok=false]').count()).toBeGreaterThan(0)
    await page.locator('input[name=password]').fill(person.password)
    expect(await page.locator('[data-testid=password-rules] li[data-ok=false]').count()).toBe(0)
    await page.locator('input[name=country]').fill('Iraq')
    await page.locator('input[name=city]').fill('Baghdad')
    await screenshot(page, 'signup-en-1280')
    await page.locator('form button[type=submit]').click()

    await page.waitForURL(/\/verify-otp\//)
    expect(await page.getByTestId('otp-phone').textContent()).toContain('+964')
    await page.getByTestId('resend-countdown').waitFor()
    // Six digits submit by themselves.
    await page.getByTestId('code-input').fill(await smsCode(person.phone))
    await page.waitForURL((url) => url.pathname === '/')
    await toast(page, `Welcome to Funduq, ${person.name}!`)
    expect(await page.locator('.desktop-account [data-testid=user-name]').textContent()).toContain(
      person.name.slice(0, 15),
    )
    expect((await storedAuth(page))?.userAuth.is_guest).toBe(false)
    signedUp = page
  })

  it('logs out from the account menu: session ended, auth_info cleared, on /login', async () => {
    const page = signedUp
    const before = await storedAuth(page)
    await openAccountMenu(page)
    await page.locator('.desktop-account').getByTestId('logout').click()
    await page.waitForURL(/\/login/)
    const after = await storedAuth(page)
    expect(after === null || after.userAuth.is_guest).toBe(true)
    expect(await page.locator('.desktop-account [data-testid=user-name]').textContent()).toContain(
      'Guest User',
    )
    // The old access token no longer works on the server.
    const res = await fetch(`${baseUrl()}/api/auth/me`, {
      headers: { Authorization: `Bearer ${before?.token}` },
    })
    expect(res.status).toBe(401)
    await page.context().close()
  })

  it('sends a guest from /account-setting to sign in, then back there', async () => {
    const page = await newPage('ar', PHONE)
    await page.goto('/account-setting')
    await page.waitForURL(/\/login\?redirect=/)
    await page.locator('input[name=email]').waitFor()
    expect(await page.getAttribute('html', 'dir')).toBe('rtl')
    await screenshot(page, 'login-ar-390')
    await signIn(page)
    await page.waitForURL(/\/account-setting/)
    await page.getByTestId('tab-personal').waitFor()
    await page.context().close()
  })

  it('offers to verify the phone when an unverified account signs in', async () => {
    const other = {
      ...person,
      national: `78${run}`,
      phone: `+96478${run}`,
      email: `pending.${run}@example.test`,
    }
    const res = await fetch(`${baseUrl()}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Pending Person',
        phone: other.phone,
        email: other.email,
        password: other.password,
        passcode: 'funduq-web',
      }),
    })
    expect(res.status).toBe(201)
    const page = await newPage('en', PHONE)
    await page.goto('/login')
    await page.locator('input[name=email]').fill(other.email)
    await page.locator('input[name=password]').fill(other.password)
    await page.locator('form button[type=submit]').click()
    const alert = page.getByTestId('not-verified')
    await alert.waitFor()
    await alert.getByRole('link').click()
    await page.waitForURL(/\/verify-otp\//)
    // A wrong code is said at the field; the right one signs in.
    await page.getByTestId('code-input').fill('000000')
    await page.getByTestId('field-error').filter({ hasText: 'This code is not correct' }).waitFor()
    await page.getByTestId('code-input').fill(await smsCode(other.phone))
    await page.waitForURL((url) => url.pathname === '/')
    expect((await storedAuth(page))?.userAuth.is_guest).toBe(false)
    await page.context().close()
  })

  it('shows the §8 message when the password is wrong', async () => {
    const page = await newPage('en')
    await page.goto('/login')
    await page.locator('input[name=email]').fill(person.email)
    await page.locator('input[name=password]').fill('Wrong@2024x')
    // The show/hide toggle reveals the password and says so.
    const toggle = page.getByRole('button', { name: 'Show password' })
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    await toggle.click()
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    expect(await page.locator('input[name=password]').getAttribute('type')).toBe('text')
    await page.locator('form button[type=submit]').click()
    await toast(page, 'Sorry, the username or password is wrong!')
    expect(new URL(page.url()).pathname).toBe('/login')
    await page.context().close()
  })

  it('turns the offline bar on when a sign-in gets no answer, keeping what was typed', async () => {
    const page = await newPage('en', PHONE)
    await page.goto('/login')
    await page.locator('input[name=email]').fill(person.email)
    await page.locator('input[name=password]').fill('Typed@2024x')
    // The account calls go through the one HTTP layer, which tells the offline indicator.
    await page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'))
    await page.locator('form button[type=submit]').click()
    await page.getByTestId('offline-indicator').waitFor()
    await toast(page, 'Check your connection and try again.')
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(await page.locator('input[name=password]').inputValue()).toBe('Typed@2024x')
    await page.context().close()
  })

  it('edits the name, uploads a picture and shows the success toast', async () => {
    const page = await newPage('en')
    await signIn(page)
    await page.goto('/account-setting')
    const input = page.getByTestId('avatar-input')

    // Not an image, whatever its name says: refused on the client.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png') })
    await page.getByTestId('field-error').filter({ hasText: 'Choose a GIF, JPEG or PNG image' }).waitFor()
    expect(await page.getByTestId('avatar-drop').getAttribute('data-rejected')).not.toBeNull()

    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#e0a526' } })
      .png()
      .toBuffer()
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    const facts = page.getByTestId('avatar-file')
    await facts.waitFor()
    expect(await facts.textContent()).toMatch(/me\.png.*0\.\d\d MB/)
    expect(await page.locator('.avatar-preview img').getAttribute('src')).toMatch(/^blob:/)

    person.name = `Layla H. ${run.slice(-3)}`
    await page.locator('input[name=name]').fill(person.name)
    await page.locator('form button[type=submit]').click()
    await toast(page, 'information updated successfully')
    await expect
      .poll(() => page.locator('.desktop-account [data-testid=user-name]').textContent())
      .toContain(person.name)
    const auth = await storedAuth(page)
    expect(auth?.userAuth.name).toBe(person.name)
    expect(auth?.userAuth.image).toBeTruthy()
    await expect
      .poll(() => page.locator('.avatar-preview img').getAttribute('src'))
      .toBe(auth?.userAuth.image)

    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'ar'))
    await page.reload()
    await page.getByTestId('tab-personal').waitFor()
    await page.locator('.avatar-preview img').evaluate((img: HTMLImageElement) => img.decode())
    await screenshot(page, 'account-ar-1280')
    await page.context().close()
  })

  it('changes the password in the security tab, then signs in with it', async () => {
    const page = await newPage('en')
    await signIn(page)
    await page.goto('/account-setting?tab=security')
    await page.locator('input[name=password]').fill('Newer@2024x')
    await page.locator('input[name=confirm_password]').fill('Newer@2024y')
    await page.locator('form button[type=submit]').click()
    await page.getByTestId('field-error').filter({ hasText: 'passwords do not match' }).waitFor()
    await page.locator('input[name=confirm_password]').fill('Newer@2024x')
    await page.locator('form button[type=submit]').click()
    await toast(page, 'password updated successfully')
    person.password = 'Newer@2024x'

    // Language and currency: applied here at once and saved to the profile.
    await page.getByTestId('tab-preferences').click()
    await page.locator('select[name=language]').selectOption('ar')
    await page.locator('select[name=currency]').selectOption('EUR')
    await page.locator('form button[type=submit]').click()
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl')
    await toast(page, 'تم تحديث المعلومات بنجاح')
    expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBe('EUR')
    const saved = await page.evaluate(async () => {
      const auth = JSON.parse(localStorage.getItem('auth_info') ?? '{}')
      const res = await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${auth.token}` } })
      return (await res.json()).data
    })
    expect(saved).toMatchObject({ language: 'ar', currency: 'EUR' })
    await page.context().close()

    const again = await newPage('en')
    await signIn(again)
    await again.context().close()
  })

  it('keeps a guest favourite after sign-in, lists it on /favorites, and removes it', async () => {
    const page = await newPage('en', PHONE)
    await page.goto('/hotels?room_no=1&adult_no=1&children_no=0&page=1')
    const card = page.getByTestId('hotel-card').first()
    await card.waitFor()
    const title = (await card.locator('h2').textContent())?.trim() ?? ''
    const heart = card.getByTestId('favourite-button')
    expect(await heart.getAttribute('aria-pressed')).toBe('false')
    expect(await heart.getAttribute('aria-label')).toBe('Add to favourites')
    await heart.click()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    expect(await heart.getAttribute('aria-label')).toBe('Remove from favourites')
    expect((await storedAuth(page))?.userAuth.is_guest).toBe(true)

    await signIn(page)
    await page.goto('/favorites')
    const list = page.getByTestId('favourites-list')
    await list.waitFor()
    const favourite = list.getByTestId('hotel-card').filter({ hasText: title })
    await favourite.waitFor()
    await screenshot(page, 'favorites-en-390')

    await favourite.getByTestId('favourite-button').click()
    await page.getByTestId('favourites-empty').waitFor()
    expect(await page.getByTestId('favourites-empty').textContent()).toContain('No favourite places')
    await page.context().close()
  })

  it('refreshes a broken access token with the refresh token and keeps the user signed in', async () => {
    const page = await newPage('en')
    await signIn(page)
    const before = await storedAuth(page)
    const broken = `${before?.token.slice(0, -6)}AAAAAA`
    // Break the token where the app is not running: a call the app made with it meanwhile
    // would refresh, and leaving that page mid-refresh would lose the rotated token, so the
    // next page would present a used one (reuse: the session ends, by design).
    await page.goto('/robots.txt')
    await page.evaluate((token) => {
      const auth = JSON.parse(localStorage.getItem('auth_info') ?? '{}')
      localStorage.setItem('auth_info', JSON.stringify({ ...auth, token }))
    }, broken)
    await page.goto('/favorites')
    await page.getByTestId('favourites-empty').waitFor()
    const after = await storedAuth(page)
    expect(after?.token).toBeTruthy()
    expect(after?.token).not.toBe(broken)
    expect(after?.refreshToken).not.toBe(before?.refreshToken)
    expect(after?.userAuth.id).toBe(before?.userAuth.id)
    expect(after?.userAuth.is_guest).toBe(false)
    await page.context().close()
  })

  it('resets a forgotten password with a code sent by SMS', async () => {
    const page = await newPage('en', PHONE)
    const sent = (await smsTo(person.phone)).length
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.waitForURL(/\/password-recovery$/)
    await page.locator('input[name=identifier]').fill(`0${person.national}`)
    await page.locator('form button[type=submit]').click()
    await page.waitForURL(/\/password-recovery2\?identifier=/)
    expect(new URL(page.url()).searchParams.get('identifier')).toBe(person.phone)
    await page.getByTestId('code-input').fill(await smsCode(person.phone, sent))
    await page.waitForURL(/\/password-recovery3$/)
    // The reset token stays out of the URL.
    expect(page.url()).not.toMatch(/token/)
    await page.locator('input[name=password]').fill('Reset@2024x')
    await page.locator('input[name=confirm_password]').fill('Reset@2024x')
    await page.locator('form button[type=submit]').click()
    await page.waitForURL(/\/login$/)
    person.password = 'Reset@2024x'
    await signIn(page, `0${person.national}`)
    await page.context().close()
  })
})
