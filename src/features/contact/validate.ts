import type { I18n } from '@lingui/core'
import * as v from 'valibot'
import { ContactBody } from '../../../contract/contact'
import { ApiError } from '../../lib/api'

export type ContactField = keyof ContactBody
export type ContactErrors = Partial<Record<ContactField, string[]>>

/**
 * The contract's own schema, run before sending: its messages are ids that Lingui translates
 * here as the server does (decision 4), so a field reads the same whichever side caught it.
 */
export function validateContact(
  input: Record<ContactField, string>,
  i18n: I18n,
): { ok: true; output: ContactBody } | { ok: false; errors: ContactErrors } {
  const result = v.safeParse(ContactBody, input)
  if (result.success) return { ok: true, output: result.output }
  const nested = v.flatten<typeof ContactBody>(result.issues).nested ?? {}
  const errors: ContactErrors = {}
  for (const [field, ids] of Object.entries(nested) as [ContactField, string[] | undefined][]) {
    // One reason per field: the first is the one to fix first.
    if (ids?.[0]) errors[field] = [i18n._(ids[0])]
  }
  return { ok: false, errors }
}

/** The server's field errors (already translated) for the form's own fields. */
export function serverContactErrors(err: unknown): ContactErrors {
  if (!(err instanceof ApiError)) return {}
  const out: ContactErrors = {}
  for (const field of ['name', 'email', 'address', 'message'] as const) {
    const list = err.fieldErrors[field]
    if (list?.length) out[field] = list
  }
  return out
}
