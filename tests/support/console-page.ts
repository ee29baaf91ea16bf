import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatter } from '@lingui/format-po'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { seriousViolations } from './axe'
import { baseUrl } from './browser'

/** The console's browser tests: the API as the test's own client, sign-in, axe and focus checks. */

export async function api(
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.json()
}

export async function adminToken(): Promise<string> {
  const login = await api('/auth/login', null, {
    method: 'POST',
    body: { email: 'admin@funduq.test', password: 'Admin@2024x' },
  })
  return login.data.token as string
}

export async function signInAsAdmin(page: Page, to: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`)
  await page.locator('input[name=email]').fill('admin@funduq.test')
  await page.locator('input[name=password]').fill('Admin@2024x')
  await page.locator('form button[type=submit]').click()
  await page.waitForURL((url) => url.pathname === to)
}

/** The focused element, as a test reads it: its test id, else its tag and text. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement
    if (!a || a === document.body) return 'body'
    return (
      a.getAttribute('data-testid') ?? `${a.tagName.toLowerCase()}: ${a.textContent?.trim().slice(0, 40)}`
    )
  })

/**
 * On a page just opened: presses Tab from its start until `target` has the focus (at most `limit` presses), and
 * answers the stops on the way that showed no focus ring (no outline and no shadow).
 */
export async function tabTo(
  page: Page,
  target: string,
  limit = 40,
): Promise<{ reached: boolean; unringed: string[] }> {
  const unringed: string[] = []
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate((selector) => {
      const a = document.activeElement as HTMLElement | null
      if (!a || a === document.body) return null
      const s = getComputedStyle(a)
      const ring =
        (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none'
      return {
        at: a.matches(selector),
        ring,
        name: `${a.tagName.toLowerCase()}: ${a.textContent?.trim().slice(0, 30)}`,
      }
    }, target)
    if (!stop) continue
    if (!stop.ring) unringed.push(stop.name)
    if (stop.at) return { reached: true, unringed }
  }
  return { reached: false, unringed }
}

/** No sideways scrolling: neither the page nor a table inside its frame is wider than the screen. */
export const fitsTheWidth = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.scrollWidth <= window.innerWidth + 1 &&
      [...document.querySelectorAll('.console-table-wrap')].every((w) => w.scrollWidth <= w.clientWidth + 1),
  )

/**
 * Opens a console page in a language (the stored choice, as the language menu sets it) and checks
 * it: the page's language, no serious axe finding, nothing wider than the screen.
 */
export async function visitIn(page: Page, lang: 'ar' | 'en' | 'kr', path: string, ready: string) {
  await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), lang)
  await page.goto(path)
  await page.locator(ready).first().waitFor()
  await page.evaluate(() => document.fonts.ready.then(() => true))
  expect(await idsOnScreen(page), path).toEqual([])
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang === 'kr' ? 'ckb' : lang)
  expect(await seriousViolations(page), path).toEqual([])
  expect(await fitsTheWidth(page), path).toBe(true)
}

let messageIds: Promise<Set<string>> | undefined

/**
 * The catalogs' message ids written on the page: what the built app shows for a message whose
 * catalog is not loaded (the console's is its own, src/lib/i18n.ts loadConsoleMessages).
 */
export async function idsOnScreen(page: Page): Promise<string[]> {
  messageIds ??= Promise.all(
    ['messages', 'console'].map(async (name) => {
      const text = readFileSync(
        join(import.meta.dirname, '..', '..', 'src', 'locales', 'en', `${name}.po`),
        'utf8',
      )
      return Object.keys(
        await formatter({}).parse(text, { locale: 'en', sourceLocale: 'en', filename: 'en.po' }),
      )
    }),
  ).then((lists) => new Set(lists.flat()))
  const ids = await messageIds
  // biome-ignore lint/performance/useDomNodeTextContent: the text as drawn, split where its elements break
  const words = (await page.locator('body').innerText()).split(/\s+/)
  return words.filter((word) => ids.has(word))
}
