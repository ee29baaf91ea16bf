import { eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Context } from 'hono'
import { hotelManagers, users } from '../db/schema'
import type { AppEnv } from '../http/context'
import { forbidden, notFound } from '../http/errors'
import { requireCaller } from './caller'

/**
 * A caller of the operator console, as the database says now: roles are read on every console
 * call, not taken from the access token, so a role taken away or a hotel unassigned takes
 * effect at once rather than when the token expires (decision 23).
 */
export interface Operator {
  userId: number
  role: 'admin' | 'hotel_manager'
  /** `all` for an administrator; the assigned hotels for a manager (possibly none). */
  hotels: 'all' | readonly number[]
}

/** What the console's routes require: `admin` only, or `operator` (admin or hotel manager). */
export type OperatorRole = 'admin' | 'operator'

/**
 * The check `authorize` runs for `role: 'admin' | 'operator'`: no session → 401 (the client
 * refreshes or signs in), a guest, user, agent — or a manager on an admin-only call → 403.
 */
export async function requireOperator(c: Context<AppEnv>, wanted: OperatorRole): Promise<Operator> {
  const caller = requireCaller(c)
  if (caller.isGuest) throw forbidden()
  const db = c.get('deps').db
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, caller.userId))
  const role = row?.role
  if (role !== 'admin' && (role !== 'hotel_manager' || wanted === 'admin')) throw forbidden()
  const hotels =
    role === 'admin'
      ? ('all' as const)
      : (
          await db
            .select({ id: hotelManagers.hotel_id })
            .from(hotelManagers)
            .where(eq(hotelManagers.user_id, caller.userId))
        ).map((r) => r.id)
  const operator: Operator = { userId: caller.userId, role, hotels }
  c.set('operator', operator)
  return operator
}

/** The console caller of this request; only on routes declared with an operator role. */
export function operatorOf(c: Context<AppEnv>): Operator {
  const operator = c.get('operator')
  if (!operator) throw new Error('operatorOf: the route does not declare role admin or operator')
  return operator
}

/** The hotels the caller may run: `all` for an administrator, else the assigned ids. */
export const managedHotelIds = (c: Context<AppEnv>) => operatorOf(c).hotels

/**
 * A hotel outside the caller's scope answers 404, the same as a hotel that does not exist:
 * a manager learns nothing about other hotels, not even which ids exist (decision 23).
 */
export function assertHotelScope(c: Context<AppEnv>, hotelId: number): void {
  const { hotels } = operatorOf(c)
  if (hotels !== 'all' && !hotels.includes(hotelId)) throw notFound()
}

/**
 * A WHERE condition limiting a list to the caller's hotels, given the column holding the
 * hotel id: undefined (no limit) for an administrator, false for a manager of none.
 */
export function hotelScopeWhere(c: Context<AppEnv>, hotelIdColumn: AnyPgColumn): SQL | undefined {
  const { hotels } = operatorOf(c)
  if (hotels === 'all') return undefined
  return hotels.length ? inArray(hotelIdColumn, [...hotels]) : sql`false`
}
