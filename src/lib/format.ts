import type { Language } from '../../contract/common'
import { INTL_LOCALE } from './i18n'

/** Money in the currency's own minor unit (IQD whole dinars, USD cents). */
export function formatMoney(amount: number, currency: string, lang: Language, decimals?: number): string {
  const digits = decimals ?? 2
  // Whole amounts without ".00"; otherwise every minor digit ($1,002.70, not $1,002.7).
  return new Intl.NumberFormat(INTL_LOCALE[lang], {
    style: 'currency',
    currency,
    maximumFractionDigits: digits,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : digits,
  }).format(amount)
}

export function formatNumber(n: number, lang: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang]).format(n)
}

export function formatDate(
  iso: string,
  lang: Language,
  opts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
) {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...opts, timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  )
}

/** Pick the field for the active language with the spec's fallbacks (kr → ar → en). */
export function localized<T extends Record<string, unknown>>(row: T, base: string, lang: Language): string {
  const order = lang === 'en' ? ['en', 'ar', 'kr'] : lang === 'kr' ? ['kr', 'ar', 'en'] : ['ar', 'en', 'kr']
  for (const l of order) {
    const value = row[`${l}_${base}`]
    if (typeof value === 'string' && value.trim()) return value
  }
  return ''
}
