import { createHash } from 'node:crypto'
import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm'
import type { OidcProvider } from '../../../contract/oidc'
import type { Db } from '../../db/client'
import { oidcLoginStates } from '../../db/schema'

/**
 * A provider sign-in in progress (`oidc_login_states`), from the start call to the hand-off:
 * created unused, claimed once by the callback (`used_at`), deleted when the browser trades
 * its hand-off code. Only a digest of the state is kept: a copy of the table cannot be
 * replayed at the callback.
 */
export const LOGIN_STATE_TTL_MS = 10 * 60 * 1000

export const stateDigest = (state: string) => createHash('sha256').update(state).digest('base64url')

export async function saveLoginState(
  db: Db,
  s: {
    provider: OidcProvider
    state: string
    codeVerifier: string
    nonce: string
    returnTo: string
    guestUserId: number | null
  },
) {
  const now = Date.now()
  await db.insert(oidcLoginStates).values({
    state_hash: stateDigest(s.state),
    provider: s.provider,
    code_verifier: s.codeVerifier,
    nonce: s.nonce,
    return_to: s.returnTo,
    guest_user_id: s.guestUserId,
    expires_at: new Date(now + LOGIN_STATE_TTL_MS),
  })
  // Abandoned sign-ins are of no use to anyone; keep the table small.
  await db.delete(oidcLoginStates).where(lt(oidcLoginStates.expires_at, new Date(now - 24 * 3600 * 1000)))
}

/**
 * The callback's claim on a state: of this provider, unused and unexpired, and only once —
 * a conditional update, so a replayed or racing callback finds nothing.
 */
export async function claimLoginState(db: Db, provider: OidcProvider, state: string) {
  const now = new Date()
  const [row] = await db
    .update(oidcLoginStates)
    .set({ used_at: now })
    .where(
      and(
        eq(oidcLoginStates.state_hash, stateDigest(state)),
        eq(oidcLoginStates.provider, provider),
        isNull(oidcLoginStates.used_at),
        gt(oidcLoginStates.expires_at, now),
      ),
    )
    .returning()
  return row ?? null
}

/** The hand-off: the claimed state goes, once; its guest and return path come back. */
export async function releaseLoginState(db: Db, stateHash: string) {
  const [row] = await db
    .delete(oidcLoginStates)
    .where(and(eq(oidcLoginStates.state_hash, stateHash), isNotNull(oidcLoginStates.used_at)))
    .returning({ return_to: oidcLoginStates.return_to, guest_user_id: oidcLoginStates.guest_user_id })
  return row ?? null
}
