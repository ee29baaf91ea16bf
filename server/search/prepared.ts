import { fillPlaceholders, is, type Query, type SQL, sql } from 'drizzle-orm'
import { PgliteDatabase } from 'drizzle-orm/pglite'
import { type Db, transactionConnection } from '../db/client'
import { register, rewritten } from '../db/one-parameter-per-name'
import type { Tx } from '../services/booking/inventory'

/**
 * The prepared statements the search and the booking run (decision 29), written with Drizzle's
 * query builder (`qb.with(…).select(columns({…})).from(…)`) whose values are
 * `sql.placeholder`s, built once per database or transaction handle and then only executed
 * (bench:booking and bench:api: building queries, planning them and one round trip per
 * statement were much of a request's CPU).
 *
 * - PostgreSQL: Drizzle's `.prepare(name)`; the name reaches node-postgres, so each pooled
 *   connection parses the statement once and keeps its plan (generic plans, db/client.ts).
 * - PGlite: Drizzle's PGlite driver ignores the name and PGlite binds values only to unnamed
 *   statements, parsed and planned on every run; planning is WebAssembly in the server's own
 *   thread and costs more than most executions. So on the database (not in a transaction) the
 *   builder's SQL (`toSQL()`) is PREPAREd once per PGlite instance with generic plans and
 *   EXECUTEd with its values inlined by Drizzle (`sql.inlineParams()`), in turns with the event
 *   loop (`inTurn`). Decision 29 has the figures of both paths. Inside a transaction it runs
 *   as Drizzle runs it.
 */
export interface Statement<Row> {
  run(handle: Db | Tx, values: Record<string, unknown>): Promise<Row[]>
}

/** What `statement` needs of a query builder: Drizzle's `.prepare(name)`, `.execute()`, `.toSQL()`. */
export interface Preparable<Row> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> }
  execute(values?: Record<string, unknown>): Promise<Row[]>
  toSQL(): Query
}

/**
 * SQL text with named parameters (`:name`, as `Params` in availability.ts writes them) as a
 * Drizzle `sql` whose parameters are `sql.placeholder(name)`: Drizzle numbers them and binds
 * the values at `execute`. `::type` casts are not parameters.
 */
export function sqlText<T = unknown>(text: string): SQL<T> {
  // A `:word` in an SQL comment would become a parameter no caller gives (a comment naming
  // "bench:booking" once failed every booking with "No value for placeholder"): statement texts
  // carry their comments in TypeScript.
  if (text.includes('--'))
    throw new Error(`sqlText: an SQL comment (--) in a statement's text: ${text.slice(0, 80)}`)
  const chunks: SQL[] = []
  let from = 0
  for (const m of text.matchAll(/(?<!:):([a-z_]+)/g)) {
    chunks.push(sql.raw(text.slice(from, m.index)), sql`${sql.placeholder(m[1] as string)}`)
    from = m.index + m[0].length
  }
  chunks.push(sql.raw(text.slice(from)))
  return sql.join(chunks) as SQL<T>
}

/**
 * Select fields named as their keys (`… AS "key"`): an EXECUTE on PGlite answers rows keyed by
 * column name, where Drizzle's own path maps them by position.
 */
export function columns<T extends Record<string, SQL<unknown>>>(fields: T) {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.as(key)])) as {
    [K in keyof T]: SQL.Aliased<T[K]['_']['type']>
  }
}

/** A PostgreSQL array literal of numbers, for an `int[]` or `numeric[]` parameter (both drivers take it). */
export const arrayParam = (items: readonly (number | string)[]) => `{${items.join(',')}}`

/** Drizzle's select needs a FROM: a statement that reads only subqueries selects from this one row. */
export const ONE_ROW = sql`(VALUES (0)) AS one_row`

/** Per PGlite database: the end of the last statement queued to run on it. */
const turns = new WeakMap<object, Promise<void>>()

/**
 * Runs `work` after the statements queued before it on this PGlite database, and after one turn
 * of the event loop. PGlite runs in the server's own thread: statements waiting on its own lock
 * ran back to back in microtasks, so no socket was read or written until all were done. Under
 * bench:api's 50 connections a finished answer waited for the whole queue, and a new
 * connection's request for several queues (p99 1.3–1.9 s against a p50 of 400 ms). One turn
 * between statements lets finished answers leave and new requests join the queue in order.
 */
