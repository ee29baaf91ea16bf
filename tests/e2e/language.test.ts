import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, PHONE, screenshot } from '../support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe('languages', () => {
  it('renders the home page in Arabic, right to left, by default', async () => {
    const page = await openPage(browser)
    await page.goto('/')
    const heading = page.getByRole('heading', { level: 1 })
    await heading.waitFor()
    expect(await page.getAttribute('html', 'dir')).toBe('rtl')
    expect(await page.getAttribute('html', 'lang')).toBe('ar')
    expect(await heading.textContent()).toMatch(/[\u0600-\u06FF]/)
    // The search form sits on the right edge in RTL: its start is the right side.
    const box = await page.getByRole('search').boundingBox()
    expect(box).not.toBeNull()
    // A guest is signed in automatically and sees "Guest User" in Arabic.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('auth_info')))
      .toContain('"is_guest":true')
    await screenshot(page, 'home-ar-1280')
    await page.context().close()
  })

  it('switches to English (ltr) and keeps it across a reload', async () => {
    const page = await openPage(browser)
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByTestId('language-picker').first().selectOption('en')
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('ltr')
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('en')
    await page.reload()
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.getAttribute('html', 'dir')).toBe('ltr')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Find your hotel anywhere in Iraq',
    )
    await screenshot(page, 'home-en-1280')
    await page.context().close()
  })

  it('shows Sorani right to left with lang ckb', async () => {
    const page = await openPage(browser, PHONE)
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'kr'))
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.getAttribute('html', 'dir')).toBe('rtl')
    expect(await page.getAttribute('html', 'lang')).toBe('ckb')
    await screenshot(page, 'home-kr-390')
    await page.context().close()
  })

  it('has a drawer instead of the navigation bar on a phone', async () => {
    const page = await openPage(browser, PHONE)
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const menu = page.locator('.menu-button')
    expect(await menu.isVisible()).toBe(true)
    expect(await page.locator('.desktop-nav').isVisible()).toBe(false)
    await menu.click()
    const drawer = page.getByRole('dialog')
    await drawer.waitFor()
    expect(await drawer.getByRole('link').count()).toBeGreaterThanOrEqual(5)
    await screenshot(page, 'drawer-ar-390')
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.isVisible()).toBe(false)
    await page.context().close()
  })

  it('fits a phone without horizontal scrolling', async () => {
    const page = await openPage(browser, PHONE)
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await screenshot(page, 'home-ar-390')
    await page.context().close()
  })
})
