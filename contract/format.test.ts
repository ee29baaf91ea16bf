import bidiFactory from 'bidi-js'
import { describe, expect, it } from 'vitest'
import { formatMoney } from './format'

const bidi = bidiFactory()

/**
 * The amount as a reader sees it: the Unicode bidi algorithm (UAX #9) run on the text inside a
 * paragraph of `direction`, characters put in visual order left to right, marks and isolates
 * dropped (they have no glyph).
 */
function seen(text: string, direction: 'rtl' | 'ltr'): string {
  const levels = bidi.getEmbeddingLevels(text, direction)
  const chars = [...text]
  const order = bidi.getReorderedIndices(text, levels)
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels)
  return order
    .map((i) => mirrored.get(i) ?? text[i] ?? '')
    .join('')
    .replace(/[\u200e\u200f\u2066-\u2069\u00a0]/g, (c) => (c === '\u00a0' ? ' ' : ''))
    .slice(0, chars.length)
}

describe('formatMoney in Arabic and Sorani (decision 33)', () => {
  it('reads "US$ ٦٥٫٨١" in a right-to-left line, never "$US"', () => {
    for (const lang of ['ar', 'kr'] as const) {
      const money = formatMoney(65.81, 'USD', lang)
      const shown = seen(money, 'rtl')
      expect(shown).toContain('US$')
      expect(shown).not.toContain('$US')
      expect(shown).toMatch(/US\$ ٦٥٫٨١|٦٥٫٨١ US\$/)
    }
  })

  it('keeps its order beside Latin words and other numbers in a sentence', () => {
    const money = formatMoney(1250, 'TRY', 'ar')
    // A sentence "الإجمالي 2 rooms <amount>": the amount stays one piece, its sign with it.
    const line = `الإجمالي ${money} Erbil Rotana`
    const shown = seen(line, 'rtl')
    expect(shown).toContain('TRY')
    expect(shown).toMatch(/TRY ١٬٢٥٠|١٬٢٥٠ TRY/)
    expect(shown).toContain('Erbil Rotana')
  })

  it('reads the same in a left-to-right line (an amount quoted in an English sentence)', () => {
    const shown = seen(formatMoney(65.81, 'USD', 'ar'), 'ltr')
    expect(shown).toMatch(/US\$ ٦٥٫٨١|٦٥٫٨١ US\$/)
  })

  it('isolates every Arabic-script amount and leaves English as Intl writes it', () => {
    expect(formatMoney(65.81, 'USD', 'en')).toBe('$65.81')
    expect(formatMoney(1000, 'IQD', 'en', 0)).toBe('IQD\u00a01,000')
    for (const lang of ['ar', 'kr'] as const) {
      for (const currency of ['USD', 'IQD', 'EUR', 'AED', 'TRY']) {
        const money = formatMoney(185000, currency, lang, 0)
        expect(money.startsWith('\u2067')).toBe(true)
        expect(money.endsWith('\u2069')).toBe(true)
        // No Latin digits in an Arabic or Sorani amount.
        expect(money).not.toMatch(/[0-9]/)
      }
    }
  })
})
