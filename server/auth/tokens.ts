import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import type { Db } from '../db/client'
import { sessions } from '../db/schema'
import { loadOrCreateKey } from './keys'

const ISSUER = 'funduq'
const AUDIENCE = 'funduq-api'
const ACCESS_TTL_S = 15 * 60
const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000
/** A sign-in lasts at most this long, however often it is refreshed. */
const FAMILY_TTL_MS = 90 * 24 * 3600 * 1000

export interface AccessClaims {
  userId: number
  isGuest: boolean
  isAgent: boolean
}

export interface TokenPair {
  token: string
  refreshToken: string
}

export type RefreshOutcome =
  | { ok: true; userId: number; pair: TokenPair }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' }

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url')

export async function createTokenService(db: Db) {
  const key = await loadOrCreateKey(db, 'access_token_hs256')

  async function signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ typ: 'access', guest: claims.isGuest, agent: claims.isAgent })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TTL_S}s`)
      .sign(key)
  }

  /** Null for any token that is not ours, not an access token, or expired. */
  async function verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
      })
      if (payload.typ !== 'access' || !/^\d+$/.test(payload.sub ?? '')) return null
      return { userId: Number(payload.sub), isGuest: payload.guest === true, isAgent: payload.agent === true }
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null
      throw err
    }
  }

  async function newRefresh(userId: number, familyId: string, familyExpiresAt: Date): Promise<string> {
    const refreshToken = randomBytes(32).toString('base64url')
    const expiresAt = new Date(Math.min(Date.now() + REFRESH_TTL_MS, familyExpiresAt.getTime()))
    await db.insert(sessions).values({
      user_id: userId,
      family_id: familyId,
      token_hash: sha256(refreshToken),
      expires_at: expiresAt,
      family_expires_at: familyExpiresAt,
    })
    return refreshToken
  }

  /** A new sign-in: a new refresh-token family. */
  async function startSession(claims: AccessClaims): Promise<TokenPair> {
    const refreshToken = await newRefresh(claims.userId, randomUUID(), new Date(Date.now() + FAMILY_TTL_MS))
    return { token: await signAccess(claims), refreshToken }
  }

  /**
   * Rotate a refresh token. Each token works once; presenting a used one means it leaked (or
   * two clients share it), so the whole family is revoked and both must sign in again.
   */
  async function rotate(refreshToken: string, claimsFor: (userId: number) => Promise<AccessClaims | null>) {
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, sha256(refreshToken)))
    if (!row) return { ok: false, reason: 'unknown' } satisfies RefreshOutcome
    if (row.revoked_at) return { ok: false, reason: 'revoked' } satisfies RefreshOutcome
    const now = new Date()
    const claimed = await db
      .update(sessions)
      .set({ used_at: now })
      .where(and(eq(sessions.id, row.id), isNull(sessions.used_at)))
      .returning({ id: sessions.id })
    if (claimed.length === 0) {
      await revokeFamily(row.family_id)
      return { ok: false, reason: 'reused' } satisfies RefreshOutcome
    }
    if (row.expires_at <= now || row.family_expires_at <= now) {
      return { ok: false, reason: 'expired' } satisfies RefreshOutcome
    }
    const claims = await claimsFor(row.user_id)
    if (!claims) return { ok: false, reason: 'revoked' } satisfies RefreshOutcome
    const next = await newRefresh(row.user_id, row.family_id, row.family_expires_at)
    return {
      ok: true,
      userId: row.user_id,
      pair: { token: await signAccess(claims), refreshToken: next },
    } satisfies RefreshOutcome
  }

  async function revokeFamily(familyId: string) {
    await db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(and(eq(sessions.family_id, familyId), isNull(sessions.revoked_at)))
  }

  return { signAccess, verifyAccess, startSession, rotate, revokeFamily }
}

export type TokenService = Awaited<ReturnType<typeof createTokenService>>
