import * as v from 'valibot'
import { ROLES } from './auth'
import { queryInt } from './common'
import { messages as m } from './messages'

/**
 * The console's accounts (issue 19 item 7, administrators only): search, roles, a manager's
 * hotels, disabling and enabling an account.
 */

export const peopleMessages = {
  lastAdmin: /*i18n*/ {
    id: 'admin.last_admin',
    message: 'The site needs at least one active administrator: make another one first',
  },
  notYourself: /*i18n*/ {
    id: 'admin.not_yourself',
    message: 'You cannot disable your own account',
  },
  notManager: /*i18n*/ {
    id: 'admin.not_manager',
    message: 'Only a hotel manager is assigned hotels: make the account a hotel manager first',
  },
  accountDisabled: /*i18n*/ {
    id: 'auth.account_disabled',
    message: 'This account has been disabled. Please contact us if you think this is a mistake.',
  },
} as const

export const AdminUserQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, m.tooLong.id)), ''),
  role: v.optional(v.picklist(['', ...ROLES], m.invalidValue.id), ''),
  page: queryInt({ min: 1, max: 100_000, fallback: 1 }),
})
export type AdminUserQuery = v.InferOutput<typeof AdminUserQuery>

export const AdminUserRow = v.object({
  id: v.number(),
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  role: v.picklist(ROLES),
  disabled: v.boolean(),
  created_at: v.string(),
})
export type AdminUserRow = v.InferOutput<typeof AdminUserRow>

export const AdminUser = v.object({
  ...AdminUserRow.entries,
  /** The hotels a manager runs (empty for other roles). */
  hotels: v.array(
    v.object({ id: v.number(), ar_title: v.string(), en_title: v.string(), kr_title: v.string() }),
  ),
  /** Sign-ins not ended (refresh-token families neither revoked nor expired). */
  live_sessions: v.number(),
})
export type AdminUser = v.InferOutput<typeof AdminUser>

export const RoleBody = v.object({ role: v.picklist(ROLES, m.invalidValue.id) })
export const DisabledBody = v.object({ disabled: v.boolean(m.invalidValue.id) })
export const ManagerHotelsBody = v.object({
  hotel_ids: v.pipe(
    v.array(
      v.pipe(v.number(m.wholeNumber.id), v.integer(m.wholeNumber.id), v.minValue(1, m.tooSmall.id)),
      m.invalidValue.id,
    ),
    v.maxLength(500, m.tooLong.id),
  ),
})
export type ManagerHotelsBody = v.InferOutput<typeof ManagerHotelsBody>
