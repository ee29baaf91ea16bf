import type { I18n } from '@lingui/core'
import * as v from 'valibot'
import { ApiError } from '../../lib/api'

/** Messages per field name; `''` holds messages about the form as a whole. */
export type FieldErrors = Record<string, string[]>

/**
 * Checks input with a contract schema. Its messages are ids of contract/messages.ts, which
 * Lingui translates here exactly as the server does (decision 0004).
 */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  i18n: I18n,
): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, input)
  if (result.success) return { ok: true, output: result.output }
  const flat = v.flatten(result.issues)
  const errors: FieldErrors = {}
  for (const [field, list] of Object.entries(flat.nested ?? {}) as [string, string[] | undefined][]) {
    if (list?.length) errors[field] = list.map((id) => i18n._(id))
  }
  if (flat.root?.length) errors[''] = flat.root.map((id) => i18n._(id))
  return { ok: false, errors }
}

/** Field errors of a server answer (already translated), or null when it has none. */
export function serverFieldErrors(err: unknown): FieldErrors | null {
  if (!(err instanceof ApiError)) return null
  return Object.keys(err.fieldErrors).length ? err.fieldErrors : null
}

/** After a failed submit, move focus to the first field that needs attention. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })
}
