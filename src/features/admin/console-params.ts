import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'

/** A console page's `$id`: a positive whole number, or the page is not found. */
export function idParam(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0
  if (id < 1) throw notFound()
  return id
}

/** A content page's `$id`: `new` (null) for the creation form, else an id as `idParam` reads it. */
export const itemParam = (raw: string): number | null => (raw === 'new' ? null : idParam(raw))

/** A console list's search: `?page=`, 1 when absent or not a positive whole number. */
export const PageSearch = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
})
