import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core'
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

/**
 * After `goto` or `reload`, waits until the app has taken over a page the server drew (decision
 * 21: the markup is there before the app's code has run, and a button does nothing until then)
 * — what a person does without noticing, the app being fast to start. A test of the drawn page
 * itself uses `rawPage`, or `gotoUnwaited` for one page of a context.
 */
const waiting = new WeakSet<Page>()
const unwaitedGoto = new WeakMap<Page, Page['goto']>()

/** `goto` that returns once the page has loaded, even before the app has started (or with scripts off). */
export const gotoUnwaited = (page: Page, ...args: Parameters<Page['goto']>) =>
  (unwaitedGoto.get(page) ?? page.goto.bind(page))(...args)
const unwrappedContexts = new WeakMap<Browser, Browser['newContext']>()

function waitingForApp(page: Page): Page {
  if (waiting.has(page)) return page
  waiting.add(page)
  const started = () =>
    page
      .waitForFunction(() => !document.querySelector('#root[data-server-page]'), undefined, {
        timeout: 20_000,
      })
      .then(() => undefined)
  const goto = page.goto.bind(page)
  unwaitedGoto.set(page, goto)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await started()
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await started()
    return response
  }
  return page
}

function waitingContext(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) waitingForApp(page)
  context.on('page', waitingForApp)
  return context
}

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...ARGS, ...extraArgs],
  })
  const newContext = browser.newContext.bind(browser)
  unwrappedContexts.set(browser, newContext)
  browser.newContext = async (...args) => waitingContext(await newContext(...args))
  const newPage = browser.newPage.bind(browser)
  browser.newPage = async (...args) => waitingForApp(await newPage(...args))
  return browser
}

/**
 * For maps: maplibre-gl draws with WebGL. Headless Chromium with --disable-gpu still offers it
 * through SwiftShader, which newer Chromium versions only allow when asked for explicitly.
 */
export function launchWithWebGl(): Promise<Browser> {
  return launchBrowser(['--use-angle=swiftshader', '--enable-unsafe-swiftshader'])
}

/** A persistent profile: Chrome reports installability only outside incognito contexts. */
export async function launchPersistent(): Promise<BrowserContext> {
  const dir = mkdtempSync(join(tmpdir(), 'funduq-chrome-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
  })
  return waitingContext(context)
}

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 900 }

/** A context whose pages' `goto` returns as soon as the page has loaded, even before the app has started. */
export function rawContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const newContext = unwrappedContexts.get(browser) ?? browser.newContext.bind(browser)
  return newContext({ baseURL: baseUrl(), ...options })
}

export async function rawPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  return (await rawContext(browser, { viewport })).newPage()
}

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
