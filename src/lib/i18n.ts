import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/common'
import { FORMAT_LOCALE } from '../../contract/format'
import { STORAGE_KEYS, storePreference } from './storage-keys'

export { FORMAT_LOCALE, INTL_LOCALE } from '../../contract/format'

/** Value of `<html lang>`. */
const HTML_LANG: Record<Language, string> = { ar: 'ar', en: 'en', kr: 'ckb' }
export const isRtl = (lang: Language) => lang !== 'en'

type Catalog = Record<Language, () => Promise<{ messages: Messages }>>

/** The guest pages' messages: every page loads its language's. */
const catalogs: Catalog = {
  ar: () => import('../locales/ar/messages.po'),
  en: () => import('../locales/en/messages.po'),
  kr: () => import('../locales/kr/messages.po'),
}

/**
 * The operator console's own messages (lingui.config.ts), loaded when a console route first
 * loads, and from then on with every change of language, beside the guest pages'.
 */
const consoleCatalog: Catalog = {
  ar: () => import('../locales/ar/console.po'),
  en: () => import('../locales/en/console.po'),
  kr: () => import('../locales/kr/console.po'),
}
let consoleWanted = false

export function storedLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEYS.language)
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : DEFAULT_LANGUAGE
}

/**
 * The tab's and the history's title; index.html has the Arabic one for the first paint. A plain
 * descriptor, not a macro: this module is also loaded where no macro runs (unit tests).
 */
export const DOCUMENT_TITLE = /*i18n*/ { id: 'app.title', message: 'Funduq — book your hotel in Iraq' }

/** Loads the catalog lazily, then switches language, direction and the saved choice at once. */
export async function activateLanguage(lang: Language): Promise<void> {
  const parts = await Promise.all([catalogs[lang](), ...(consoleWanted ? [consoleCatalog[lang]()] : [])])
  for (const { messages } of parts) i18n.load(lang, messages)
  // FORMAT_LOCALE, not INTL_LOCALE: plurals' `#` is formatted with these locales, and a browser
  // without `ckb` would write Sorani's counts in Latin digits beside formatNumber's Arabic-Indic
  // ones. Plural rules are then Arabic's: its `one` is Sorani's (n = 1), and every other count
  // falls back to `other`, the only other form the Sorani catalog has.
  i18n.activate(lang, [FORMAT_LOCALE[lang], lang])
  const html = document.documentElement
  html.lang = HTML_LANG[lang]
  html.dir = isRtl(lang) ? 'rtl' : 'ltr'
  document.title = i18n._(DOCUMENT_TITLE)
  storePreference(STORAGE_KEYS.language, lang)
}

/**
 * The console's messages in the active language, added to the guest pages' (Lingui merges them),
 * before a console page is drawn; later changes of language load them too.
 */
export async function loadConsoleMessages(): Promise<void> {
  consoleWanted = true
  const lang = currentLanguage()
  const { messages } = await consoleCatalog[lang]()
  i18n.load(lang, messages)
}

/** The active language; before the catalog is active (the first calls at start-up), the stored one. */
export const currentLanguage = () => (i18n.locale || storedLanguage()) as Language
export { i18n }
