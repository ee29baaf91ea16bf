/**
 * PostgreSQL may abort a transaction that lost a race it cannot order (serialization failure,
 * deadlock between two bookings locking the same nights in another order). Such a transaction
 * did nothing and can simply run again.
 */
const RETRYABLE = new Set(['40001', '40P01'])

function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string') return e.code
    e = e.cause as typeof e
  }
  return undefined
}

export async function withRetry<T>(run: () => Promise<T>, attempts = 6): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run()
    } catch (err) {
      const state = sqlState(err)
      if (i >= attempts || !state || !RETRYABLE.has(state)) throw err
      // Jittered backoff so the racers do not collide again in lockstep.
      await new Promise((r) => setTimeout(r, Math.random() * 10 * i))
    }
  }
}

/** True for a unique-constraint violation (another request inserted the same key first). */
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505'
