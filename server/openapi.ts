import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { ErrorBody, endpoints } from '../contract/endpoints'

type Json = Record<string, unknown>

/** JSON Schema of a contract schema; transforms and custom checks have no JSON form, so skip them. */
const schemaOf = (s: v.GenericSchema) => toJsonSchema(s, { errorMode: 'ignore' }) as Json

function queryParameters(schema: v.GenericSchema): Json[] {
  const json = schemaOf(schema)
  const properties = (json.properties ?? {}) as Record<string, Json>
  const required = new Set((json.required ?? []) as string[])
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: s,
  }))
}

/** The OpenAPI 3.1 document, generated from `contract/endpoints.ts`. */
export function openApiDocument(serverUrl: string): Json {
  const paths: Record<string, Record<string, Json>> = {}
  const error = { content: { 'application/json': { schema: schemaOf(ErrorBody) } } }
  for (const e of endpoints) {
    const path = `/api${e.path}`.replace(/:(\w+)/g, '{$1}')
    paths[path] ??= {}
    paths[path][e.method] = {
      summary: e.summary,
      parameters: e.query ? queryParameters(e.query) : [],
      ...(e.body ? { requestBody: { content: { 'application/json': { schema: schemaOf(e.body) } } } } : {}),
      responses: {
        [String(e.status ?? 200)]: {
          description: 'Success',
          content: { 'application/json': { schema: schemaOf(e.response) } },
        },
        '4XX': { description: 'Bad input, authentication or permission error', ...error },
        ...(e.path === '/health'
          ? {}
          : { '503': { description: 'The database cannot answer now: try again (Retry-After)', ...error } }),
      },
      security: [{ bearer: [] }, {}],
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Funduq API', version: '1', description: 'Hotel booking for Iraq.' },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  }
}
