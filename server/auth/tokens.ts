import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { UUID_PATTERN as UUID } from '../../contract/common'
import type { Db } from '../db/client'
import { sessions } from '../db/schema'
import { loadOrCreateKey } from './keys'
import { RESET_TOKEN_TTL_S } from './limits'

const ISSUER = 'funduq'
const AUDIENCE = 'funduq-api'
const ACCESS_TTL_S = 15 * 60
const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000
/** A sign-in lasts at most this long, however often it is refreshed. */
const FAMILY_TTL_MS = 90 * 24 * 3600 * 1000
const RESET_AUDIENCE = 'funduq-password-reset'
/**
 * A refresh token just rotated still answers, with the same successor, for this long: the
 * answer to a refresh can be lost on the way (a dropped connection), and the client then
 * retries with the token it still holds. Why 60 s: decision 30.
 */
export const REFRESH_GRACE_MS = 60_000
/**
 * How long this process trusts "this session is not revoked" before asking the database again.
 * A logout in this process takes effect at once; one in another process within this time.
 */
const REVOCATION_RECHECK_MS = 5_000
const REVOCATION_CACHE_MAX = 50_000
const VERIFIED_CACHE_MAX = 20_000

export interface AccessClaims {
  userId: number
  isGuest: boolean
  isAgent: boolean
}

/** A verified access token: its claims and its session (refresh-token family). */
export interface VerifiedAccess extends AccessClaims {
  sid: string
}

export interface TokenPair {
  token: string
  refreshToken: string
}

export type RefreshOutcome =
  | { ok: true; userId: number; pair: TokenPair }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' }

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url')

/**
 * The successor of a refresh token, sealed with a key derived from that token (HKDF-SHA256;
 * the database keeps only the token's SHA-256, from which the key cannot be derived). Only
 * whoever presents the token again can open it: the server can give a retry the same
 * successor without keeping any refresh token it could hand out by itself.
 */
const boxKey = (token: string) =>
  Buffer.from(hkdfSync('sha256', Buffer.from(token), 'funduq-refresh-successor', 'v1', 32))

function seal(token: string, successor: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', boxKey(token), iv)
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()])
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')
}

function open(token: string, box: string): string | null {
  const raw = Buffer.from(box, 'base64url')
  if (raw.length < 12 + 16 + 1) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', boxKey(token), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(raw.length - 16))
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
      'utf8',
    )
  } catch {
    return null
  }
}

