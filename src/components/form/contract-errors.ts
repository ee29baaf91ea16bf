import type { StandardSchemaV1Issue } from '@tanstack/react-form'
import type * as v from 'valibot'
import { ApiError } from '../../lib/api'

/**
 * What a field or the form shows: an issue of a contract schema (its message is an id of
 * contract/messages.ts, translated when shown: decision 4) or a message the server already
 * translated.
 */
export type FormError = StandardSchemaV1Issue | string

/** Fields and form-level errors in the shape TanStack Form takes from a form validator. */
interface Placed {
  form?: FormError[]
  fields: Record<string, FormError[]>
}

/**
 * Checks `input` with the contract's schema and puts each issue on the form field its path
 * starts with; issues about anything else (a value the form does not edit, the whole body) are
 * the form's own, shown above the submit button.
 */
export function contractErrors(schema: v.GenericSchema, input: unknown, fields: object): Placed | undefined {
  const result = schema['~standard'].validate(input)
  if (result instanceof Promise) throw new Error('contract schemas are synchronous')
  if (!result.issues) return undefined
  return place(
    result.issues.map((issue) => {
      const key = issue.path?.[0]
      return [typeof key === 'object' ? String(key.key) : String(key ?? ''), issue] as const
    }),
    fields,
  )
}

/**
 * The server's field messages (a 422's `errors`) for the form: on the fields they name, or all
 * on `onto` (a code form, whose other values are not the person's to change); any the form has
 * no field for become the form's. Null when the answer had none: the caller says why otherwise.
 */
export function serverErrors(err: unknown, fields: object, onto?: string): Placed | null {
  if (!(err instanceof ApiError)) return null
  const entries = Object.entries(err.fieldErrors).flatMap(([name, messages]) =>
    messages.map((message) => [onto ?? name, message] as const),
  )
  return entries.length ? place(entries, fields) : null
}

function place(entries: (readonly [string, FormError])[], fields: object): Placed {
  const placed: Placed = { fields: {} }
  for (const [name, error] of entries) {
    if (name in fields) placed.fields[name] = [...(placed.fields[name] ?? []), error]
    else placed.form = [...(placed.form ?? []), error]
  }
  return placed
}
