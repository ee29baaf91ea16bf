import type { Language } from '../../contract/common'

/** The app's formatting lives in contract/format.ts, shared with the server's messages. */
export {
  formatDate,
  formatMoney,
  formatNumber,
  numberFormat,
  withSoraniNames,
} from '../../contract/format'

/** Pick the field for the active language with the spec's fallbacks (kr → ar → en). */
export function localized<T extends Record<string, unknown>>(row: T, base: string, lang: Language): string {
  const order = lang === 'en' ? ['en', 'ar', 'kr'] : lang === 'kr' ? ['kr', 'ar', 'en'] : ['ar', 'en', 'kr']
  for (const l of order) {
    const value = row[`${l}_${base}`]
    if (typeof value === 'string' && value.trim()) return value
  }
  return ''
}
