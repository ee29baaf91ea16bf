/**
 * Which failures mean "the database cannot answer now" rather than "this request is wrong".
 * They become a translated 503 (server/http/errors.ts) and tell the pool to drop the connection
 * (client.ts): the database was restarted, a connection was terminated, a statement ran out of
 * time, the pool had no connection to give, or the embedded PGlite cannot write its files.
 */

/**
 * SQLSTATE classes: 08 connection exception, 53 insufficient resources (disk full, too many
 * connections), 57 operator intervention (administrator shutdown or terminate, statement timeout,
 * "cannot connect now" while starting), 58 system error (I/O).
 */
const UNAVAILABLE_CLASSES = new Set(['08', '53', '57', '58'])

/** Socket failures as Node reports them. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * node-postgres, pg-pool and PGlite report these without a code (their texts, checked against
 * pg 8.23, pg-pool 3.14 and PGlite 0.5).
 */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
]

export function isDatabaseUnavailable(err: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError): look down the cause chain.
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code)) return true
      if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_CLASSES.has(code.slice(0, 2))) return true
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m))) return true
    // PGlite's WebAssembly stopped (it does after a failed write): nothing more will run.
    if (e instanceof WebAssembly.RuntimeError) return true
    // A connect that failed on every address of a host name (IPv4 and IPv6).
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true
    e = cause
  }
  return false
}

/** The driver's own words under drizzle's wrapping ("Failed query: …"), for a one-line log. */
export function unavailableReason(err: unknown): string {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined
  for (let depth = 0; e?.cause && typeof e.cause === 'object' && depth < 5; depth++) e = e.cause as typeof e
  const code = typeof e?.code === 'string' ? `${e.code} ` : ''
  return `${code}${String(e?.message ?? e).split('\n')[0]}`
}
