import { sql } from 'drizzle-orm'
import { type Db, schema } from '../client'
import { catalogueRows } from './catalogue'
import { FAQ } from './faq'
import { insertAll, type Tx } from './insert'

/**
 * Reference data: what any Funduq needs before its first hotel, demo or production —
 * governorates and their cities, currencies, hotel services and features, and the help centre's
 * questions in each FAQ department. No hotels, accounts or codes (decision 23).
 */
export const REFERENCE_TABLES = [
  'governorates',
  'cities',
  'services',
  'feature_groups',
  'features',
  'currencies',
  'faqs',
] as const

function faqRows() {
  return Object.entries(FAQ).flatMap(([department, items]) =>
    items.map((f, i) => ({
      department_type: Number(department),
      sort_order: i,
      en_question: f.question[0],
      ar_question: f.question[1],
      kr_question: f.question[2],
      en_answer: f.answer[0],
      ar_answer: f.answer[1],
      kr_answer: f.answer[2],
    })),
  )
}

/** Inserts the reference rows, with ids given by their position, inside the caller's transaction. */
export async function insertReference(tx: Tx): Promise<void> {
  const catalogue = catalogueRows()
  await insertAll(tx, schema.governorates, catalogue.governorates)
  await insertAll(tx, schema.cities, catalogue.cities)
  await insertAll(tx, schema.services, catalogue.services)
  await insertAll(tx, schema.featureGroups, catalogue.featureGroups)
  await insertAll(tx, schema.features, catalogue.features)
  await insertAll(tx, schema.currencies, catalogue.currencies)
  await insertAll(
    tx,
    schema.faqs,
    faqRows().map((f, i) => ({ id: i + 1, ...f })),
  )
}

/** Moves each table's id sequence past the ids the seed gave, so later inserts do not collide. */
export async function moveSequences(tx: Tx, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce((SELECT max(id) FROM ${sql.identifier(table)}), 0) + 1, false)`,
    )
  }
}

/**
 * Production's first start on an empty database: the reference data only, in one transaction.
 * Throws (and writes nothing) if governorates already exist.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(schema.governorates)
    if (existing?.n) throw new Error('seedReference: the database already holds data')
    await insertReference(tx)
    await moveSequences(tx, REFERENCE_TABLES)
  })
}
