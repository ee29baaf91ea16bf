import * as v from 'valibot'
import type { AuthInfo } from '../../contract/auth'
import { ErrorBody } from '../../contract/common'
import { messages as m } from '../../contract/messages'
import { sendToApi } from './api-transport'
import { i18n } from './i18n'
import { ensureSession, readAuth, refreshSession } from './session'

export { setApiTransport } from './api-transport'

/** A non-2xx answer, with the server's (already translated) message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    /** The whole answer: a 403 of sign-in names the phone still to verify. */
    readonly body: unknown = null,
    /** Seconds, from a 429's `Retry-After`. */
    readonly retryAfter: number | null = null,
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

interface ApiOptions {
  query?: Query
  method?: string
  /** Sent as JSON. */
  body?: unknown
  /** Sent as multipart/form-data instead (a profile with its new picture). */
  form?: FormData
  signal?: AbortSignal
  /** Extra request headers (an `Idempotency-Key`…). */
  headers?: Record<string, string>
  /**
   * This call's 403 is an answer for its page to show (sign-in with a phone still to verify, a
   * guest at the profile), not a reason to leave the page.
   */
  forbiddenIsAnswer?: boolean
}

/**
 * Whether a call made under `before` may be sent again under `after`, the session a 401's
 * refresh left. Under the same person, always. Under another (the server refused the refresh
 * and the device is a new guest), only a guest's read: a member's call would show or change a
 * stranger's account (an empty list of bookings, a favourite saved to the new guest), and a
 * guest's change belongs to the guest that made it. Such a call fails with its 401 instead, and
 * the "you were signed out" notice says why.
 */
function mayRetryAs(before: AuthInfo | null, after: AuthInfo | null, method: string): boolean {
  if (!before || after?.userAuth.id === before.userAuth.id) return true
  return before.userAuth.is_guest && method === 'GET'
}

/**
 * Sends with the session's token, starting a guest session first for a call that changes
 * something; a 401 triggers one (shared) refresh and a retry; a 403 goes home.
 */
async function request(path: string, opts: ApiOptions): Promise<Response> {
  const method = opts.method ?? 'GET'
  // A first visit's reads need not wait for its guest session (started in main.tsx): the server
  // answers them anonymously. A call that does need one gets 401 and retries with it.
  const session = readAuth() ?? (method === 'GET' ? null : await ensureSession())
  const headers: Record<string, string> = { ...opts.headers }
  const init: RequestInit = { method, signal: opts.signal, headers }
  if (opts.form) init.body = opts.form
  else if (opts.body !== undefined) {
    init.body = JSON.stringify(opts.body)
    headers['Content-Type'] = 'application/json'
  }
  const url = path + toQueryString(opts.query)
  let res = await sendToApi(url, init, session?.token)
  if (res.status === 401) {
    const renewed = await refreshSession(session?.token)
    if (mayRetryAs(session, renewed, method)) res = await sendToApi(url, init, renewed?.token)
  }
  if (res.status === 403 && !opts.forbiddenIsAnswer) onForbidden()
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
  const retry = Number(res.headers.get('Retry-After'))
  return new ApiError(
    res.status,
    parsed.success ? parsed.output.message : statusMessage(res.status),
    parsed.success ? parsed.output.errors : {},
    body,
    Number.isFinite(retry) && retry > 0 ? retry : null,
  )
}

/**
 * Calls the API with the session's bearer token and validates the answer with the contract
 * schema. A 401 triggers one (shared) refresh and a retry; a 403 goes home unless expected.
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
