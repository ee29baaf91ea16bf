import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { hashPassword } from '../auth/password'
import type { Db } from '../db/client'
import { sessions, users } from '../db/schema'

export interface AdminOutcome {
  id: number
  /** false: an existing account was promoted (and its password replaced). */
  created: boolean
}

/**
 * `npm run admin:create`: the active account with this e-mail becomes an administrator with
 * this password, or a new verified one is made. Its other sessions end (the password changed).
 * E-mail and password are already checked against the contract's rules.
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: { email: string; password: string; name: string },
): Promise<AdminOutcome> {
  const password_hash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), isNotNull(users.verified_at)))
      .for('update')
    if (existing) {
      await tx.update(users).set({ role: 'admin', password_hash }).where(eq(users.id, existing.id))
      await tx
        .update(sessions)
        .set({ revoked_at: new Date() })
        .where(and(eq(sessions.user_id, existing.id), isNull(sessions.revoked_at)))
      return { id: existing.id, created: false }
    }
    const [made] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, password_hash, role: 'admin', verified_at: new Date() })
      .returning({ id: users.id })
    if (!made) throw new Error('admin insert returned nothing')
    return { id: made.id, created: true }
  })
}
