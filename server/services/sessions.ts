import { eq } from 'drizzle-orm'
import { peopleMessages } from '../../contract/admin-users'
import type { AuthInfo, UserAuth } from '../../contract/auth'
import type { AccessClaims, TokenService } from '../auth/tokens'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { HttpError, unauthorized } from '../http/errors'

export type UserRow = typeof users.$inferSelect

export const toUserAuth = (u: UserRow): UserAuth => ({
  id: u.id,
  name: u.name,
  image: u.image,
  email: u.email,
  phone: u.phone,
  country: u.country,
  city: u.city,
  is_guest: u.is_guest,
  is_agent: u.role === 'agent',
  role: u.role,
  language: u.language,
  currency: u.currency,
})

export const claimsOf = (u: UserRow): AccessClaims => ({
  userId: u.id,
  isGuest: u.is_guest,
  isAgent: u.role === 'agent',
})

/** A new guest account and its first session (spec §4: visitors are signed in as guests). */
export async function createGuest(db: Db, tokens: TokenService): Promise<AuthInfo> {
  const [user] = await db.insert(users).values({ name: 'Guest User', is_guest: true }).returning()
  if (!user) throw new Error('guest insert returned nothing')
  return { ...(await tokens.startSession(claimsOf(user))), userAuth: toUserAuth(user) }
}

/** Refused to an account an administrator disabled, whatever way it signs in (decision 39). */
export function assertEnabled(user: UserRow): void {
  if (user.disabled_at) throw new HttpError(403, peopleMessages.accountDisabled.id)
}

/** A new sign-in of an existing account (login, verified sign-up, a provider's sign-in). */
export async function startUserSession(tokens: TokenService, user: UserRow): Promise<AuthInfo> {
  assertEnabled(user)
  return { ...(await tokens.startSession(claimsOf(user))), userAuth: toUserAuth(user) }
}

/** Exchange a refresh token for a new pair, for guests and signed-in users alike. */
export async function refreshSession(db: Db, tokens: TokenService, refreshToken: string): Promise<AuthInfo> {
  let found: UserRow | undefined
  const outcome = await tokens.rotate(refreshToken, async (userId) => {
    ;[found] = await db.select().from(users).where(eq(users.id, userId))
    // A disabled account's sessions were ended; this also refuses any that was missed.
    return found && !found.disabled_at ? claimsOf(found) : null
  })
  if (!outcome.ok || !found) throw unauthorized()
  return { ...outcome.pair, userAuth: toUserAuth(found) }
}
