import { notFound } from '@tanstack/react-router'

/** A console page's `$id`: a positive whole number, or the page is not found. */
export function idParam(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0
  if (id < 1) throw notFound()
  return id
}

/** A content page's `$id`: `new` (null) for the creation form, else an id as `idParam` reads it. */
export const itemParam = (raw: string): number | null => (raw === 'new' ? null : idParam(raw))
