import { is, Placeholder, type Query } from 'drizzle-orm'

/**
 * One parameter per placeholder name (decision 29). Drizzle numbers every use of a
 * `sql.placeholder` as a parameter of its own: the search writes `:checkin` five times, and
 * Drizzle's text has five `$n` bound to the same value. PostgreSQL then binds, and the generic
 * plan evaluates, every copy (bench:api: about 10 % fewer searches/s than one `$n` per name).
 *
 * `register(query)` (search/prepared.ts, when it builds a statement) keeps, for Drizzle's text,
 * the same text with one `$n` per name and which of Drizzle's values to send; the pg client
 * (db/client.ts) and the PGlite EXECUTE path send that instead. Drizzle still builds, names,
 * prepares and maps the statement; only the parameter list the database sees is shorter.
 */
export interface Rewrite {
  text: string
  /** For each parameter of `text`, the index of its value in Drizzle's list. */
  pick: number[]
}

const byText = new Map<string, Rewrite>()

/** The rewrite of a query's text, or undefined when no name is used twice (nothing to gain). */
export function oneParameterPerName(query: Query): Rewrite | undefined {
  const numberOf = new Map<string, number>()
  const pick: number[] = []
  /** Drizzle's parameter i (0-based) → the new one (1-based). */
  const renumber = query.params.map((param, i) => {
    // A value that is not a placeholder (a constant the builder bound) keeps a parameter of its own.
    const key = is(param, Placeholder) ? param.name : undefined
    const known = key === undefined ? undefined : numberOf.get(key)
    if (known !== undefined) return known
    pick.push(i)
    if (key !== undefined) numberOf.set(key, pick.length)
    return pick.length
  })
  if (pick.length === query.params.length) return undefined
  // Drizzle writes parameters as `$n` and nothing else of ours contains a `$` (no dollar quoting
  // in these statements); the test compares results with and without the rewrite.
  const text = query.sql.replace(/\$(\d+)\b/g, (_, n: string) => `$${renumber[Number(n) - 1]}`)
  return { text, pick }
}

/** Keeps the rewrite of `query` for `rewritten` to find (statements are few and built once). */
export function register(query: Query): Rewrite | undefined {
  const found = byText.get(query.sql)
  if (found) return found
  const rewrite = oneParameterPerName(query)
  if (rewrite) byText.set(query.sql, rewrite)
  return rewrite
}

/**
 * What a pg client should send for `text` with `values`: the registered rewrite, or both
 * unchanged. Drizzle's prepared statements reuse one text string, so the lookup hashes it once.
 */
export function rewritten(text: string, values: unknown[] | undefined): { text: string; values?: unknown[] } {
  const rewrite = values ? byText.get(text) : undefined
  if (!rewrite || !values) return { text, values }
  return { text: rewrite.text, values: rewrite.pick.map((i) => values[i]) }
}
