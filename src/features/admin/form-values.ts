import { toLatinDigits } from '../../../contract/common'

/**
 * A number typed in a console form, as the contract reads it: blank is null, Arabic-Indic and
 * Persian digits (and the Arabic decimal separator) are read as Latin ones, and anything else
 * stays NaN for the contract to refuse with its own message.
 */
export function typedNumber(text: string): number | null {
  const s = toLatinDigits(text)
    .replace(/\u066b/g, '.')
    .trim()
  if (!s) return null
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN
}

/** A number as a form field holds it (blank for null). */
export const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n))
