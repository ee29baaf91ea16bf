import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import { loadOrCreateKey } from '../auth/keys'
import { OTP } from '../auth/limits'
import type { Db } from '../db/client'
import { oneTimeCodes } from '../db/schema'

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose']
export type CodeChannel = (typeof oneTimeCodes.$inferSelect)['channel']

export type IssueOutcome = { ok: true; code: string } | { ok: false; retryAfterS: number }
export type CheckOutcome =
  | { ok: true; channel: CodeChannel; guestUserId: number | null }
  | { ok: false; reason: 'invalid' | 'expired' | 'exhausted' }

/** Codes are kept as an HMAC under a server key: a copy of the table does not reveal them. */
const keys = new WeakMap<Db, Promise<Uint8Array>>()
function hmacKey(db: Db) {
  let key = keys.get(db)
  if (!key) {
    key = loadOrCreateKey(db, 'one_time_code_hmac')
    keys.set(db, key)
  }
  return key
}

/**
 * `target` binds a code to what it was sent to (a new phone or e-mail address): the same
 * digits checked against another value do not match, so no column needs to remember it.
 */
async function digest(db: Db, userId: number, purpose: CodePurpose, code: string, target?: string) {
  const subject = target === undefined ? `${userId}:${purpose}` : `${userId}:${purpose}:${target}`
  return createHmac('sha256', await hmacKey(db))
    .update(`${subject}:${code}`)
    .digest()
}

/**
 * Codes are kept apart per requester: the session that asked (its refresh-token family), or
 * null for a caller without one. The cooldown, the retiring of earlier codes and the check
 * all look only at the caller's own codes, so a stranger asking for codes for the same
 * account can neither spend, replace nor hold back the owner's (decision 30).
 */
export const requesterIs = (requester: string | null | undefined) =>
  requester ? eq(oneTimeCodes.requester_sid, requester) : isNull(oneTimeCodes.requester_sid)

/**
 * A new six-digit code (CSPRNG) for an account, unless this requester was sent one less than
 * the cooldown ago. Its earlier unused codes of the same purpose stop working.
 */
export async function issueCode(
  db: Db,
  opts: {
    userId: number
    purpose: CodePurpose
    channel: CodeChannel
    guestUserId?: number | null
    requester?: string | null
    target?: string
    now?: Date
  },
): Promise<IssueOutcome> {
  const now = opts.now ?? new Date()
  const account = and(eq(oneTimeCodes.user_id, opts.userId), eq(oneTimeCodes.purpose, opts.purpose))
  const mine = and(account, requesterIs(opts.requester))
  const [last] = await db
    .select({ created_at: oneTimeCodes.created_at })
    .from(oneTimeCodes)
    .where(mine)
    .orderBy(desc(oneTimeCodes.created_at))
    .limit(1)
  const waitMs = last ? last.created_at.getTime() + OTP.resendCooldownS * 1000 - now.getTime() : 0
  if (waitMs > 0) return { ok: false, retryAfterS: Math.ceil(waitMs / 1000) }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const codeHash = (await digest(db, opts.userId, opts.purpose, code, opts.target)).toString('base64url')
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ used_at: now })
      .where(and(mine, isNull(oneTimeCodes.used_at)))
    await tx.insert(oneTimeCodes).values({
      user_id: opts.userId,
      purpose: opts.purpose,
      channel: opts.channel,
      code_hash: codeHash,
      expires_at: new Date(now.getTime() + OTP.ttlS * 1000),
      guest_user_id: opts.guestUserId ?? null,
      requester_sid: opts.requester ?? null,
      created_at: now,
    })
    // Old rows are of no use to anyone; keep the table small.
    await tx
      .delete(oneTimeCodes)
      .where(and(account, lt(oneTimeCodes.created_at, new Date(now.getTime() - 7 * 24 * 3600 * 1000))))
  })
  return { ok: true, code }
}

/**
 * Check a code against the account's current one of this requester. Every try counts, right or wrong, before
 * the comparison: after `OTP.maxAttempts` tries even the right code is refused. A right code
 * works once (a conditional update, so two racing requests cannot both use it).
 */
export async function checkCode(
  db: Db,
  opts: {
    userId: number
    purpose: CodePurpose
    code: string
    requester?: string | null
    target?: string
    now?: Date
  },
): Promise<CheckOutcome> {
  const now = opts.now ?? new Date()
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.user_id, opts.userId),
        eq(oneTimeCodes.purpose, opts.purpose),
        requesterIs(opts.requester),
        isNull(oneTimeCodes.used_at),
      ),
    )
    .orderBy(desc(oneTimeCodes.created_at), desc(oneTimeCodes.id))
    .limit(1)
  if (!row) return { ok: false, reason: 'invalid' }
  if (row.expires_at <= now) return { ok: false, reason: 'expired' }
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, row.id), lt(oneTimeCodes.attempts, OTP.maxAttempts)))
    .returning({ attempts: oneTimeCodes.attempts })
  if (!counted) return { ok: false, reason: 'exhausted' }

  const expected = Buffer.from(row.code_hash, 'base64url')
  const actual = await digest(db, opts.userId, opts.purpose, opts.code, opts.target)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    return { ok: false, reason: counted.attempts >= OTP.maxAttempts ? 'exhausted' : 'invalid' }
  }
  const used = await db
    .update(oneTimeCodes)
    .set({ used_at: now })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.used_at)))
    .returning({ id: oneTimeCodes.id })
  if (used.length === 0) return { ok: false, reason: 'invalid' }
  return { ok: true, channel: row.channel, guestUserId: row.guest_user_id }
}
