import * as v from 'valibot'
import { ErrorBody } from '../../contract/common'
import { currentLanguage } from './i18n'
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

async function send(path: string, init: RequestInit, token: string | undefined) {
  const headers = new Headers(init.headers)
  headers.set('Accept', 'application/json')
  headers.set('Accept-Language', currentLanguage())
  if (token) headers.set('Authorization', `Bearer ${token}`)
  return fetch(`/api${path}`, { ...init, headers })
}

/**
 * Calls the API with the session's bearer token and validates the answer with the contract
 * schema. A 401 triggers one (shared) refresh and a retry; a 403 goes home.
 */
export async function api<S extends v.GenericSchema>(
  schema: S,
  path: string,
  opts: { query?: Query; method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<v.InferOutput<S>> {
  const session = readAuth() ?? (await ensureSession())
  const init: RequestInit = { method: opts.method ?? 'GET', signal: opts.signal }
  if (opts.body !== undefined) {
    init.body = JSON.stringify(opts.body)
    init.headers = { 'Content-Type': 'application/json' }
  }
  const url = path + toQueryString(opts.query)
  let res = await send(url, init, session?.token)
  if (res.status === 401) {
    const renewed = await refreshSession(session?.token)
    res = await send(url, init, renewed?.token)
  }
  if (res.status === 403) onForbidden()
  const body: unknown = await res.json().catch(() => null)
  if (!res.ok) {
    const parsed = v.safeParse(ErrorBody, body)
    throw new ApiError(
      res.status,
      parsed.success ? parsed.output.message : res.statusText,
      parsed.success ? parsed.output.errors : {},
    )
  }
  return v.parse(schema, body)
}
