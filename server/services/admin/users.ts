import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import { adminMessages } from '../../../contract/admin-hotels'
import {
  type AdminUser,
  type AdminUserQuery,
  type AdminUserRow,
  peopleMessages,
} from '../../../contract/admin-users'
import type { Role } from '../../../contract/auth'
import type { TokenService } from '../../auth/tokens'
import type { Db } from '../../db/client'
import { hotelManagers, hotels, sessions, users } from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'
import type { Tx } from '../booking/inventory'
import { recordChange } from './audit'

export const USER_PAGE = 25

/** Accounts, not guests nor sign-ups never verified: those are devices and pending forms. */
const isAccount = and(eq(users.is_guest, false), isNotNull(users.verified_at)) as SQL

const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  disabled_at: users.disabled_at,
  created_at: users.created_at,
}
type Row = { [K in keyof typeof rowColumns]: (typeof users.$inferSelect)[K] }
const toRow = ({ disabled_at, created_at, ...u }: Row): AdminUserRow => ({
  ...u,
  disabled: disabled_at !== null,
  created_at: created_at.toISOString(),
})

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/**
 * Search by name or e-mail (any part, any case) or phone (its digits, typed with or without
 * the country code), newest first, 25 a page.
 */
export async function listUsers(
  db: Db,
  q: AdminUserQuery,
): Promise<{ data: AdminUserRow[]; total: number; last_page: number }> {
  const where: SQL[] = [isAccount]
  if (q.role) where.push(eq(users.role, q.role))
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`
    const digits = q.q.replace(/[^\d]/g, '').replace(/^0+/, '')
    const any = [ilike(users.name, like), ilike(users.email, like)]
    if (digits.length >= 3) any.push(sql`${users.phone} like ${`%${digits}%`}`)
    if (/^\d{1,9}$/.test(q.q)) any.push(eq(users.id, Number(q.q)))
    where.push(or(...any) as SQL)
  }
  const condition = and(...where)
  const [rows, [count]] = await Promise.all([
    db
      .select(rowColumns)
      .from(users)
      .where(condition)
      .orderBy(desc(users.id))
      .limit(USER_PAGE)
      .offset((q.page - 1) * USER_PAGE),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(condition),
  ])
  const total = count?.n ?? 0
  return { data: rows.map(toRow), total, last_page: Math.max(1, Math.ceil(total / USER_PAGE)) }
}

/** One account with its hotels and how many sign-ins are live. */
export async function readUser(db: Db | Tx, id: number): Promise<AdminUser> {
  const [row] = await db
    .select(rowColumns)
    .from(users)
    .where(and(eq(users.id, id), isAccount))
  if (!row) throw notFound()
  const now = new Date()
  const [managed, [live]] = await Promise.all([
    db
      .select({
        id: hotels.id,
        ar_title: hotels.ar_title,
        en_title: hotels.en_title,
        kr_title: hotels.kr_title,
      })
      .from(hotelManagers)
      .innerJoin(hotels, eq(hotels.id, hotelManagers.hotel_id))
      .where(eq(hotelManagers.user_id, id))
      .orderBy(asc(hotels.id)),
    db
      .select({ n: sql<number>`count(distinct ${sessions.family_id})`.mapWith(Number) })
      .from(sessions)
      .where(
        and(
          eq(sessions.user_id, id),
          isNull(sessions.revoked_at),
          isNull(sessions.used_at),
          gt(sessions.expires_at, now),
        ),
      ),
  ])
  return { ...toRow(row), hotels: managed, live_sessions: live?.n ?? 0 }
}

/**
 * The account locked for a change, after every active administrator's row: two administrators
 * demoting or disabling each other at once are served one after the other, so the second
 * sees that it would remove the last one.
 */
async function lockForChange(tx: Tx, id: number) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabled_at)))
    .orderBy(asc(users.id))
    .for('update')
  const [target] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isAccount))
    .for('update')
  if (!target) throw notFound()
  const activeAdmin = target.role === 'admin' && target.disabled_at === null
  return { target, lastAdmin: activeAdmin && admins.length <= 1 }
}

const lastAdmin = (field: string) =>
  new HttpError(409, peopleMessages.lastAdmin.id, { [field]: [peopleMessages.lastAdmin.id] })

const managedIds = async (tx: Tx, id: number) =>
  (
    await tx
      .select({ id: hotelManagers.hotel_id })
      .from(hotelManagers)
      .where(eq(hotelManagers.user_id, id))
      .orderBy(asc(hotelManagers.hotel_id))
  ).map((r) => r.id)

/** Ends every session of the account in the caller's transaction; answers their ids. */
async function endSessions(tx: Tx, id: number): Promise<string[]> {
  const ended = await tx
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, id), isNull(sessions.revoked_at)))
    .returning({ sid: sessions.family_id })
  return ended.map((r) => r.sid)
}

/**
 * A new role. The last active administrator keeps theirs. A manager who stops being one loses
 * their hotels. An agent who stops being one is signed out everywhere: the agent's right to book
 * without paying travels in the access token (decision 23), which would keep it for 15 minutes.
 */
export async function setRole(
  db: Db,
  tokens: TokenService,
  actorId: number,
  id: number,
  role: Role,
): Promise<AdminUser> {
  const { user, ended } = await db.transaction(async (tx) => {
    const { target, lastAdmin: isLast } = await lockForChange(tx, id)
    if (target.role === role) return { user: await readUser(tx, id), ended: [] }
    if (isLast && role !== 'admin') throw lastAdmin('role')
    const hotelIds = target.role === 'hotel_manager' ? await managedIds(tx, id) : []
    await tx.update(users).set({ role }).where(eq(users.id, id))
    if (hotelIds.length) await tx.delete(hotelManagers).where(eq(hotelManagers.user_id, id))
    const ended = target.role === 'agent' ? await endSessions(tx, id) : []
    await recordChange(tx, actorId, {
      entity: 'user',
      entityId: id,
      hotelId: null,
      action: 'role',
      before: { role: target.role, ...(hotelIds.length ? { hotel_ids: hotelIds } : {}) },
      after: { role, ...(hotelIds.length ? { hotel_ids: [] } : {}) },
    })
    return { user: await readUser(tx, id), ended }
  })
  tokens.noteRevoked(ended)
  return user
}

/** The hotels a manager runs, replaced by the list given (their console scope follows at once). */
export async function setManagedHotels(
  db: Db,
  actorId: number,
  id: number,
  hotelIds: readonly number[],
): Promise<AdminUser> {
  const wanted = [...new Set(hotelIds)].sort((a, b) => a - b)
  return db.transaction(async (tx) => {
    const { target } = await lockForChange(tx, id)
    if (target.role !== 'hotel_manager')
      throw new HttpError(422, peopleMessages.notManager.id, { hotel_ids: [peopleMessages.notManager.id] })
    const known = wanted.length
      ? await tx.select({ id: hotels.id }).from(hotels).where(inArray(hotels.id, wanted))
      : []
    if (known.length !== wanted.length)
      throw new HttpError(422, adminMessages.unknownOption.id, {
        hotel_ids: [adminMessages.unknownOption.id],
      })
    const before = await managedIds(tx, id)
    if (JSON.stringify(before) !== JSON.stringify(wanted)) {
      await tx.delete(hotelManagers).where(eq(hotelManagers.user_id, id))
      if (wanted.length)
        await tx.insert(hotelManagers).values(wanted.map((hotel_id) => ({ user_id: id, hotel_id })))
      await recordChange(tx, actorId, {
        entity: 'user',
        entityId: id,
        hotelId: null,
        action: 'hotels',
        before: { hotel_ids: before },
        after: { hotel_ids: wanted },
      })
    }
    return readUser(tx, id)
  })
}

/**
 * Disables an account — every session ended in the same transaction, so its refresh tokens are
 * refused and its access tokens from the next request (decision 39) — or enables it again (it
 * then signs in anew). Nobody disables their own account, nor the last active administrator.
 */
export async function setDisabled(
  db: Db,
  tokens: TokenService,
  actorId: number,
  id: number,
  disabled: boolean,
): Promise<AdminUser> {
  if (disabled && id === actorId)
    throw new HttpError(409, peopleMessages.notYourself.id, { disabled: [peopleMessages.notYourself.id] })
  const { user, ended } = await db.transaction(async (tx) => {
    const { target, lastAdmin: isLast } = await lockForChange(tx, id)
    if ((target.disabled_at !== null) === disabled) return { user: await readUser(tx, id), ended: [] }
    if (disabled && isLast) throw lastAdmin('disabled')
    await tx
      .update(users)
      .set({ disabled_at: disabled ? new Date() : null })
      .where(eq(users.id, id))
    const ended = disabled ? await endSessions(tx, id) : []
    await recordChange(tx, actorId, {
      entity: 'user',
      entityId: id,
      hotelId: null,
      action: disabled ? 'disable' : 'enable',
      before: { disabled: !disabled },
      after: { disabled, ...(disabled ? { sessions_ended: new Set(ended).size } : {}) },
    })
    return { user: await readUser(tx, id), ended }
  })
  tokens.noteRevoked(ended)
  return user
}
