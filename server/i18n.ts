import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatter } from '@lingui/format-po'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../contract/common'
import { contactMessages } from '../contract/contact'
import { messages } from '../contract/messages'
import { voucherMessages } from '../contract/voucher'
import { COMPILED } from './compiled'

/**
 * Server-side translation of the contract's message ids, from the same Lingui catalogs the
 * browser uses, so an error reads identically whether the client or the server caught it.
 */
type Table = Map<string, string>

// The compiled server (dist/server/) has copies of the catalogs beside it: it runs without src/.
const catalogDir = COMPILED
  ? join(import.meta.dirname, 'locales')
  : join(import.meta.dirname, '..', 'src', 'locales')
const source: Table = new Map(
  [...Object.values(messages), ...Object.values(contactMessages), ...Object.values(voucherMessages)].map(
    (d) => [d.id, d.message],
  ),
)
let tables: Record<Language, Table> | undefined

/**
 * Each language's catalogs (lingui.config.ts): the guest pages' and the operator console's, whose
 * contract (contract/admin-*.ts) the server answers with too.
 */
export const CATALOG_FILES = ['messages.po', 'console.po'] as const

function load(): Record<Language, Table> {
  const po = formatter({ explicitIdAsDefault: true })
  const out = {} as Record<Language, Table>
  for (const lang of LANGUAGES) {
    const table: Table = new Map()
    for (const file of CATALOG_FILES) {
      try {
        const text = readFileSync(join(catalogDir, lang, file), 'utf8')
        const catalog = po.parse(text, {
          locale: lang,
          sourceLocale: 'en',
          filename: `${lang}.po`,
        }) as Record<string, { translation?: string }>
        for (const [id, entry] of Object.entries(catalog))
          if (entry.translation) table.set(id, entry.translation)
      } catch {
        // A missing catalog falls back to the source text below.
      }
    }
    out[lang] = table
  }
  return out
}

export function translate(id: string, lang: Language): string {
  tables ??= load()
  // Arabic is the fallback language (spec §1); the English catalog holds every source text.
  return tables[lang].get(id) ?? tables[DEFAULT_LANGUAGE].get(id) ?? tables.en.get(id) ?? source.get(id) ?? id
}

/** A message id of ours (in the catalogs), as opposed to any other text. */
export function isMessageId(id: string): boolean {
  tables ??= load()
  return tables.en.has(id) || source.has(id)
}

/** The caller's language: `lang` query, then Accept-Language, else Arabic (the default). */
export function pickLanguage(query: string | undefined, acceptLanguage: string | undefined): Language {
  const candidates = [query, ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0])]
  for (const raw of candidates) {
    const tag = raw?.trim().toLowerCase()
    if (!tag) continue
    if (tag === 'kr' || tag.startsWith('ckb') || tag.startsWith('ku')) return 'kr'
    if (tag.startsWith('en')) return 'en'
    if (tag.startsWith('ar')) return 'ar'
  }
  return DEFAULT_LANGUAGE
}
