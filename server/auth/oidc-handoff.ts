import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import type { Db } from '../db/client'
import { loadOrCreateKey } from './keys'

/**
 * The hand-off code of a provider sign-in: after the callback, the browser is sent to
 * `/login?oidc=<code>` and trades the code for a session (POST /api/auth/oidc/exchange), so no
 * token of ours or of the provider ever sits in a URL. It is a short JWT naming the account
 * and the login state it finishes; the state row is deleted when it is traded, which makes
 * it single use, and the browser must still hold that state's cookie.
 */
const ISSUER = 'funduq'
const AUDIENCE = 'funduq-oidc-handoff'
export const HANDOFF_TTL_S = 120

const keys = new WeakMap<Db, Promise<Uint8Array>>()
function handoffKey(db: Db) {
  let key = keys.get(db)
  if (!key) {
    // A key of its own: a hand-off code can never pass for an access or reset token.
    key = loadOrCreateKey(db, 'oidc_handoff_hs256')
    keys.set(db, key)
  }
  return key
}

export async function signHandoff(db: Db, userId: number, stateHash: string): Promise<string> {
  return new SignJWT({ typ: 'oidc_handoff', st: stateHash })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${HANDOFF_TTL_S}s`)
    .sign(await handoffKey(db))
}

export async function verifyHandoff(
  db: Db,
  code: string,
): Promise<{ userId: number; stateHash: string } | null> {
  try {
    const { payload } = await jwtVerify(code, await handoffKey(db), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'st'],
    })
    if (
      payload.typ !== 'oidc_handoff' ||
      !/^\d{1,10}$/.test(payload.sub ?? '') ||
      typeof payload.st !== 'string'
    )
      return null
    return { userId: Number(payload.sub), stateHash: payload.st }
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null
    throw err
  }
}
