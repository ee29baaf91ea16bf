import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { FaqList, FaqListQuery } from '../../contract/faq'
import type { Db } from '../db/client'
import { faqs } from '../db/schema'

export async function listFaqs(db: Db, q: FaqListQuery): Promise<FaqList> {
  const department = q['filter[department_type]']
  const where: SQL | undefined = department ? eq(faqs.department_type, department) : undefined
  const rows = await db
    .select({
      id: faqs.id,
      department_type: faqs.department_type,
      sort_order: faqs.sort_order,
      ar_question: faqs.ar_question,
      en_question: faqs.en_question,
      kr_question: faqs.kr_question,
      ar_answer: faqs.ar_answer,
      en_answer: faqs.en_answer,
      kr_answer: faqs.kr_answer,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(faqs)
    .where(where)
    // sort_order counts within a department, so an unfiltered list keeps the tabs together.
    .orderBy(asc(faqs.department_type), asc(faqs.sort_order), asc(faqs.id))
    .limit(q.take)
    .offset(q.skip)
  // The window count rides on the rows; only a page past the end needs its own count.
  const total = rows[0]?.total ?? (q.skip > 0 ? await countFaqs(db, where) : 0)
  return {
    // The column is a plain integer; the seed and the contract keep it within 1–4.
    data: rows.map(({ total: _, ...f }) => ({ ...f, department_type: f.department_type as 1 | 2 | 3 | 4 })),
    total,
  }
}

async function countFaqs(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(faqs)
    .where(and(where))
  return row?.n ?? 0
}
