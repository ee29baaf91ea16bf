import type { Language } from '../../contract/common'
import { FORMAT_LOCALE, SORANI_SUPPORTED } from './i18n'

/**
 * Intl formatters are costly to make (locale data is looked up each time) and a page formats
 * hundreds of numbers and dates: each kind is made once and kept.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
export function numberFormat(locale: string, opts: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(opts)}`
  const known = formatters.get(key) as Intl.NumberFormat | undefined
  if (known) return known
  const made = new Intl.NumberFormat(locale, opts)
  formatters.set(key, made)
  return made
}
export function dateFormat(locale: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(opts)}`
  const known = formatters.get(key) as Intl.DateTimeFormat | undefined
  if (known) return known
  const made = new Intl.DateTimeFormat(locale, opts)
  formatters.set(key, made)
  return made
}

/** Money in the currency's own minor unit (IQD whole dinars, USD cents). */
export function formatMoney(amount: number, currency: string, lang: Language, decimals?: number): string {
  const digits = decimals ?? 2
  // Whole amounts without ".00"; otherwise every minor digit ($1,002.70, not $1,002.7).
  return numberFormat(FORMAT_LOCALE[lang], {
    style: 'currency',
    currency,
    maximumFractionDigits: digits,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : digits,
  }).format(amount)
}

export function formatNumber(n: number, lang: Language): string {
  return numberFormat(FORMAT_LOCALE[lang]).format(n)
}

/** Sorani month (Iraqi calendar names) and weekday names, for browsers without `ckb` data. */
const SORANI_MONTHS = [
  'کانوونی دووەم',
  'شوبات',
  'ئازار',
  'نیسان',
  'ئایار',
  'حوزەیران',
  'تەممووز',
  'ئاب',
  'ئەیلوول',
  'تشرینی یەکەم',
  'تشرینی دووەم',
  'کانوونی یەکەم',
]
const SORANI_WEEKDAYS = ['یەکشەممە', 'دووشەممە', 'سێشەممە', 'چوارشەممە', 'پێنجشەممە', 'هەینی', 'شەممە']

export function formatDate(
  iso: string,
  lang: Language,
  opts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
) {
  const date = new Date(`${iso}T00:00:00Z`)
  const format = dateFormat(FORMAT_LOCALE[lang], { ...opts, timeZone: 'UTC' })
  if (lang !== 'kr' || SORANI_SUPPORTED) return format.format(date)
  return withSoraniNames(format, date)
}

/** Iraqi Arabic layout and digits, with the Sorani names put in place of the Arabic ones. */
export function withSoraniNames(format: Intl.DateTimeFormat, date: Date): string {
  // A narrow weekday is its name's first letter, as Sorani's own (CLDR `ckb`) data writes it.
  const narrow = format.resolvedOptions().weekday === 'narrow'
  return format
    .formatToParts(date)
    .map((part) => {
      if (part.type === 'month' && !/\d/.test(toLatin(part.value)))
        return SORANI_MONTHS[date.getUTCMonth()] ?? part.value
      if (part.type === 'weekday') {
        const name = SORANI_WEEKDAYS[date.getUTCDay()]
        if (!name) return part.value
        return narrow ? ([...name][0] ?? name) : name
      }
      return part.value
    })
    .join('')
}

const toLatin = (s: string) => s.replace(/[\u0660-\u0669]/g, (d) => String((d.codePointAt(0) ?? 0) - 0x660))

/** Pick the field for the active language with the spec's fallbacks (kr → ar → en). */
export function localized<T extends Record<string, unknown>>(row: T, base: string, lang: Language): string {
  const order = lang === 'en' ? ['en', 'ar', 'kr'] : lang === 'kr' ? ['kr', 'ar', 'en'] : ['ar', 'en', 'kr']
  for (const l of order) {
    const value = row[`${l}_${base}`]
    if (typeof value === 'string' && value.trim()) return value
  }
  return ''
}
