import type { Context } from 'hono'
import * as v from 'valibot'
import { messages } from '../../contract/messages'
import { isMessageId } from '../i18n'
import type { AppEnv } from './context'
import { HttpError } from './errors'

/**
 * Parse input with a contract schema or throw a 422 whose `errors` map each field to its
 * message ids. The same schemas run in the browser, so both sides agree on what is valid.
 */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) {
    const nul = nulPath(result.output, '')
    if (nul !== null)
      throw new HttpError(422, messages.invalidRequest.id, { [nul]: [messages.invalidValue.id] })
    return result.output
  }
  const fields: Record<string, string[]> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_'
    const list = fields[key] ?? []
    // Ours only (contract/messages.ts sets them for every schema): never a library's English
    // text, which would echo the input or the pattern.
    const message = isMessageId(issue.message) ? issue.message : messages.invalidValue.id
    if (!list.includes(message)) list.push(message)
    fields[key] = list
  }
  throw new HttpError(422, messages.invalidRequest.id, fields)
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any accepted value would fail its statement
 * (a 500) wherever it is written or compared, so it is refused here once for every input.
 * Answers the dot path of the first string that has one, or null.
 */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path || '_' : null
  if (typeof value !== 'object' || value === null || value instanceof Blob) return null
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, path ? `${path}.${key}` : key)
    if (found !== null) return found
  }
  return null
}

export async function parseJson<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S) {
  let body: unknown
  try {
    const text = await c.req.text()
    body = text ? JSON.parse(text) : {}
  } catch {
    throw new HttpError(400, messages.invalidRequest.id)
  }
  return parseWith(schema, body)
}

/** A form body (urlencoded or multipart); one that cannot be read is bad input, 400. */
export async function readForm(c: Context<AppEnv>): Promise<Record<string, string | File>> {
  try {
    return (await c.req.parseBody()) as Record<string, string | File>
  } catch {
    throw new HttpError(400, messages.invalidRequest.id)
  }
}
