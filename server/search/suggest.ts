import { and, eq } from 'drizzle-orm'
import type { Suggestion } from '../../contract/search'
import type { Db } from '../db/client'
import { cities, governorates, hotels } from '../db/schema'
import { normalizeText } from './text-normalize'

interface Entry {
  suggestion: Suggestion
  /** Normalised names and aliases. */
  keys: string[]
  /** Places before hotels, governorates before cities, when matches are equally good. */
  weight: number
}

const MAX_RESULTS = 10
/** Catalogue names change rarely (an admin edit); a minute of staleness is harmless here. */
const INDEX_TTL_MS = 60_000
const indexes = new WeakMap<Db, { at: number; entries: Promise<Entry[]> }>()

/** A hotel was renamed, published or withdrawn in the console: the next suggestion rebuilds. */
export function forgetSuggestions(db: Db) {
  indexes.delete(db)
}

async function buildIndex(db: Db): Promise<Entry[]> {
  const [govs, cityRows, hotelRows] = await Promise.all([
    db.select().from(governorates),
    db.select().from(cities),
    db
      .select({
        id: hotels.id,
        en: hotels.en_title,
        ar: hotels.ar_title,
        kr: hotels.kr_title,
        governorate_id: hotels.governorate_id,
      })
      .from(hotels)
      .where(and(eq(hotels.is_active, true), eq(hotels.show_in_website, true))),
  ])
  const keysOf = (...names: string[]) => [...new Set(names.filter(Boolean).map(normalizeText))]
  const cityAliases = new Map(cityRows.map((c) => [c.governorate_id, [] as string[]]))
  for (const c of cityRows) {
    // A governorate is also found by its capital's other spellings (Hawler → Erbil).
    const gov = govs.find((g) => g.id === c.governorate_id)
    if (gov && normalizeText(c.en_name) === normalizeText(gov.en_name)) {
      cityAliases.get(c.governorate_id)?.push(...c.aliases.split('|'))
    }
  }
  return [
    ...govs.map((g) => ({
      suggestion: {
        id: g.id,
        en_name: g.en_name,
        ar_name: g.ar_name,
        kr_name: g.kr_name,
        type: 'place' as const,
        place_kind: 'governorate' as const,
        governorate_id: g.id,
      },
      keys: keysOf(g.en_name, g.ar_name, g.kr_name, g.slug, ...(cityAliases.get(g.id) ?? [])),
      weight: 3,
    })),
    ...cityRows.map((c) => ({
      suggestion: {
        id: c.id,
        en_name: c.en_name,
        ar_name: c.ar_name,
        kr_name: c.kr_name,
        type: 'place' as const,
        place_kind: 'city' as const,
        governorate_id: c.governorate_id,
      },
      keys: keysOf(c.en_name, c.ar_name, c.kr_name, ...c.aliases.split('|')),
      weight: 2,
    })),
    ...hotelRows.map((h) => ({
      suggestion: {
        id: h.id,
        en_name: h.en,
        ar_name: h.ar,
        kr_name: h.kr,
        type: 'hotel' as const,
        governorate_id: h.governorate_id,
      },
      keys: keysOf(h.en, h.ar, h.kr),
      weight: 1,
    })),
  ]
}

function score(keys: string[], query: string): number {
  let best = 0
  for (const key of keys) {
    if (key === query) return 100
    if (key.startsWith(query)) best = Math.max(best, 80)
    else if (key.includes(` ${query}`)) best = Math.max(best, 60)
    else if (key.includes(query)) best = Math.max(best, 40)
  }
  return best
}

/** Ranked suggestions of places and hotels, at most ten. */
export async function suggest(db: Db, text: string): Promise<Suggestion[]> {
  const query = normalizeText(text)
  if (!query) return []
  let cached = indexes.get(db)
  if (!cached || Date.now() - cached.at > INDEX_TTL_MS) {
    const fresh = { at: Date.now(), entries: buildIndex(db) }
    // A failed build (the database was down) is not kept: the next call tries again.
    fresh.entries.catch(() => indexes.get(db) === fresh && indexes.delete(db))
    cached = fresh
    indexes.set(db, cached)
  }
  const entries = await cached.entries
  return entries
    .map((e) => ({ e, s: score(e.keys, query) }))
    .filter((x) => x.s > 0)
    .sort(
      (a, b) =>
        b.s - a.s || b.e.weight - a.e.weight || a.e.suggestion.en_name.localeCompare(b.e.suggestion.en_name),
    )
    .slice(0, MAX_RESULTS)
    .map((x) => x.e.suggestion)
}
