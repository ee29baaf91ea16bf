import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatter } from '@lingui/format-po'
import { describe, expect, it } from 'vitest'

/**
 * The Arabic and Sorani catalogs, checked as text (issue 20): every message translated, no
 * Latin digit written in (numbers come from the app's formatting, through placeholders, in the
 * reader's digits), and the brand written as a name. Both of each language's catalogs
 * (lingui.config.ts): the guest pages' (`messages`) and the operator console's (`console`).
 */
type Catalog = Record<string, { translation?: string; message?: string; obsolete?: boolean }>

async function load(lang: string, name: string): Promise<Catalog> {
  const text = readFileSync(join(import.meta.dirname, lang, `${name}.po`), 'utf8')
  return (await formatter({}).parse(text, {
    locale: lang,
    sourceLocale: 'en',
    filename: `${lang}.po`,
  })) as Catalog
}

/**
 * The words of a message without its format: ICU argument names (`{count, plural, =0 {…}}`),
 * exact-number selectors and the numbered tags of rich text (`<0>…</0>`). A digit left is one
 * written into the translation.
 */
const wording = (s: string) =>
  s
    .replace(/<\/?\d+\s*\/?>/g, '')
    .replace(/\{\s*\w+\s*(?=[,}])/g, '{')
    .replace(/=\d+/g, '')

describe.each([
  ['ar', 'messages'],
  ['kr', 'messages'],
  ['ar', 'console'],
  ['kr', 'console'],
])('the %s catalog %s', (lang, name) => {
  it('translates every message', async () => {
    const catalog = await load(lang, name)
    const missing = Object.entries(catalog)
      .filter(([, e]) => !e.obsolete && !e.translation?.trim())
      .map(([id, e]) => e.message ?? id)
    expect(missing).toEqual([])
  })

  it('writes no Latin digit: numbers come from placeholders the app formats', async () => {
    const catalog = await load(lang, name)
    const withDigits = Object.entries(catalog)
      .filter(([, e]) => /[0-9]/.test(wording(e.translation ?? '')))
      .map(([id, e]) => `${e.message ?? id} → ${e.translation}`)
    expect(withDigits).toEqual([])
  })

  it('writes the brand as a name, «فندق», wherever it sits in a phrase', async () => {
    const [catalog, english] = [await load(lang, name), await load('en', name)]
    const bare = Object.entries(catalog).filter(([id, e]) => {
      const source = e.message ?? english[id]?.translation ?? ''
      // The brand on its own (the logo, a heading) is a name by its place.
      return source.includes('Funduq') && source.trim() !== 'Funduq' && !e.translation?.includes('«فندق»')
    })
    expect(bare.map(([id, e]) => `${e.message ?? id} → ${e.translation}`)).toEqual([])
  })
})

describe('wording', () => {
  it('keeps what is written and drops the format around it', () => {
    expect(wording('© {year} «فندق»')).not.toMatch(/[0-9]/)
    expect(wording('{0, plural, =0 {لا شيء} one {واحد} other {# فندق}}')).not.toMatch(/[0-9]/)
    expect(wording('<0>إضافة</0> ثم <1/>')).not.toMatch(/[0-9]/)
    expect(wording('الخطوة 1 من 3')).toMatch(/[0-9]/)
    expect(wording('{value} من 5')).toMatch(/[0-9]/)
  })
})
