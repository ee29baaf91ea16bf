import { CONTENT_PAGE } from '../../../../contract/admin-content'

/** The `{ data, total, last_page }` answer of the content lists, 50 a page. */
export function pageOf<T>(data: T[], total: number) {
  return { data, total, last_page: Math.max(1, Math.ceil(total / CONTENT_PAGE)) }
}

export const offsetOf = (page: number) => (page - 1) * CONTENT_PAGE
