import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { Tx } from '../services/booking/inventory'

/**
 * A statement written in SQL with named parameters (`:name` in `text` becomes `$n`), prepared
 * once and then only executed (bench:booking and bench:api: building queries, planning them and
 * one round trip per statement were much of a request's CPU).
 *
 * - PostgreSQL: a named statement of node-postgres; each pooled connection parses it once and
 *   keeps its plan (custom plans first, then the generic one when it is as good).
 * - PGlite: planning runs in WebAssembly in the server's own thread and costs more than most
 *   executions, so the statement is PREPAREd once per PGlite instance, with generic plans, and
 *   EXECUTEd with its values written as SQL literals (see `literal`). Inside a transaction it
 *   runs unnamed, as any other query.
 *
 * Rows come as the driver gives them: numeric as text on node-postgres, json parsed.
 */
export interface Statement<Row> {
  run(handle: Db | Tx, values: Record<string, unknown>): Promise<Row[]>
}

interface PgliteClient {
  waitReady: Promise<void>
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>
  exec(text: string): Promise<unknown>
}

const isPglite = (client: unknown): client is PgliteClient =>
  typeof client === 'object' && client !== null && 'waitReady' in client && 'exec' in client

/** Per PGlite instance: statement text → the name it was PREPAREd under. */
const pglitePrepared = new WeakMap<object, Map<string, Promise<string>>>()
const genericPlans = new WeakMap<object, Promise<unknown>>()

function prepareOnPglite(client: PgliteClient, text: string): Promise<string> {
  let known = pglitePrepared.get(client)
  if (!known) {
    known = new Map()
    pglitePrepared.set(client, known)
  }
  let name = known.get(text)
  if (!name) {
    const next = `funduq_stmt_${known.size + 1}`
    // Only these statements are PREPAREd on the instance: the setting concerns them alone.
    let generic = genericPlans.get(client)
    if (!generic) {
      generic = client.exec('SET plan_cache_mode = force_generic_plan')
      genericPlans.set(client, generic)
    }
    name = generic.then(() => client.query(`PREPARE ${next} AS ${text}`)).then(() => next)
    known.set(text, name)
    name.catch(() => known.delete(text))
  }
  return name
}

/** Per PGlite instance: the end of the last statement queued to run on it. */
const turns = new WeakMap<object, Promise<void>>()

/**
 * Runs `work` after the statements queued before it on this PGlite instance, and after one turn
 * of the event loop. PGlite runs in the server's own thread: statements waiting on its own lock
 * ran back to back in microtasks, so no socket was read or written until all were done. Under
 * bench:api's 50 connections a finished answer waited for the whole queue, and a new
 * connection's request for several queues (p99 1.3–1.9 s against a p50 of 400 ms). One turn
 * between statements lets finished answers leave and new requests join the queue in order.
 */
export function inTurn<T>(client: object, work: () => Promise<T>): Promise<T> {
  const before = turns.get(client) ?? Promise.resolve()
  const run = before.then(() => new Promise<void>((go) => setImmediate(go))).then(work)
  turns.set(
    client,
    run.then(
      () => undefined,
      () => undefined,
    ),
  )
  return run
}

/**
 * A value as an SQL literal for EXECUTE: numbers, booleans and null as such, anything else as a
 * quoted string (standard_conforming_strings: only the quote is doubled), typed by the prepared
 * statement's parameter.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`)
    return String(value)
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  const text = value instanceof Date ? value.toISOString() : String(value)
  if (text.includes('\0')) throw new Error('a NUL character cannot be sent')
  return `'${text.replaceAll("'", "''")}'`
}

export function statement<Row>(name: string | undefined, text: string): Statement<Row> {
  const names: string[] = []
  const numbered = text.replace(/(?<!:):([a-z_]+)/g, (_, param: string) => {
    let i = names.indexOf(param)
    if (i < 0) i = names.push(param) - 1
    return `$${i + 1}`
  })
  const query = { sql: numbered, params: names.map((n) => sql.placeholder(n)) }
  // One prepared query object per session: the pool's for reads, a transaction's for writes.
  const bySession = new WeakMap<object, ReturnType<Db['_']['session']['prepareQuery']>>()
  return {
    async run(handle, values) {
      const session = handle._.session
      const client = (session as unknown as { client?: unknown }).client
      if (name && isPglite(client)) {
        const prepared = await prepareOnPglite(client, numbered)
        const args = names.map((n) => literal(values[n])).join(', ')
        return inTurn(client, async () => {
          return (await client.query(`EXECUTE ${prepared}${names.length ? `(${args})` : ''}`)).rows as Row[]
        })
      }
      let prepared = bySession.get(session)
      if (!prepared) {
        prepared = session.prepareQuery(query, undefined, name, false)
        bySession.set(session, prepared)
      }
      // Both drivers answer a raw statement with `{ rows }` (objects keyed by column name).
      return ((await prepared.execute(values)) as { rows: Row[] }).rows
    },
  }
}

/**
 * Statements whose text is built per request from a few choices (filters, sort): the same text
 * is the same named statement. Past `max` texts, new ones run unnamed rather than piling up
 * prepared statements on every connection.
 */
export function statementsByText<Row>(prefix: string, max = 200) {
  const known = new Map<string, Statement<Row>>()
  return (text: string): Statement<Row> => {
    let found = known.get(text)
    if (!found) {
      found = statement<Row>(known.size < max ? `${prefix}_${known.size + 1}` : undefined, text)
      if (known.size < max) known.set(text, found)
    }
    return found
  }
}
