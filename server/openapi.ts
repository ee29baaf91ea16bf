import { toJsonSchema } from '@valibot/to-json-schema'
import * as v from 'valibot'
import { ErrorBody } from '../contract/common'
import type { Answers, Blank, ErrorStatus, Route } from './http/route'

/** The document's tags, in order, with what each groups. */
export const TAGS = {
  platform: 'Health, public settings and this document',
  catalogue: 'Governorates, currencies, search suggestions and hotels',
  home: 'Home sections, offers, discounts, help centre and reviews',
  session: 'Guest sessions, sign-up, sign-in, sign-out and password recovery',
  'sign-in-providers': 'Sign-in with Google and Facebook (OpenID Connect)',
  account: "The signed-in person's profile and account",
  favourites: 'Favourite hotels, guests included',
  booking: 'Quotes, reservations, payment pages and vouchers',
  payments: "Payment providers' callbacks and the payer's return",
  ratings: 'Rating a stay and deleting a comment',
  push: 'Web Push subscriptions',
  contact: 'Messages to the support team',
  admin: 'The operator console: administrators and hotel managers',
} as const
export type Tag = keyof typeof TAGS

type Json = Record<string, unknown>

/** JSON Schema (2020-12, as OpenAPI 3.1) of what travels: a schema's input, before its transforms. */
function schemaOf(schema: v.GenericSchema): Json {
  const { $schema: _, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    // Custom checks have no JSON form; the document leaves them out.
    errorMode: 'ignore',
  }) as Json
  return json
}

const ERROR_BODY = { $ref: '#/components/schemas/ErrorBody' }
const isBlank = (a: v.GenericSchema | Blank): a is Blank => a.kind !== 'schema'

/** `/hotel/:id{[0-9]{1,9}}` → `/hotel/{id}`. */
export const openApiPath = (honoPath: string) =>
  honoPath.replace(/:(\w+)(\{[^/]*\})?/g, (_, name: string) => `{${name}}`)

function parameters(where: 'path' | 'query' | 'header', schema: v.GenericSchema | undefined): Json[] {
  if (!schema) return []
  const json = schemaOf(schema)
  const properties = (json.properties ?? {}) as Record<string, Json>
  const required = new Set((json.required ?? []) as string[])
  return Object.entries(properties).map(([name, { description, ...s }]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(description ? { description } : {}),
    schema: s,
  }))
}

function requestBody(route: Route): Json | undefined {
  if (!route.body) return undefined
  const json = schemaOf(route.body)
  const content: Json = { 'application/json': { schema: json } }
  if (route.files) {
    const files = Object.fromEntries(
      Object.entries(route.files).map(([name, description]) => [
        name,
        { type: 'string', contentMediaType: 'application/octet-stream', description },
      ]),
    )
    const properties = { ...((json.properties ?? {}) as Json), ...files }
    content['multipart/form-data'] = { schema: { ...json, properties } }
  }
  // A body that may be left out entirely parses as `{}`.
  return { required: !v.safeParse(route.body, {}).success, content }
}

const SUCCESS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: the work goes on after the answer',
  204: 'Done; no body',
  302: 'A redirect (see Location)',
  303: 'A redirect to a page (see Location)',
}

function successAnswers(answers: Answers): Json {
  const out: Json = {}
  for (const [status, answer] of Object.entries(answers)) {
    if (!answer) continue
    if (!isBlank(answer)) {
      out[status] = {
        description: SUCCESS[Number(status)] ?? 'OK',
        content: { 'application/json': { schema: schemaOf(answer) } },
      }
    } else if (answer.kind === 'file') {
      const content = { [answer.type ?? 'application/octet-stream']: { schema: { type: 'string' } } }
      out[status] = { description: answer.description, content }
    } else if (answer.kind === 'redirect') {
      out[status] = { description: answer.description, headers: { Location: { schema: { type: 'string' } } } }
    } else out[status] = { description: answer.description }
  }
  return out
}

