import { getCountries } from 'libphonenumber-js'
import type { Language } from '../../../contract/common'
import { FORMAT_LOCALE } from '../../lib/i18n'

/** Territories without a telephone plan of their own, so unknown to the phone library. */
const WITHOUT_PHONES = ['AQ', 'BV', 'GS', 'HM', 'PN', 'TF', 'UM']
/** The phone library's regions that are not ISO countries: parts of Saint Helena, and XK. */
const NOT_ISO = ['AC', 'TA', 'XK']

/**
 * ISO 3166-1 alpha-2 codes of every current country and territory (249), from the phone library
 * the forms already load. Names are never stored here: Intl.DisplayNames gives them in the
 * reader's language.
 */
export const COUNTRY_CODES: readonly string[] = [
  ...getCountries().filter((code) => !NOT_ISO.includes(code)),
  ...WITHOUT_PHONES,
]

const cache = new Map<string, { code: string; name: string }[]>()

/** Every country, named and sorted in the reader's language. */
export function countryList(lang: Language | 'en'): { code: string; name: string }[] {
  const locale = lang === 'en' ? 'en' : FORMAT_LOCALE[lang]
  let list = cache.get(locale)
  if (!list) {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' })
    list = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    )
    cache.set(locale, list)
  }
  return list
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0

/**
 * The profile keeps a country as text. A name picked from the list is stored in English
 * ("Iraq"), so it reads the same whatever language the person uses next; anything else typed
 * is kept as typed.
 */
export function countryToStore(typed: string, lang: Language): string {
  const text = typed.trim()
  const hit = countryList(lang).find((c) => same(c.name, text))
  if (!hit) return text
  return countryList('en').find((c) => c.code === hit.code)?.name ?? text
}

/** A stored country in the reader's language, when it is a known name in any of ours. */
export function countryToShow(stored: string | null, lang: Language): string {
  if (!stored) return ''
  for (const l of ['en', 'ar', 'kr'] as const) {
    const hit = countryList(l).find((c) => same(c.name, stored))
    if (hit) return countryList(lang).find((c) => c.code === hit.code)?.name ?? stored
  }
  return stored
}
