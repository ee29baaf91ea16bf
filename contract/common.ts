import * as v from 'valibot'
import { messages as m } from './messages'

/** Error body of every non-2xx answer (design.md §2). Messages are already translated. */
export const ErrorBody = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
})
export type ErrorBody = v.InferOutput<typeof ErrorBody>

/** Arabic-Indic (٠–٩) and Persian/Sorani (۰–۹) digits, as typed on Arabic and Kurdish keyboards. */
export function toLatinDigits(s: string): string {
  return s.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.codePointAt(0) ?? 0) & 0xf))
}

export const LANGUAGES = ['ar', 'en', 'kr'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'ar'

/**
 * An optional whole number in a query string. A present but malformed value is an error
 * (422), never silently replaced: a client that sends `page=abc` has a bug worth seeing.
 */
export function queryInt(opts: { min: number; max: number; fallback: number }) {
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^-?\d{1,9}$/, m.wholeNumber.id),
      v.transform(Number),
      v.minValue(opts.min, m.tooSmall.id),
      v.maxValue(opts.max, m.tooLarge.id),
    ),
    String(opts.fallback),
  )
}

/** An optional decimal number in a query string (coordinates). */
export function queryFloat(opts: { min: number; max: number }) {
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^-?\d{1,3}(\.\d{1,10})?$/, m.invalidValue.id),
      v.transform(Number),
      v.minValue(opts.min, m.tooSmall.id),
      v.maxValue(opts.max, m.tooLarge.id),
    ),
  )
}

/** A feature-flag filter: `1`/`true` means "must have", `0`/`false` or absent "don't care". */
export const queryFlag = v.optional(
  v.pipe(
    v.string(),
    v.picklist(['0', '1', 'true', 'false'], m.invalidValue.id),
    v.transform((s) => s === '1' || s === 'true'),
  ),
  '0',
)

/** A numeric id in a path (`/reservations/{id}`). */
export const IdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, m.wholeNumber.id), v.transform(Number)),
})

/** A UUID as this server makes them (lower case): payments, sessions. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Optional query id (positive integer). */
export const queryId = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, m.wholeNumber.id),
    v.transform(Number),
    v.minValue(1, m.tooSmall.id),
  ),
)

/** A calendar date `YYYY-MM-DD` that exists. */
export const isoDate = v.pipe(
  v.string(),
  v.isoDate(m.invalidDate.id),
  // isoDate accepts 2030-02-30; a round trip through Date rejects days a month lacks.
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`)
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
  }, m.invalidDate.id),
)

/** Paged list answer of the spec (§3 "Hotel list response"). */
export function paged<T extends v.GenericSchema>(item: T) {
  return v.object({
    data: v.array(item),
    current_page: v.number(),
    last_page: v.number(),
    per_page: v.number(),
    total: v.number(),
  })
}

/** `{ data: [...] }` answers. */
export function listOf<T extends v.GenericSchema>(item: T) {
  return v.object({ data: v.array(item) })
}

export const Health = v.object({ status: v.literal('ok') })

/**
 * Names, e-mail addresses, phones, subjects…: one line. A line break there would forge lines
 * where the value is written (an e-mail's header or body, a log line, the voucher).
 */
export const singleLine = v.check<string, string>(
  (s) => !/[\r\n\v\f\u0085\u2028\u2029]/.test(s),
  m.singleLine.id,
)

export const EMAIL_MAX = 254

/**
 * An e-mail address, trimmed and lower-cased. Here rather than with the account schemas so that
 * booking and contact forms can use it without the phone-number library those need.
 */
export const emailField = v.pipe(
  v.string(m.required.id),
  v.trim(),
  v.nonEmpty(m.required.id),
  singleLine,
  v.toLowerCase(),
  v.maxLength(EMAIL_MAX, m.tooLong.id),
  v.email(m.invalidEmail.id),
)
