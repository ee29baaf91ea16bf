import { randomUUID } from 'node:crypto'
import { addDays, todayInIraq } from '../../contract/dates'

/** One answer of a server process: status 0 when the connection itself failed. */
export interface Reply {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field by the tests
  body: any
  ms: number
  /** Why the connection failed (ECONNREFUSED…), when status is 0. */
  error?: string
}

/** A JSON call to a server process; never throws (a test hangs on nothing past 30 s). */
export async function send(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const started = performance.now()
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'Accept-Language': 'en',
        ...(opts.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(30_000),
    })
    const text = await res.text()
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      // Not JSON: kept as text for the assertion's message.
    }
    return { status: res.status, body, ms: performance.now() - started }
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause
    return { status: 0, body: null, ms: performance.now() - started, error: cause?.code ?? String(err) }
  }
}

/** A new guest's tokens, made by the server at `base`. */
export async function newGuest(base: string): Promise<{ token: string; refreshToken: string }> {
  const reply = await send(base, 'POST', '/api/auth/guest-user', { body: {} })
  if (reply.status !== 201)
    throw new Error(`guest-user answered ${reply.status}: ${JSON.stringify(reply.body)}`)
  return reply.body.data
}

/** `make-reservation` of `rooms` of one room type, `nights` from `fromDay` days ahead. */
export function book(
  base: string,
  token: string,
  stay: { hotelId: number; roomId: number; fromDay: number; nights: number; rooms?: number },
) {
  const checkin = addDays(todayInIraq(), stay.fromDay)
  return send(base, 'POST', '/api/make-reservation', {
    token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      hotel_id: stay.hotelId,
      checkin,
      checkout: addDays(checkin, stay.nights),
      adults: 1,
      children: 0,
      currency: 'USD',
      country: 'Iraq',
      rooms: [{ room_id: stay.roomId, number_of_rooms: stay.rooms ?? 1 }],
    },
  })
}

/** A search for stays as the home page makes it: all of Iraq, 9 hotels. */
export function search(base: string, fromDay: number) {
  const checkin = addDays(todayInIraq(), fromDay)
  return send(base, 'GET', `/api/hotel?take=9&checkin=${checkin}&checkout=${addDays(checkin, 1)}`)
}
