import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInIraq } from '../../contract/dates'
import { HotelListQuery } from '../../contract/hotel'
import { openTestDatabase } from '../../tests/support/test-app'
import type { Database } from '../db/client'
import { oneParameterPerName } from '../db/one-parameter-per-name'
import { listHotels } from './hotel-list'
import { columns, inTurn, ONE_ROW, sqlText, statement } from './prepared'

describe('inTurn (statements on PGlite)', () => {
  it('runs queued work one at a time, in order, with a turn of the event loop between', async () => {
    const client = {}
    const seen: string[] = []
    const work = (name: string) => async () => {
      seen.push(`start ${name}`)
      // What a socket does meanwhile: its callback must not wait for the whole queue.
      setImmediate(() => seen.push(`io after ${name}`))
      await Promise.resolve()
      seen.push(`end ${name}`)
      return name
    }
    const results = await Promise.all([
      inTurn(client, work('a')),
      inTurn(client, work('b')),
      inTurn(client, work('c')),
    ])
    expect(results).toEqual(['a', 'b', 'c'])
    expect(seen).toEqual([
      'start a',
      'end a',
      'io after a',
      'start b',
      'end b',
      'io after b',
      'start c',
      'end c',
    ])
  })

  it('goes on after a failed statement, which fails for its caller alone', async () => {
    const client = {}
    const failing = inTurn(client, async () => {
      throw new Error('syntax error')
    })
    const next = inTurn(client, async () => 'next')
    await expect(failing).rejects.toThrow('syntax error')
    await expect(next).resolves.toBe('next')
  })

  it('keeps separate queues per database', async () => {
    const order: string[] = []
    let release!: () => void
    const held = inTurn({}, () => new Promise<void>((r) => (release = r)).then(() => order.push('first db')))
    await inTurn({}, async () => order.push('second db'))
    release()
    await held
    expect(order).toEqual(['second db', 'first db'])
  })
})

describe('sqlText', () => {
  it('makes `:name` a Drizzle placeholder, and leaves casts and quoted text alone', () => {
    const query = new PgDialect().sqlToQuery(
      sqlText("SELECT :a::int + :b, 'x::text', :a::int WHERE now() > '2000-01-01 00:00'::timestamptz"),
    )
    expect(query.sql).toBe(
      "SELECT $1::int + $2, 'x::text', $3::int WHERE now() > '2000-01-01 00:00'::timestamptz",
    )
    expect(query.params.map((p) => (p as { name: string }).name)).toEqual(['a', 'b', 'a'])
  })

  it('refuses an SQL comment, where a `:word` would become a parameter no caller gives', () => {
    expect(() => sqlText('SELECT :a::int -- see bench:booking')).toThrow(/SQL comment/)
  })

  it('is sent with one parameter per name, the values picked from Drizzle’s list', () => {
    const query = new PgDialect().sqlToQuery(
      sql`SELECT ${sqlText(':a::int + :b::int + :a::int')}, ${7}::int, ${sqlText(':b::int * :c::int, :a::int')}`,
    )
    expect(query.sql).toBe('SELECT $1::int + $2::int + $3::int, $4::int, $5::int * $6::int, $7::int')
    const rewrite = oneParameterPerName(query)
    // The builder's own value (7) keeps a parameter; each name has one.
    expect(rewrite).toEqual({
      text: 'SELECT $1::int + $2::int + $1::int, $3::int, $2::int * $4::int, $1::int',
      pick: [0, 1, 3, 5],
    })
    expect(oneParameterPerName(new PgDialect().sqlToQuery(sqlText(':a::int, :b::int')))).toBeUndefined()
  })
})

/** A statement of the shape the search and the booking use: placeholders, a CTE, a FROM. */
const probe = statement('prepared_probe', (qb) => {
  const picked = qb
    .$with('picked', {})
    .as(sqlText('SELECT g.n FROM generate_series(1, 5) AS g(n) WHERE g.n >= :from::int'))
  return qb
    .with(picked)
    .select(columns({ n: sql<number>`picked.n`, label: sqlText<string>(':label::text') }))
    .from(sql`picked`)
    .orderBy(sql`picked.n`)
})
const twice = statement('prepared_twice', (qb) =>
  qb.select(columns({ sum: sqlText<number>(':x::int + :x::int + 1') })).from(ONE_ROW),
)
const oneRow = statement('prepared_one_row', (qb) =>
  qb.select(columns({ sum: sqlText<number>(':x::int + 1') })).from(ONE_ROW),
)

