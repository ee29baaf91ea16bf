import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** Debian's Chromium (the test tool's own browser download fails on this machine kind). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const baseUrl = () => inject('baseUrl')

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS })
}

/** A persistent profile: Chrome reports installability only outside incognito contexts. */
export function launchPersistent(): Promise<BrowserContext> {
  const dir = mkdtempSync(join(tmpdir(), 'funduq-chrome-'))
  return chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true, args: ARGS })
}

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 900 }

export async function openPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() })
  return context.newPage()
}

/**
 * The language a fresh profile starts in (`selectedLanguage`). Only when none is stored yet:
 * tests that switch language later, or reload, keep what the page chose.
 */
export function startIn(page: Page, lang: 'ar' | 'en' | 'kr') {
  return page.addInitScript((l) => {
    if (!localStorage.getItem('selectedLanguage')) localStorage.setItem('selectedLanguage', l)
  }, lang)
}

/** A page in a new context that starts in `lang`. */
export async function openPageIn(
  browser: Browser,
  lang: 'ar' | 'en' | 'kr',
  viewport = DESKTOP,
): Promise<Page> {
  const page = await openPage(browser, viewport)
  await startIn(page, lang)
  return page
}

/** Full-page screenshots for human review, written by the test run. */
export async function screenshot(page: Page, name: string) {
  const dir = join(process.cwd(), 'test-results', 'screenshots')
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true })
}
