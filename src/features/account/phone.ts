import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js'
import { toLatinDigits } from '../../../contract/account'
import type { Language } from '../../../contract/common'
import { FORMAT_LOCALE } from '../../lib/i18n'

/** A phone as the form holds it: the country picked for its calling code, and the local part. */
export interface PhoneValue {
  country: CountryCode
  national: string
}

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IQ'

/**
 * The number to send, in E.164 when it can be read. Someone may type a full international
 * number (+…, 00…) whatever the picker says: that wins. The contract's phone rule then checks
 * it (an Iraqi number must be a mobile).
 */
export function composePhone({ country, national }: PhoneValue): string {
  const s = toLatinDigits(national).trim()
  if (!s) return ''
  if (/^(\+|00)/.test(s)) return s
  const parsed = parsePhoneNumberFromString(s, country)
  return parsed?.number ?? `+${getCountryCallingCode(country)}${s.replace(/\D/g, '')}`
}

/** A stored E.164 number back into picker and local part. */
export function splitPhone(e164: string | null): PhoneValue {
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined
  if (!parsed) return { country: DEFAULT_PHONE_COUNTRY, national: e164 ?? '' }
  return { country: parsed.country ?? DEFAULT_PHONE_COUNTRY, national: parsed.nationalNumber }
}

const cache = new Map<Language, { code: CountryCode; name: string }[]>()

/**
 * Countries of the calling-code picker, Iraq first, the rest by name in the reader's
 * language. Names only: Chrome draws a closed <select> without honouring bidi marks, so a
 * "+964" inside an Arabic option comes out as "964+". The code is shown beside the number.
 */
export function callingCodeOptions(lang: Language) {
  let list = cache.get(lang)
  if (!list) {
    const names = new Intl.DisplayNames([FORMAT_LOCALE[lang], 'en'], { type: 'region' })
    const name = (code: CountryCode) => names.of(code) ?? code
    const rest = getCountries()
      .filter((c) => c !== DEFAULT_PHONE_COUNTRY)
      .map((code) => ({ code, name: name(code) }))
      .sort((a, b) => a.name.localeCompare(b.name, FORMAT_LOCALE[lang]))
    list = [{ code: DEFAULT_PHONE_COUNTRY, name: name(DEFAULT_PHONE_COUNTRY) }, ...rest]
    cache.set(lang, list)
  }
  return list
}

export const callingCode = (country: CountryCode) => `+${getCountryCallingCode(country)}`
