import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorBody, Language } from '../../contract/common'
import { formatNumber } from '../../contract/format'
import { messages } from '../../contract/messages'
import { isDatabaseUnavailable, unavailableReason } from '../db/errors'
import { translate } from '../i18n'
import type { AppEnv } from './context'

/**
 * An expected failure: status, a message id from contract/messages.ts, and field errors (also
 * ids). Translated into the caller's language only when the answer is written.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly messageId: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** Values for the message's `{placeholders}`; numbers are written in the reader's digits. */
    readonly values?: Record<string, string | number>,
  ) {
    super(messageId)
  }
}

export const notFound = () => new HttpError(404, messages.notFound.id)
// RFC 9110 §15.5.2: a 401 names the scheme that would be accepted.
export const unauthorized = () =>
  new HttpError(401, messages.unauthorized.id, undefined, { 'WWW-Authenticate': 'Bearer' })
export const forbidden = () => new HttpError(403, messages.forbidden.id)
/** The database cannot answer now; a client may try again after a few seconds. */
export const unavailable = () =>
  new HttpError(503, messages.serviceUnavailable.id, undefined, { 'Retry-After': '5' })

export function errorResponse(c: Context<AppEnv>, err: HttpError) {
  const lang = c.get('lang') ?? 'ar'
  const text = (id: string) => fillValues(translate(id, lang), lang, err.values)
  const body: ErrorBody = { message: text(err.messageId) }
  if (err.fieldErrors) {
    body.errors = Object.fromEntries(
      Object.entries(err.fieldErrors).map(([field, ids]) => [field, ids.map(text)]),
    )
  }
  for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value)
  return c.json(body, err.status)
}

function fillValues(text: string, lang: Language, values?: Record<string, string | number>) {
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key]
    if (value === undefined) return whole
    return typeof value === 'number' ? formatNumber(value, lang) : value
  })
}

/** Last resort: never a stack trace, never a 500 for something the caller sent. */
export function onError(err: Error, c: Context<AppEnv>) {
  if (err instanceof HttpError) return errorResponse(c, err)
  // Hono raises these for malformed JSON bodies and the like.
  const status = (err as { status?: number }).status
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return errorResponse(c, new HttpError(status as ContentfulStatusCode, messages.invalidRequest.id))
  }
  if (isDatabaseUnavailable(err)) {
    // Expected while the database restarts: one line, not a stack per request.
    c.get('deps')?.log.warn({ path: c.req.path, reason: unavailableReason(err) }, 'database unavailable')
    return errorResponse(c, unavailable())
  }
  c.get('deps')?.log.error({ err, path: c.req.path }, 'unhandled error')
  return errorResponse(c, new HttpError(500, messages.serverError.id))
}
