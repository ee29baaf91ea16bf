import * as v from 'valibot'
import { ErrorBody } from '../../../../contract/common'
import { ApiError, statusMessage } from '../../../lib/api'
import { currentLanguage } from '../../../lib/i18n'
import { ensureSession, readAuth, refreshSession } from '../../../lib/session'

/** An account call's failure, with what `ApiError` drops: the raw body and `Retry-After`. */
export class AccountApiError extends ApiError {
  constructor(
    status: number,
    message: string,
    fieldErrors: Record<string, string[]>,
    /** The whole answer: a 403 of sign-in names the phone still to verify. */
    readonly body: unknown,
    /** Seconds, from a 429's `Retry-After`. */
    readonly retryAfter: number | null,
  ) {
    super(status, message, fieldErrors)
  }
}

/**
 * Account calls differ from `api()` in three ways, hence this small sibling: a 403 is an
 * answer to show (an unverified phone, a guest), not a reason to go home; the profile goes
 * as multipart when it carries an image; and errors keep their body and `Retry-After`.
 * The bearer token still goes along (sign-in and sign-up carry a guest's favourites over),
 * and a 401 still refreshes the session once.
 */
export async function accountRequest<S extends v.GenericSchema>(
  schema: S,
  path: string,
  opts: { method?: string; json?: unknown; form?: FormData } = {},
): Promise<v.InferOutput<S>> {
  const session = readAuth() ?? (await ensureSession())
  const send = (token: string | undefined) => {
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() })
    if (token) headers.set('Authorization', `Bearer ${token}`)
    let body: BodyInit | undefined
    if (opts.form) body = opts.form
    else if (opts.json !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(opts.json)
    }
    return fetch(`/api${path}`, { method: opts.method ?? 'POST', headers, body })
  }
  let res = await send(session?.token)
  if (res.status === 401) {
    const renewed = await refreshSession(session?.token)
    res = await send(renewed?.token)
  }
  const body: unknown = res.status === 204 ? null : await res.json().catch(() => null)
  if (!res.ok) {
    const parsed = v.safeParse(ErrorBody, body)
    const retry = Number(res.headers.get('Retry-After'))
    throw new AccountApiError(
      res.status,
      parsed.success ? parsed.output.message : statusMessage(res.status),
      parsed.success ? (parsed.output.errors ?? {}) : {},
      body,
      Number.isFinite(retry) && retry > 0 ? retry : null,
    )
  }
  return v.parse(schema, body)
}