export function inTurn<T>(database: object, work: () => Promise<T>): Promise<T> {
  const before = turns.get(database) ?? Promise.resolve()
  const run = before.then(() => new Promise<void>((go) => setImmediate(go))).then(work)
  turns.set(
    database,
    run.then(
      () => undefined,
      () => undefined,
    ),
  )
  return run
}

/** What a statement keeps per handle: Drizzle's prepared query, or for PGlite the query's SQL. */
type Built<Row> =
  | { prepared: { execute(values?: Record<string, unknown>): Promise<Row[]> } }
  | { query: Query }

/** Per PGlite database: statement name → its PREPARE, once. */
const pglitePrepared = new WeakMap<object, Map<string, Promise<unknown>>>()
const genericPlans = new WeakMap<object, Promise<unknown>>()

async function executeOnPglite<Row>(
  db: Db,
  name: string,
  query: Query,
  values: Record<string, unknown>,
): Promise<Row[]> {
  // Keyed by the PGlite instance, not the Drizzle object: two Drizzle objects over one instance
  // share its prepared statements (a second PREPARE of a name fails with "already exists").
  const instance = (db as unknown as { $client?: object }).$client ?? db
  const sent = rewritten(query.sql, fillPlaceholders(query.params, values))
  let known = pglitePrepared.get(instance)
  if (!known) {
    known = new Map()
    pglitePrepared.set(instance, known)
  }
  let ready = known.get(name)
  if (!ready) {
    // Only these statements are PREPAREd on the instance: the setting concerns them alone.
    let generic = genericPlans.get(instance)
    if (!generic) {
      generic = db.execute(sql`SET plan_cache_mode = force_generic_plan`)
      genericPlans.set(instance, generic)
    }
    ready = generic.then(() => db.execute(sql`PREPARE ${sql.identifier(name)} AS ${sql.raw(sent.text)}`))
    known.set(name, ready)
    ready.catch(() => known.delete(name))
  }
  await ready
  const args = (sent.values ?? []).map((value) => sql`${value ?? null}`)
  const execute = sql`EXECUTE ${sql.identifier(name)}${args.length ? sql`(${sql.join(args, sql`, `)})` : sql``}`
  const result = await db.execute(execute.inlineParams())
  return (result as unknown as { rows: Row[] }).rows
}

/**
 * A statement named `name` (unnamed when undefined), built by `build` on the handle it runs on,
 * once: the pool's database for reads; for writes in a PostgreSQL transaction, the connection the
 * transaction runs on (db/client.ts), so the next transaction on it finds the statement built
 * (node-postgres parses it once per connection, by name). On PGlite a transaction builds it again:
 * its statements must go through the transaction's own handle.
 */
export function statement<Row>(
  name: string | undefined,
  build: (qb: Db | Tx) => Preparable<Row>,
): Statement<Row> {
  const byHandle = new WeakMap<object, Built<Row>>()
  return {
    run(given, values) {
      // In a pooled PostgreSQL transaction: its connection, built on once for all its transactions.
      const handle = transactionConnection(given) ?? given
      let built = byHandle.get(handle)
      const pglite = name !== undefined && is(handle, PgliteDatabase)
      if (!built) {
        const query = build(handle)
        const text = query.toSQL()
        // One parameter per placeholder name: the pg client and the PGlite path send the rewrite.
        register(text)
        built = pglite ? { query: text } : { prepared: name ? query.prepare(name) : query }
        byHandle.set(handle, built)
      }
      if ('prepared' in built) return built.prepared.execute(values)
      const { query } = built
      return inTurn(handle, () => executeOnPglite<Row>(handle as Db, name as string, query, values))
    },
  }
}

/**
 * Statements whose text is built per request from a few choices (filters, sort): the same key
 * (the text) is the same named statement. Past `max` keys, new ones run unnamed rather than
 * piling up prepared statements on every connection.
 */
export function statementsByKey<Row>(prefix: string, max = 200) {
  const known = new Map<string, Statement<Row>>()
  return (key: string, build: (qb: Db | Tx) => Preparable<Row>): Statement<Row> => {
    let found = known.get(key)
    if (!found) {
      found = statement<Row>(known.size < max ? `${prefix}_${known.size + 1}` : undefined, build)
      if (known.size < max) known.set(key, found)
    }
    return found
  }
}
