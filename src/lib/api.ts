import * as v from 'valibot'
import { ErrorBody } from '../../contract/common'
import { messages as m } from '../../contract/messages'
import { noteNetworkFailure, noteResponse } from './connectivity'
import { currentLanguage, i18n } from './i18n'
import { ensureSession, readAuth, refreshSession } from './session'

/** A non-2xx answer, with the server's (already translated) message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message)
  }
}

type Query = Record<string, string | number | boolean | undefined | null>

export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value))
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}

let onForbidden: () => void = () => {
  window.location.assign('/')
}
/** The router registers a soft navigation home for 403s (spec §4). */
export const setForbiddenHandler = (fn: () => void) => {
  onForbidden = fn
}

type Transport = (url: string, init: RequestInit) => Promise<Response>
/** How a request reaches the API: the browser's fetch, or the server's own app while it renders
 * a page (src/server-render.tsx). */
let transport: Transport = (url, init) => fetch(url, init)
export const setApiTransport = (fn: Transport) => {
  transport = fn
}

async function send(path: string, init: RequestInit, token: string | undefined) {
  const headers = new Headers(init.headers)
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  headers.set('Accept-Language', currentLanguage())
  if (token) headers.set('Authorization', `Bearer ${token}`)
  // The offline indicator listens to every call's fate.
  return transport(`/api${path}`, { ...init, headers }).then(
    (res) => {
      noteResponse(res)
      return res
    },
    (err: unknown) => {
      noteNetworkFailure(err)
      throw err
    },
  )
}

interface ApiOptions {
  query?: Query
  method?: string
  body?: unknown
  signal?: AbortSignal
  /** Extra request headers (an `Idempotency-Key`…). */
  headers?: Record<string, string>
}

/** Sends with the session's token; a 401 triggers one (shared) refresh and a retry; a 403 goes home. */
async function request(path: string, opts: ApiOptions): Promise<Response> {
  const method = opts.method ?? 'GET'
  // A first visit's reads need not wait for its guest session (started in main.tsx): the server
  // answers them anonymously. A call that does need one gets 401 and retries with it.
  const session = readAuth() ?? (method === 'GET' ? null : await ensureSession())
  const headers: Record<string, string> = { ...opts.headers }
  const init: RequestInit = { method, signal: opts.signal, headers }
  if (opts.body !== undefined) {
    init.body = JSON.stringify(opts.body)
    headers['Content-Type'] = 'application/json'
  }
  const url = path + toQueryString(opts.query)
  let res = await send(url, init, session?.token)
  if (res.status === 401) {
    const renewed = await refreshSession(session?.token)
    res = await send(url, init, renewed?.token)
  }
  if (res.status === 403) onForbidden()
  return res
}

const STATUS_MESSAGES: Partial<Record<number, { id: string }>> = {
  401: m.unauthorized,
  403: m.forbidden,
  404: m.notFound,
  429: m.tooManyRequests,
}

/**
 * For an answer without our JSON body (a proxy's 502, say): its status in the reader's language,
 * never the HTTP layer's English status text.
 */
export function statusMessage(status: number): string {
  const message = status >= 500 ? m.serverError : (STATUS_MESSAGES[status] ?? m.invalidRequest)
  return i18n._(message.id)
}

async function toApiError(res: Response): Promise<ApiError> {
  const body: unknown = await res.json().catch(() => null)
  const parsed = v.safeParse(ErrorBody, body)
  return new ApiError(
    res.status,
    parsed.success ? parsed.output.message : statusMessage(res.status),
    parsed.success ? parsed.output.errors : {},
  )
}

/**
 * Calls the API with the session's bearer token and validates the answer with the contract
 * schema. A 401 triggers one (shared) refresh and a retry; a 403 goes home.
 */
export async function api<S extends v.GenericSchema>(
  schema: S,
  path: string,
  opts: ApiOptions = {},
): Promise<v.InferOutput<S>> {
  const res = await request(path, opts)
  if (!res.ok) throw await toApiError(res)
  const body: unknown = res.status === 204 ? null : await res.json().catch(() => null)
  return v.parse(schema, body)
}

/** A file answer (a voucher PDF) as a Blob, with the same session handling and errors as `api`. */
export async function apiBlob(path: string, opts: Omit<ApiOptions, 'body'> = {}): Promise<Blob> {
  const res = await request(path, {
    ...opts,
    headers: { Accept: 'application/pdf, application/json', ...opts.headers },
  })
  if (!res.ok) throw await toApiError(res)
  return res.blob()
}
