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

/** Full-page screenshots for human review, written by the test run. */
export async function screenshot(page: Page, name: string) {
  const dir = join(process.cwd(), 'test-results', 'screenshots')
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true })
}
