import { notFound } from '@tanstack/react-router'

/** The kinds of site content, as their URLs name them (`/admin/content/KIND`). */
export const CONTENT_KINDS = [
  'offers',
  'discount-codes',
  'sliders',
  'faqs',
  'currencies',
  'messages',
] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

/**
 * The content routes' check of `$kind`, before anything loads: a kind that is not one is the
 * console's not-found, as an `$id` that is no number is.
 */
export function checkKind(kind: string) {
  if (!(CONTENT_KINDS as readonly string[]).includes(kind)) throw notFound()
}