export async function createTokenService(db: Db) {
  const key = await loadOrCreateKey(db, 'access_token_hs256')
  /** Session id → revoked?, and when the database said so. Per process, bounded. */
  const revocations = new Map<string, { revoked: boolean; at: number }>()

  function remember(sid: string, revoked: boolean) {
    revocations.delete(sid)
    if (revocations.size >= REVOCATION_CACHE_MAX) {
      // Oldest first (insertion order): drop a tenth rather than one at a time.
      let n = REVOCATION_CACHE_MAX / 10
      for (const k of revocations.keys()) {
        revocations.delete(k)
        if (--n <= 0) break
      }
    }
    revocations.set(sid, { revoked, at: Date.now() })
  }

  async function isRevoked(sid: string): Promise<boolean> {
    const known = revocations.get(sid)
    // A revocation is final; a "not revoked" is trusted for a few seconds.
    if (known && (known.revoked || Date.now() - known.at < REVOCATION_RECHECK_MS)) return known.revoked
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.family_id, sid), isNotNull(sessions.revoked_at)))
      .limit(1)
    remember(sid, row !== undefined)
    return row !== undefined
  }

  async function signAccess(claims: AccessClaims, sid: string): Promise<string> {
    return new SignJWT({ typ: 'access', guest: claims.isGuest, agent: claims.isAgent, sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TTL_S}s`)
      .sign(key)
  }

  /**
   * Access tokens whose signature and claims were checked, until they expire. A client sends the
   * same token on every call for its 15 minutes; checking the HMAC through WebCrypto each time
   * was 6–10 % of the server's CPU under bench:api. Revocation is still asked on every call.
   */
  const verified = new Map<string, { claims: VerifiedAccess; expiresAt: number }>()

  function rememberVerified(token: string, claims: VerifiedAccess, expiresAt: number) {
    if (verified.size >= VERIFIED_CACHE_MAX) {
      const now = Date.now()
      for (const [k, v] of verified) if (v.expiresAt <= now) verified.delete(k)
      // Still full: drop the oldest tenth (insertion order).
      let n = verified.size >= VERIFIED_CACHE_MAX ? VERIFIED_CACHE_MAX / 10 : 0
      for (const k of verified.keys()) {
        if (n-- <= 0) break
        verified.delete(k)
      }
    }
    verified.set(token, { claims, expiresAt })
  }

  /** Null for any token that is not ours, not an access token, expired, or of an ended session. */
  async function verifyAccess(token: string): Promise<VerifiedAccess | null> {
    const known = verified.get(token)
    if (known && known.expiresAt > Date.now()) {
      return (await isRevoked(known.claims.sid)) ? null : known.claims
    }
    if (known) verified.delete(token)
    let claims: VerifiedAccess
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
      })
      const sid = typeof payload.sid === 'string' ? payload.sid : ''
      if (payload.typ !== 'access' || !/^\d{1,10}$/.test(payload.sub ?? '') || !UUID.test(sid)) return null
      claims = {
        userId: Number(payload.sub),
        isGuest: payload.guest === true,
        isAgent: payload.agent === true,
        sid,
      }
      rememberVerified(token, claims, (payload.exp ?? 0) * 1000)
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null
      throw err
    }
    return (await isRevoked(claims.sid)) ? null : claims
  }

  const newRefreshRow = (userId: number, familyId: string, familyExpiresAt: Date, refreshToken: string) => ({
    user_id: userId,
    family_id: familyId,
    token_hash: sha256(refreshToken),
    expires_at: new Date(Math.min(Date.now() + REFRESH_TTL_MS, familyExpiresAt.getTime())),
    family_expires_at: familyExpiresAt,
  })

  /** A new sign-in: a new refresh-token family. */
  async function startSession(claims: AccessClaims): Promise<TokenPair> {
    const sid = randomUUID()
    const refreshToken = randomBytes(32).toString('base64url')
    await db
      .insert(sessions)
      .values(newRefreshRow(claims.userId, sid, new Date(Date.now() + FAMILY_TTL_MS), refreshToken))
    return { token: await signAccess(claims, sid), refreshToken }
  }

  /**
   * Rotate a refresh token. Each token works once: its use marks it used and stores the next
   * token of the family sealed under it, in one transaction (two racing uses cannot both
   * claim it). Presented again within REFRESH_GRACE_MS, while that successor is still unused,
   * it answers the same successor (the first answer was lost); otherwise a used token means it
   * leaked (or two clients share it), so the whole family is revoked and both must sign in again.
   */
  async function rotate(
    refreshToken: string,
    claimsFor: (userId: number) => Promise<AccessClaims | null>,
  ): Promise<RefreshOutcome> {
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, sha256(refreshToken)))
    if (!row) return { ok: false, reason: 'unknown' }
    if (row.revoked_at) return { ok: false, reason: 'revoked' }
    const claims = await claimsFor(row.user_id)
    if (!claims) return { ok: false, reason: 'revoked' }
    const now = new Date()
    const expired = row.expires_at <= now || row.family_expires_at <= now
    const next = randomBytes(32).toString('base64url')
    const claimed = await db.transaction(async (tx) => {
      const won = await tx
        .update(sessions)
        .set({ used_at: now, successor_box: expired ? null : seal(refreshToken, next) })
        .where(and(eq(sessions.id, row.id), isNull(sessions.used_at)))
        .returning({ id: sessions.id })
      if (won.length === 0 || expired) return won.length > 0
      await tx.insert(sessions).values(newRefreshRow(row.user_id, row.family_id, row.family_expires_at, next))
      // The token before this one can no longer be retried (its successor, this one, is used).
      await tx
        .update(sessions)
        .set({ successor_box: null })
        .where(
          and(
            eq(sessions.family_id, row.family_id),
            ne(sessions.id, row.id),
            isNotNull(sessions.successor_box),
          ),
        )
      return true
    })
    if (claimed && expired) return { ok: false, reason: 'expired' }
    if (claimed)
      return {
        ok: true,
        userId: row.user_id,
        pair: { token: await signAccess(claims, row.family_id), refreshToken: next },
      }
    const retried = await sameSuccessor(row.id, row.family_id, refreshToken, now)
    if (retried)
      return {
        ok: true,
        userId: row.user_id,
        pair: { token: await signAccess(claims, row.family_id), refreshToken: retried },
      }
    await revokeFamily(row.family_id)
    return { ok: false, reason: 'reused' }
  }

  /**
   * The successor a used token was answered with, if the token is presented again within the
   * grace period, its family is not revoked and the successor has not been used yet. Else null.
   */
  async function sameSuccessor(id: number, familyId: string, refreshToken: string, now: Date) {
    const [used] = await db.select().from(sessions).where(eq(sessions.id, id))
    if (!used?.used_at || used.revoked_at || !used.successor_box) return null
    if (now.getTime() - used.used_at.getTime() > REFRESH_GRACE_MS) return null
    const successor = open(refreshToken, used.successor_box)
    if (!successor) return null
    const [next] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, sha256(successor)))
    const live =
      next && next.family_id === familyId && !next.used_at && !next.revoked_at && next.expires_at > now
    return live ? successor : null
  }

  async function revokeFamily(familyId: string) {
    if (!UUID.test(familyId)) return
    await db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(and(eq(sessions.family_id, familyId), isNull(sessions.revoked_at)))
    remember(familyId, true)
  }

  /** Sign-out of a refresh token's session: its user, or null for a token we never issued. */
  async function revokeByRefresh(refreshToken: string): Promise<{ userId: number; sid: string } | null> {
    const [row] = await db
      .select({ user_id: sessions.user_id, family_id: sessions.family_id })
      .from(sessions)
      .where(eq(sessions.token_hash, sha256(refreshToken)))
    if (!row) return null
    await revokeFamily(row.family_id)
    return { userId: row.user_id, sid: row.family_id }
  }

  /** Every session of a user (password reset, account deletion), or all but one (password change). */
  async function revokeUser(userId: number, keepSid?: string) {
    const where = [eq(sessions.user_id, userId), isNull(sessions.revoked_at)]
    if (keepSid && UUID.test(keepSid)) where.push(ne(sessions.family_id, keepSid))
    const ended = await db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(and(...where))
      .returning({ family_id: sessions.family_id })
    for (const sid of new Set(ended.map((r) => r.family_id))) remember(sid, true)
  }

  /**
   * Sessions ended by a transaction of someone else's (an account disabled in the console):
   * this process refuses their access tokens from the next request, without waiting for the
   * few seconds it trusts a "not revoked" (decision 39).
   */
  function noteRevoked(sids: Iterable<string>) {
    for (const sid of new Set(sids)) remember(sid, true)
  }

  /**
   * A password-reset token, after the recovery code was accepted. It names the password it
   * replaces (a digest of its hash), so it works once: the new password no longer matches.
   */
  async function signReset(userId: number, passwordHash: string | null): Promise<string> {
    return new SignJWT({ typ: 'reset', pw: passwordDigest(passwordHash) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(RESET_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${RESET_TOKEN_TTL_S}s`)
      .sign(key)
  }

  async function verifyReset(token: string): Promise<{ userId: number; pw: string } | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: RESET_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'pw'],
      })
      if (payload.typ !== 'reset' || !/^\d{1,10}$/.test(payload.sub ?? '') || typeof payload.pw !== 'string')
        return null
      return { userId: Number(payload.sub), pw: payload.pw }
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null
      throw err
    }
  }

  return {
    signAccess,
    verifyAccess,
    startSession,
    rotate,
    revokeFamily,
    revokeByRefresh,
    revokeUser,
    noteRevoked,
    signReset,
    verifyReset,
  }
}

/** A short digest of a password hash: ties a reset token to the password it replaces. */
export const passwordDigest = (hash: string | null) => sha256(`reset:${hash ?? ''}`).slice(0, 22)

export type TokenService = Awaited<ReturnType<typeof createTokenService>>
