import { and, eq, inArray } from 'drizzle-orm'
import type { Language } from '../../../contract/common'
import type { OidcProvider } from '../../../contract/oidc'
import type { Db } from '../../db/client'
import { userIdentities, users } from '../../db/schema'
import { isPending, isUniqueViolation } from '../accounts'
import type { UserRow } from '../sessions'

/** Who the provider says signed in, from a validated ID token. */
export interface ProviderIdentity {
  provider: OidcProvider
  /** Stable per provider and person (Facebook: per app). */
  subject: string
  email: string | null
  /** Only a provider's explicit `email_verified: true` counts; Facebook's tokens carry none. */
  emailVerified: boolean
  name: string | null
}

const NAME_MAX = 100

function displayName(id: ProviderIdentity): string {
  const name = id.name?.trim() || id.email?.split('@')[0] || 'Funduq user'
  return name.slice(0, NAME_MAX)
}

async function linked(db: Db, id: ProviderIdentity): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.user_id))
    .where(and(eq(userIdentities.provider, id.provider), eq(userIdentities.subject, id.subject)))
  return row?.user
}

/**
 * The account of a provider identity: the one it signed in to before, else a new account,
 * active at once (the provider checked the person), without a password.
 *
 * An existing account is never linked by its e-mail address: sign-up proves the phone, not
 * the address, so whoever registered it may not own it, and linking would hand them this
 * person's sign-ins and bookings. The new account then goes without the address (it is
 * taken); the person can sign in to the old one with its password. A pending sign-up holding
 * the address (its phone never verified) gives way, as it does to a new sign-up.
 */
async function resolve(db: Db, id: ProviderIdentity, lang: Language): Promise<UserRow> {
  const known = await linked(db, id)
  if (known) return known
  const email = id.email?.trim().toLowerCase() || null
  let vouched = id.emailVerified && email ? email : null
  return db.transaction(async (tx) => {
    let user: UserRow | undefined
    if (vouched) {
      const holders = await tx.select().from(users).where(eq(users.email, vouched))
      if (holders.some((u) => !isPending(u))) vouched = null
      else if (holders.length > 0)
        await tx.delete(users).where(
          inArray(
            users.id,
            holders.map((u) => u.id),
          ),
        )
    }
    if (!user) {
      ;[user] = await tx
        .insert(users)
        .values({ name: displayName(id), email: vouched, language: lang, verified_at: new Date() })
        .returning()
      if (!user) throw new Error('user insert returned nothing')
    }
    await tx.insert(userIdentities).values({
      provider: id.provider,
      subject: id.subject,
      user_id: user.id,
      email,
    })
    return user
  })
}

export async function accountForIdentity(db: Db, id: ProviderIdentity, lang: Language): Promise<UserRow> {
  try {
    return await resolve(db, id, lang)
  } catch (err) {
    // Two callbacks of the same new person raced (or another sign-up took the address):
    // the winner's rows are there now, so one more look settles it.
    if (!isUniqueViolation(err)) throw err
    return resolve(db, id, lang)
  }
}
