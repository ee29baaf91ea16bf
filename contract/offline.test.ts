import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../src/lib/storage-keys'
import { DEFAULT_LANGUAGE } from './common'
import { BASE_CURRENCY } from './currency'
import { drawnForVisitor, SERVER_PAGES, SNAPSHOT_BOOT_SCRIPT } from './offline'

describe('what the server draws a first visit for', () => {
  it('is the default language and currency, under the keys the app stores them with', () => {
    expect(SERVER_PAGES.drawnFor).toEqual({
      languageKey: STORAGE_KEYS.language,
      language: DEFAULT_LANGUAGE,
      currencyKey: STORAGE_KEYS.currency,
      currency: BASE_CURRENCY,
    })
  })

  it('fits a visitor with nothing stored, or the defaults, and no one else', () => {
    expect(drawnForVisitor(null, null)).toBe(true)
    expect(drawnForVisitor('ar', 'USD')).toBe(true)
    expect(drawnForVisitor('en', null)).toBe(false)
    expect(drawnForVisitor(null, 'IQD')).toBe(false)
    expect(drawnForVisitor('kr', 'AED')).toBe(false)
  })

  it('is checked by the starter script with the same keys and values', () => {
    // The script runs before any module: it marks <html> for a visitor the markup is not for.
    const run = (stored: Record<string, string>) => {
      const attributes = new Map<string, string>()
      const fakeDocument = {
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
        querySelectorAll: () => [],
      }
      const fakeStorage = { getItem: (key: string) => stored[key] ?? null }
      new Function(
        'document',
        'localStorage',
        'self',
        'setTimeout',
        'requestAnimationFrame',
        SNAPSHOT_BOOT_SCRIPT,
      )(
        fakeDocument,
        fakeStorage,
        {},
        () => 0,
        () => 0,
      )
      return attributes.has(SERVER_PAGES.redrawAttribute)
    }
    expect(run({})).toBe(false)
    expect(run({ selectedLanguage: 'ar', selectedCurrency: 'USD' })).toBe(false)
    expect(run({ selectedLanguage: 'en' })).toBe(true)
    expect(run({ selectedCurrency: 'IQD' })).toBe(true)
  })
})
