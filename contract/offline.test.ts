import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../src/lib/storage-keys'
import { DEFAULT_LANGUAGE } from './common'
import { BASE_CURRENCY } from './currency'
import { drawnForVisitor, PAGE_STARTER_SCRIPT, SERVER_PAGES } from './offline'

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
    expect(drawnForVisitor(null, null, null)).toBe(true)
    expect(drawnForVisitor('ar', 'USD', null)).toBe(true)
    expect(drawnForVisitor('en', null, null)).toBe(false)
    expect(drawnForVisitor(null, 'IQD', null)).toBe(false)
    expect(drawnForVisitor('kr', 'AED', null)).toBe(false)
  })

  it('fits the visitor whose language and currency the page was drawn in (the cookies it sent)', () => {
    expect(drawnForVisitor('en', 'IQD', 'en IQD')).toBe(true)
    expect(drawnForVisitor('en', null, 'en USD')).toBe(true)
    expect(drawnForVisitor('ar', 'IQD', 'en IQD')).toBe(false)
    expect(drawnForVisitor(null, null, 'en USD')).toBe(false)
  })

  it('is checked by the starter script with the same keys and values', () => {
    // The script runs before any module: it marks <html> for a visitor the markup is not for.
    const run = (stored: Record<string, string>, drawn?: string) => {
      const attributes = new Map<string, string>()
      const fakeDocument = {
        documentElement: {
          setAttribute: (name: string, value: string) => attributes.set(name, value),
          getAttribute: (name: string) => (name === SERVER_PAGES.drawnForAttribute ? (drawn ?? null) : null),
        },
        querySelectorAll: () => [],
      }
      const fakeStorage = { getItem: (key: string) => stored[key] ?? null }
      new Function(
        'document',
        'localStorage',
        'self',
        'setTimeout',
        'requestAnimationFrame',
        PAGE_STARTER_SCRIPT,
      )(
        fakeDocument,
        fakeStorage,
        {},
        () => 0,
        () => 0,
      )
      return attributes
    }
    const redraw = (stored: Record<string, string>, drawn?: string) =>
      run(stored, drawn).has(SERVER_PAGES.redrawAttribute)
    expect(redraw({})).toBe(false)
    expect(redraw({ selectedLanguage: 'ar', selectedCurrency: 'USD' })).toBe(false)
    expect(redraw({ selectedLanguage: 'en' })).toBe(true)
    expect(redraw({ selectedCurrency: 'IQD' })).toBe(true)
    expect(redraw({ selectedLanguage: 'en', selectedCurrency: 'IQD' }, 'en IQD')).toBe(false)
    expect(redraw({ selectedLanguage: 'ar' }, 'en USD')).toBe(true)
    // Who is there: what is the person's own stays hidden until the app has taken over.
    const visitor = (auth: unknown) =>
      run({ auth_info: JSON.stringify(auth) }).get(SERVER_PAGES.visitorAttribute)
    expect(visitor({ userAuth: { is_guest: false } })).toBe('user')
    expect(visitor({ userAuth: { is_guest: true } })).toBe('guest')
    expect(run({}).has(SERVER_PAGES.visitorAttribute)).toBe(false)
  })
})
