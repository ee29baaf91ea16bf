import type { Context, Hono } from 'hono'
import * as v from 'valibot'
import { callerOf, requireCaller, requireMember } from '../auth/caller'
import { type OperatorRole, requireOperator } from '../auth/operator'
import type { VerifiedAccess } from '../auth/tokens'
import { documentedSchema, documentedStatuses, type Tag } from '../openapi'
import { authenticate } from './authenticate'
import type { AppEnv } from './context'
import { forbidden, HttpError } from './errors'
import { parseJson, parseWith, readForm } from './validate'

type Schema = v.GenericSchema

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * Who may call. `none`: anyone, and no token is read (the platform's probes). `optional`:
 * anyone; a token, if sent, must be valid (401 tells the client to refresh) and the handler
 * gets its caller or null. `required`: a session, guests included (401 without one).
 */
export type Auth = 'none' | 'optional' | 'required'

/**
 * Checked after `required` (403 otherwise). `member`: a registered account, not a guest.
 * `admin`: an administrator; `operator`: an administrator or a hotel manager — both read from
 * the database on each call, and the handler scopes hotels with server/auth/operator.ts.
 */
export type Role = 'member' | OperatorRole

/** A success answer that is not a JSON body. */
export interface Blank {
  kind: 'empty' | 'redirect' | 'file'
  description: string
  /** A file's media type. */
  type?: string
}
export const noContent: Blank = { kind: 'empty', description: 'Done; no body' }
export const redirect = (description: string): Blank => ({ kind: 'redirect', description })
export const file = (type: string, description: string): Blank => ({ kind: 'file', type, description })

/** Success statuses and what each answers: a contract schema (JSON) or a `Blank`. */
export type Answers = Partial<Record<200 | 201 | 202 | 204 | 302 | 303, Schema | Blank>>

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503
/** This call's own error answers, each with why; the body is `ErrorBody` unless a schema is given. */
export type Errors = Partial<Record<ErrorStatus, string | { description: string; schema: Schema }>>

type Out<S> = S extends Schema ? v.InferOutput<S> : undefined
interface Callers {
  none: null
  optional: VerifiedAccess | null
  required: VerifiedAccess
}

/** What the handler receives, already checked: nothing unchecked reaches it. */
export interface Input<A extends Auth, P, Q, H, B> {
  caller: Callers[A]
  params: Out<P>
  query: Out<Q>
  headers: Out<H>
  body: Out<B>
  /** The file parts named in `files` of a multipart body, as sent (a text part stays a string). */
  files: Record<string, File | string | undefined>
}

/**
 * One API call: everything the server checks and the OpenAPI document says about it, and
 * its handler. Inputs run in this order, each refused with its own status: token (401),
 * role and `allow` (403), path (422, or `onBadParams`), headers, query, body (400 unreadable,
 * 422 invalid, 413 too large), then the handler.
 */
export interface RouteDef<A extends Auth = Auth, P = unknown, Q = unknown, H = unknown, B = unknown> {
  method: Method
  /** Hono path under /api: `/reservations/:id`, `/hotel/:id{[0-9]{1,9}}`. */
  path: string
  /** Unique, camelCase: the name generated clients give the call. */
  operationId: string
  summary: string
  description?: string
  tags: readonly [Tag, ...Tag[]]
  auth: A
  role?: A extends 'required' ? Role : never
  /** A check on the caller and the path (ownership, scope) before the body is read: false is 403. */
  allow?: (input: { caller: Callers[A]; params: Out<P> }) => boolean | Promise<boolean>
  params?: P
  /** A path that does not parse: 422 with the field, unless this answers instead (404, a redirect). */
  onBadParams?: (c: Context<AppEnv>) => Response | Promise<Response>
  query?: Q
  /** Request headers by name, e.g. `Idempotency-Key`. */
  headers?: H
  /** A JSON body (an empty body is read as `{}`). */
  body?: B
  /** Also accept multipart/form-data: its text parts go through `body`; these file parts (name → what) reach the handler. */
  files?: Record<string, string>
  answers: Answers
  errors?: Errors
  handler(c: Context<AppEnv>, input: Input<A, P, Q, H, B>): Response | Promise<Response>
}

/** A route of any shape, as lists, the app and the OpenAPI document hold them. */
export type Route = RouteDef<
  Auth,
  Schema | undefined,
  Schema | undefined,
  Schema | undefined,
  Schema | undefined
>

/** Declares one call; the type parameters come from the schemas, so the handler's input is typed. */
export function defineRoute<
  A extends Auth,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  H extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(def: RouteDef<A, P, Q, H, B>): Route {
  return def as unknown as Route
}

async function authorize(c: Context<AppEnv>, route: Route): Promise<VerifiedAccess | null> {
  if (route.auth === 'none') return null
  await authenticate(c)
  if (route.auth === 'optional') return callerOf(c)
  if (route.role === 'member') return requireMember(c)
  if (route.role === 'admin' || route.role === 'operator') {
    await requireOperator(c, route.role)
    return requireCaller(c)
  }
  return requireCaller(c)
}

const isMultipart = (c: Context<AppEnv>) =>
  (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')

async function readBody(c: Context<AppEnv>, route: Route) {
  const files: Input<Auth, unknown, unknown, unknown, unknown>['files'] = {}
  if (!route.body) return { body: undefined, files }
  if (!route.files || !isMultipart(c)) return { body: await parseJson(c, route.body), files }
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(await readForm(c))) {
    if (name in route.files) files[name] = value
    else if (typeof value === 'string') fields[name] = value
  }
  return { body: parseWith(route.body, fields), files }
}

function headersOf(c: Context<AppEnv>, schema: Schema) {
  const names = Object.keys((schema as unknown as { entries?: object }).entries ?? {})
  return Object.fromEntries(names.map((name) => [name, c.req.header(name)]))
}

/** The Hono handler of a route: checks every declared input, then calls the route's handler. */
function handle(route: Route) {
  return async (c: Context<AppEnv>) => {
    const caller = await authorize(c, route)
    let params: unknown
    if (route.params) {
      try {
        params = parseWith(route.params, c.req.param())
      } catch (err) {
        if (route.onBadParams && err instanceof HttpError) return route.onBadParams(c)
        throw err
      }
    }
    if (route.allow && !(await route.allow({ caller, params: params as undefined }))) throw forbidden()
    const headers = route.headers ? parseWith(route.headers, headersOf(c, route.headers)) : undefined
    const query = route.query ? parseWith(route.query, c.req.query()) : undefined
    const { body, files } = await readBody(c, route)
    return route.handler(c, {
      caller,
      params: params as undefined,
      query: query as undefined,
      headers: headers as undefined,
      body: body as undefined,
      files,
    })
  }
}

/**
 * Tests run every answer past its route's declaration: a status it does not declare, or a
 * JSON body that does not fit the declared schema, is a 500 naming what differs. So the
 * OpenAPI document is checked against what the server really answers, call by call.
 */
function checked(route: Route, run: (c: Context<AppEnv>) => Promise<Response>) {
  const statuses = documentedStatuses(route)
  const name = `${route.method.toUpperCase()} ${route.path}`
  const refuse = (c: Context<AppEnv>, problem: string) => {
    const message = `${name}: ${problem} (see its defineRoute)`
    console.error(message)
    return c.json({ message }, 500)
  }
  return async (c: Context<AppEnv>) => {
    let res: Response
    try {
      res = await run(c)
    } catch (err) {
      if (err instanceof HttpError && !statuses.has(err.status)) return refuse(c, `undeclared ${err.status}`)
      throw err
    }
    if (!statuses.has(res.status)) return refuse(c, `undeclared ${res.status}`)
    const schema = documentedSchema(route, res.status)
    if (schema && (res.headers.get('content-type') ?? '').startsWith('application/json')) {
      const result = v.safeParse(schema, await res.clone().json())
      if (!result.success) {
        const where = result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).slice(0, 5)
        return refuse(c, `its ${res.status} answer does not fit its schema: ${where.join('; ')}`)
      }
    }
    return res
  }
}

export interface MountOptions {
  /** Tests: check every answer against its route's declaration (see `checked`). */
  checkAnswers?: boolean
}

/** Registers each route on an `/api` router. */
export function mountRoutes(router: Hono<AppEnv>, routes: readonly Route[], opts: MountOptions = {}) {
  for (const route of routes) {
    const run = handle(route)
    router.on(route.method.toUpperCase(), route.path, opts.checkAnswers ? checked(route, run) : run)
  }
}
