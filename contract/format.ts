import type { Language } from './common'

/**
 * Numbers, money and dates as the app writes them, shared by the browser (src/lib/format.ts)
 * and the server (e-mails, SMS, the voucher), so a date or an amount reads the same in a
 * message as on the page that showed it.
 */

/** Locale handed to Intl and date libraries: `kr` is Kanuri in BCP 47, Sorani is `ckb`. */
export const INTL_LOCALE: Record<Language, string> = { ar: 'ar-IQ', en: 'en', kr: 'ckb' }
/**
 * The locale numbers and names are formatted with. Runtimes without Sorani data (Chromium's
 * ICU has no `ckb`) would fall back to English digits and names: Iraqi Arabic formatting is far
 * closer for a Sorani reader (same Arabic-Indic digits, same script).
 */
export const SORANI_SUPPORTED =
  typeof Intl !== 'undefined' && Intl.DateTimeFormat.supportedLocalesOf(['ckb']).length > 0
export const FORMAT_LOCALE: Record<Language, string> = {
  ...INTL_LOCALE,
  kr: SORANI_SUPPORTED ? 'ckb' : 'ar-IQ',
}

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

/** Unicode bidi isolates (UAX #9): a run laid out on its own, whatever surrounds it. */
const LRI = '\u2066'
const RLI = '\u2067'
const PDI = '\u2069'

/**
 * Money in the currency's own minor unit (IQD whole dinars, USD cents): the one money
 * formatter of the app, the e-mails and the messages (decision 33).
 *
 * In Arabic and Sorani the amount is isolated as a right-to-left run, and a currency sign with
 * Latin letters ("US$", "TRY") as a left-to-right run inside it: otherwise the "$" after "US"
 * takes the page's direction and the reader sees "$US ٦٥٫٨١", and an amount beside a Latin
 * word or another number is reordered with it. English amounts are Intl's own.
 */
export function formatMoney(amount: number, currency: string, lang: Language, decimals?: number): string {
  const digits = decimals ?? 2
  // Whole amounts without ".00"; otherwise every minor digit ($1,002.70, not $1,002.7).
  const format = numberFormat(FORMAT_LOCALE[lang], {
    style: 'currency',
    currency,
    maximumFractionDigits: digits,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : digits,
  })
  if (lang === 'en') return format.format(amount)
  const text = format
    .formatToParts(amount)
    .map((part) =>
      part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `${LRI}${part.value}${PDI}` : part.value,
    )
    .join('')
  return `${RLI}${text}${PDI}`
}

/**
 * Money in words, for sentences (e-mails, the voucher): "185,000 Iraqi dinars",
 * "١٨٥٬٠٠٠ دينار عراقي" — the currency's name, never its code. Intl knows no Sorani currency
 * names, so Sorani takes the catalogue's (`currencies.kr_name`) when given one.
 */
export function formatMoneyInWords(
  amount: number,
  currency: string,
  lang: Language,
  decimals: number,
  soraniName?: string,
): string {
  const fraction = {
    maximumFractionDigits: decimals,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : decimals,
  }
  if (lang === 'kr' && soraniName) return `${formatNumber(amount, lang, fraction)} ${soraniName}`
  if (lang === 'kr') return formatMoney(amount, currency, lang, decimals)
  return numberFormat(FORMAT_LOCALE[lang], {
    style: 'currency',
    currency,
    currencyDisplay: 'name',
    ...fraction,
  }).format(amount)
}

export function formatNumber(n: number, lang: Language, opts: Intl.NumberFormatOptions = {}): string {
  return numberFormat(FORMAT_LOCALE[lang], opts).format(n)
}

/** Sorani month (Iraqi calendar names) and weekday names. */
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

/**
 * A calendar date (`YYYY-MM-DD`). Sorani is written in Iraqi Arabic's layout and digits with
 * the Sorani month and weekday names, on every runtime: CLDR's own `ckb` pattern (where a
 * runtime has it) puts the year first and a Latin comma after the day, and a date should read
 * the same in every browser and in the e-mails.
 */
export function formatDate(
  iso: string,
  lang: Language,
  opts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
) {
  const date = new Date(`${iso}T00:00:00Z`)
  const format = dateFormat(lang === 'kr' ? 'ar-IQ' : FORMAT_LOCALE[lang], { ...opts, timeZone: 'UTC' })
  return lang === 'kr' ? withSoraniNames(format, date) : format.format(date)
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
