import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './context'
import { errorResponse, unavailable } from './errors'

/** No API answer takes longer than this; the database's own limits (db/client.ts) come first. */
export const REQUEST_DEADLINE_MS = 15_000

/**
 * The last bound on a request: past `ms` the caller gets the translated 503 instead of waiting
 * on. The handler is not stopped (JavaScript cannot stop it), and what it writes afterwards is
 * dropped; anything it changes is in a transaction, whole or not at all, and a booking's
 * Idempotency-Key finds it again when the client retries.
 */
export function deadline(ms = REQUEST_DEADLINE_MS): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), ms)
    })
    const done = next().then(() => 'done' as const)
    // Rejects after the answer was sent: nobody awaits it then.
    done.catch(() => {})
    try {
      if ((await Promise.race([done, late])) === 'late') {
        c.get('deps').log.warn({ path: c.req.path, ms }, 'request deadline passed')
        c.res = errorResponse(c, unavailable())
      }
    } finally {
      clearTimeout(timer)
    }
  }
}