/** The error answers a route can give, each with why: those its declaration implies, then its own. */
function errorReasons(
  route: Route,
): Partial<Record<ErrorStatus, string | { description: string; schema: v.GenericSchema }>> {
  const why: Partial<Record<ErrorStatus, string>> = {}
  // A path that does not parse answers `onBadParams` (a 404 the route declares) instead of 422.
  const validated = (route.params && !route.onBadParams) || route.query || route.headers || route.body
  if (route.body) {
    why[400] = 'The body cannot be read (not JSON, or a broken form)'
    why[413] = 'The body is too large'
  }
  if (route.auth === 'required')
    why[401] = 'No session, or its token is invalid or expired: refresh it and retry'
  if (route.auth === 'optional')
    why[401] = 'The token sent is invalid or expired: refresh it, or call without one'
  if (route.role === 'member') why[403] = 'A guest session: sign in or sign up first'
  if (route.role === 'admin') why[403] = 'Not an administrator'
  if (route.role === 'operator') why[403] = 'Not an administrator or hotel manager'
  if (route.allow) why[403] = 'Not yours'
  if (validated) why[422] = 'Invalid input: `errors` maps each field to its messages'
  // Every call that reads a token reads the database: an outage, or an answer past the request
  // deadline, is a translated 503 with Retry-After.
  if (route.auth !== 'none') why[503] = 'The database cannot answer now: try again after Retry-After'
  return { ...why, ...route.errors }
}

function errorAnswers(route: Route): Json {
  const out: Json = {}
  const reasons = errorReasons(route)
  for (const status of (Object.keys(reasons).map(Number) as ErrorStatus[]).sort((a, b) => a - b)) {
    const reason = reasons[status]
    if (!reason) continue
    const schema = typeof reason === 'string' ? ERROR_BODY : schemaOf(reason.schema)
    const description = typeof reason === 'string' ? reason : reason.description
    out[status] = { description, content: { 'application/json': { schema } } }
  }
  return out
}

/** Every status the document gives for a route: its answers and its errors. */
export function documentedStatuses(route: Route): Set<number> {
  return new Set([...Object.keys(route.answers), ...Object.keys(errorReasons(route))].map(Number))
}

/** The schema of a documented JSON answer, if that status has one. */
export function documentedSchema(route: Route, status: number): v.GenericSchema | undefined {
  const answer = route.answers[status as keyof Answers]
  if (answer) return isBlank(answer) ? undefined : answer
  const reason = errorReasons(route)[status as ErrorStatus]
  if (!reason) return undefined
  return typeof reason === 'string' ? ErrorBody : reason.schema
}

const SECURITY = { none: [], optional: [{}, { bearer: [] }], required: [{ bearer: [] }] }

function operation(route: Route): Json {
  const params = [
    ...parameters('path', route.params),
    ...parameters('query', route.query),
    ...parameters('header', route.headers),
  ]
  const body = requestBody(route)
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags,
    security: SECURITY[route.auth],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...successAnswers(route.answers), ...errorAnswers(route) },
  }
}

/** The OpenAPI 3.1 document of the routes the server serves under /api. */
export function openApiDocument(routes: readonly Route[], serverUrl: string): Json {
  const paths: Record<string, Json> = {}
  for (const route of routes) {
    const path = `/api${openApiPath(route.path)}`
    paths[path] = { ...paths[path], [route.method]: operation(route) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Funduq API',
      version: '1',
      description:
        'Hotel booking for Iraq. Errors are JSON `{ message, errors? }` in the language of `Accept-Language` or `?lang=ar|en|kr`.',
    },
    servers: [{ url: serverUrl }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of a session (`POST /api/auth/guest-user`, or a sign-in)',
        },
      },
      schemas: { ErrorBody: schemaOf(ErrorBody) },
    },
    paths,
  }
}
