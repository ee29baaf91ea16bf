import { and, eq, isNotNull, ne, or } from 'drizzle-orm'
import type { PendingContact, ProfileBody } from '../../contract/account'
import type { Language } from '../../contract/common'
import { messages } from '../../contract/messages'
import { hashPassword } from '../auth/password'
import {
  currencies,
  favouriteOps,
  favourites,
  oneTimeCodes,
  pushSubscriptions,
  userIdentities,
  users,
} from '../db/schema'
import type { AppDeps } from '../http/context'
import { forbidden, HttpError } from '../http/errors'
import { conflictError } from './accounts'
import { processAvatar, removeAvatar, storeAvatar } from './avatars'
import { type ContactField, sendContactCode } from './contact-change'
import type { UserRow } from './sessions'

export const DELETED_NAME = 'Deleted user'

async function memberRow(deps: AppDeps, userId: number): Promise<UserRow> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId))
  if (!user || user.is_guest) throw new HttpError(403, messages.guestNotAllowed.id)
  // A deleted account has neither; one made by a provider sign-in is verified without a password.
  if (!user.password_hash && !user.verified_at) throw forbidden()
  return user
}

export interface ProfileUpdate {
  user: UserRow
  passwordChanged: boolean
  /** A new phone or e-mail address waiting for the code sent to it (not in `user` yet). */
  pending: PendingContact[]
}

/**
 * Profile fields, a new image (raw upload, checked and re-encoded here) and/or a new password.
 * A password change ends the user's other sessions; `keepSid` is the caller's own. A new phone
 * or e-mail address is not saved: a code goes to it (contact-change.ts), after `beforeCodes`
 * (the route's abuse limits), and the rest of the change is saved only once the codes went.
 */
export async function updateProfile(
  deps: AppDeps,
  userId: number,
  input: ProfileBody,
  opts: { image?: Uint8Array; keepSid?: string; lang?: Language; beforeCodes?: () => Promise<void> } = {},
): Promise<ProfileUpdate> {
  const { db, env } = deps
  const current = await memberRow(deps, userId)
  const contactChanges: { field: ContactField; value: string }[] = []
  if (input.phone && input.phone !== current.phone)
    contactChanges.push({ field: 'phone', value: input.phone })
  if (input.email && input.email !== current.email)
    contactChanges.push({ field: 'email', value: input.email })

  // Said now, before a code goes out for an address nobody could confirm.
  const taken = contactChanges.map((c) => eq(c.field === 'phone' ? users.phone : users.email, c.value))
  if (taken.length > 0) {
    const others = await db
      .select({ email: users.email, phone: users.phone })
      .from(users)
      // Pending sign-ups do not count: they give way to whoever confirms first (decision 30).
      .where(and(ne(users.id, userId), isNotNull(users.verified_at), or(...taken)))
    if (others.length > 0) {
      throw conflictError({
        email: others.some((u) => input.email !== undefined && u.email === input.email),
        phone: others.some((u) => input.phone !== undefined && u.phone === input.phone),
      })
    }
  }
  if (input.currency) {
    const [known] = await db
      .select({ id: currencies.id })
      .from(currencies)
      .where(eq(currencies.currency_name, input.currency))
    if (!known) throw new HttpError(422, messages.invalidRequest.id, { currency: [messages.invalidValue.id] })
  }

  const image = opts.image ? await storeAvatar(env.DATA_DIR, await processAvatar(opts.image)) : undefined
  const pending: PendingContact[] = []
  if (contactChanges.length > 0) {
    try {
      await opts.beforeCodes?.()
      for (const change of contactChanges) {
        pending.push(await sendContactCode(deps, userId, change, opts.lang ?? 'ar'))
      }
    } catch (err) {
      await removeAvatar(env.DATA_DIR, image)
      throw err
    }
  }
  const values: Partial<typeof users.$inferInsert> = {
    name: input.name,
    country: input.country,
    city: input.city,
    language: input.language,
    currency: input.currency,
    image,
    password_hash: input.password ? await hashPassword(input.password) : undefined,
  }
  const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined))
  let user = current
  try {
    if (Object.keys(changes).length > 0) {
      const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning()
      if (row) user = row
    }
  } catch (err) {
    await removeAvatar(env.DATA_DIR, image)
    throw err
  }
  if (image) await removeAvatar(env.DATA_DIR, current.image)
  const passwordChanged = input.password !== undefined
  if (passwordChanged) await deps.tokens.revokeUser(userId, opts.keepSid)
  return { user, passwordChanged, pending }
}

/**
 * Account deletion: the row stays (reservations and reviews refer to it) but everything that
 * identifies the person goes, and every session ends.
 */
export async function deleteAccount(deps: AppDeps, userId: number) {
  const current = await memberRow(deps, userId)
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: DELETED_NAME,
        email: null,
        phone: null,
        password_hash: null,
        image: null,
        country: null,
        city: null,
        verified_at: null,
      })
      .where(eq(users.id, userId))
    await tx.delete(favourites).where(eq(favourites.user_id, userId))
    await tx.delete(favouriteOps).where(eq(favouriteOps.user_id, userId))
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.user_id, userId))
    // Or a Google or Facebook sign-in would open the emptied account again.
    await tx.delete(userIdentities).where(eq(userIdentities.user_id, userId))
    // Or the browsers it was signed in on would go on getting its booking reminders.
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.user_id, userId))
  })
  await deps.tokens.revokeUser(userId)
  await removeAvatar(deps.env.DATA_DIR, current.image)
}
