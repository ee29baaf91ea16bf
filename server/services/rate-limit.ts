import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { LimitRule } from '../auth/limits'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'

export type LimitOutcome = { ok: true } | { ok: false; retryAfterS: number }

/** One in this many hits also sweeps rows whose window is long over. */
const SWEEP_EVERY = 200

/** The counter's row key (subjects hashed: no phone or address is kept) and its window. */
function counter(rule: string, subject: string, limit: LimitRule, now: number) {
  const windowMs = limit.windowS * 1000
  const start = Math.floor(now / windowMs) * windowMs
  const key = `${rule}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`
  return { key, start, windowMs }
}

/** Hits of `subject` in the current window, without counting one. */
export async function hitsSoFar(db: Db, rule: string, subject: string, limit: LimitRule, now = Date.now()) {
  const { key, start } = counter(rule, subject, limit, now)
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.window_start, new Date(start))))
  return row?.hits ?? 0
}

/**
 * Count one hit of `subject` against a fixed-window rule. Windows are aligned to the epoch,
 * so every process agrees on them; the counter is one upsert, so concurrent hits all count.
 */
export async function hit(
  db: Db,
  rule: string,
  subject: string,
  limit: LimitRule,
  now = Date.now(),
): Promise<LimitOutcome> {
  const { key, start, windowMs } = counter(rule, subject, limit, now)
  const windowStart = new Date(start)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, window_start: windowStart, hits: 1, expires_at: new Date(start + windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.window_start} = excluded.window_start then ${rateLimits.hits} + 1 else 1 end`,
        window_start: sql`excluded.window_start`,
        expires_at: sql`excluded.expires_at`,
      },
    })
    .returning({ hits: rateLimits.hits })
  if (Math.random() * SWEEP_EVERY < 1)
    await db.delete(rateLimits).where(lt(rateLimits.expires_at, new Date(now)))
  if ((row?.hits ?? 0) <= limit.max) return { ok: true }
  return { ok: false, retryAfterS: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) }
}
