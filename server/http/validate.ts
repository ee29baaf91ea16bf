import type { Context } from 'hono'
import * as v from 'valibot'
import { messages } from '../../contract/messages'
import type { AppEnv } from './context'
import { HttpError } from './errors'

/**
 * Parse input with a contract schema or throw a 422 whose `errors` map each field to its
 * message ids. The same schemas run in the browser, so both sides agree on what is valid.
 */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const fields: Record<string, string[]> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_'
    const list = fields[key] ?? []
    if (!list.includes(issue.message)) list.push(issue.message)
    fields[key] = list
  }
  throw new HttpError(422, messages.invalidRequest.id, fields)
}

export const parseQuery = <S extends v.GenericSchema>(c: Context<AppEnv>, schema: S) =>
  parseWith(schema, c.req.query())

export const parseParams = <S extends v.GenericSchema>(c: Context<AppEnv>, schema: S) =>
  parseWith(schema, c.req.param())

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