describe('statement (on the test database: PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let database: Database
  beforeAll(async () => {
    // One connection on PostgreSQL: what it has prepared is what every run used.
    database = await openTestDatabase(1)
  })
  afterAll(() => database.close())
  const rows = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows

  it('binds the values (a quote is a value, not SQL) on the pool and in a transaction', async () => {
    const label = "O'Hara'); DROP TABLE hotels; --"
    expect(await probe.run(database.db, { from: 4, label })).toEqual([
      { n: 4, label },
      { n: 5, label },
    ])
    const inTx = await database.db.transaction((tx) => probe.run(tx, { from: 5, label: 'tx' }))
    expect(inTx).toEqual([{ n: 5, label: 'tx' }])
    expect(await oneRow.run(database.db, { x: 41 })).toEqual([{ sum: 42 }])
    const [hotels] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM hotels`)
    expect(hotels?.n).toBeGreaterThan(0)
  })

  it('is parsed once per connection (PostgreSQL) or instance (PGlite) and then only executed', async () => {
    const prepared = () =>
      rows<{ name: string; runs: number | string }>(
        sql`SELECT name, generic_plans + custom_plans AS runs FROM pg_prepared_statements WHERE name = 'prepared_probe'`,
      )
    const before = await prepared()
    for (let from = 1; from <= 3; from++) await probe.run(database.db, { from, label: 'again' })
    await database.db.transaction((tx) => probe.run(tx, { from: 2, label: 'tx' }))
    const after = await prepared()
    expect(before).toHaveLength(1)
    expect(after).toHaveLength(1)
    // PostgreSQL: the transaction's run too, by name on the same connection. PGlite binds values
    // only to unnamed statements: in a transaction the statement runs as Drizzle runs it.
    const runs = database.kind === 'postgres' ? 4 : 3
    expect(Number(after[0]?.runs) - Number(before[0]?.runs)).toBe(runs)
  })

  it('is built once per connection for all its transactions on PostgreSQL (per transaction on PGlite)', async () => {
    let builds = 0
    const counted = statement('prepared_counted', (qb) => {
      builds++
      return qb.select(columns({ sum: sqlText<number>(':x::int + 2') })).from(ONE_ROW)
    })
    for (let x = 1; x <= 3; x++)
      expect(await database.db.transaction((tx) => counted.run(tx, { x }))).toEqual([{ sum: x + 2 }])
    // Inside a transaction it still sees what the transaction wrote: it runs on its connection.
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE prepared_seen (n int) ON COMMIT DROP`)
      await tx.execute(sql`INSERT INTO prepared_seen VALUES (7)`)
      return statement('prepared_seen', (qb) =>
        qb.select(columns({ n: sql<number>`n` })).from(sql`prepared_seen`),
      ).run(tx, {})
    })
    expect(seen).toEqual([{ n: 7 }])
    expect(builds).toBe(database.kind === 'postgres' ? 1 : 3)
  })

  it('is one search statement for every party: the number of children and a family offer are values', async () => {
    const searches = async () =>
      (
        await rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE starts_with(name, 'hotel_search_')`,
        )
      )[0]?.n
    const checkin = addDays(todayInIraq(), 20)
    const search = (party: Record<string, string>) =>
      listHotels(
        database.db,
        v.parse(HotelListQuery, { checkin, checkout: addDays(checkin, 2), currency: 'USD', ...party }),
        null,
      )
    await search({ adult_number: '1', children_number: '1', children_ages: '5' })
    const before = await searches()
    expect(before).toBeGreaterThan(0)
    // Two adults a room: a family offer could apply. Three children, ages unsorted. No ages stated.
    await search({ adult_number: '2', children_number: '1', children_ages: '5' })
    await search({ adult_number: '1', children_number: '3', children_ages: '14,2,9' })
    await search({ adult_number: '3', children_number: '2' })
    expect(await searches()).toBe(before)
  })

  it('is one search statement for every sort and price range: they are values', async () => {
    const searches = async () =>
      (
        await rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE starts_with(name, 'hotel_search_')`,
        )
      )[0]?.n
    const checkin = addDays(todayInIraq(), 21)
    const search = (choice: Record<string, string>) =>
      listHotels(
        database.db,
        v.parse(HotelListQuery, { checkin, checkout: addDays(checkin, 2), currency: 'USD', ...choice }),
        null,
      )
    // One listed by id, one priced for every match.
    await search({})
    await search({ sort: 'price' })
    const before = await searches()
    for (const sort of ['id', 'rate', '-rate', 'stars', '-stars', 'popularity', 'distance'])
      await search({ sort })
    await search({ sort: '-price' })
    await search({ start_price: '50' })
    await search({ end_price: '300', sort: 'rate' })
    await search({ start_price: '50', end_price: '300', sort: '-price' })
    expect(await searches()).toBe(before)
  })

  it('has one parameter per name: the search statements as PostgreSQL or PGlite prepared them', async () => {
    await twice.run(database.db, { x: 20 })
    const [prepared] = await rows<{ types: string }>(
      sql`SELECT parameter_types::text AS types FROM pg_prepared_statements WHERE name = 'prepared_twice'`,
    )
    expect(prepared?.types).toBe('{integer}')
    expect(await twice.run(database.db, { x: 5 })).toEqual([{ sum: 11 }])
    expect(await database.db.transaction((tx) => twice.run(tx, { x: 1 }))).toEqual([{ sum: 3 }])
  })
})
