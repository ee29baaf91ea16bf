import * as v from 'valibot'
import { adminPage } from '../../../contract/admin-hotels'
import {
  AdminUser,
  AdminUserQuery,
  AdminUserRow,
  DisabledBody,
  ManagerHotelsBody,
  RoleBody,
} from '../../../contract/admin-users'
import { IdParam } from '../../../contract/common'
import { operatorOf } from '../../auth/operator'
import { defineRoute } from '../../http/route'
import { listUsers, readUser, setDisabled, setManagedHotels, setRole } from '../../services/admin/users'

const one = v.object({ data: AdminUser })
const NO_ACCOUNT = 'No account with this id (guests and sign-ups never verified are not accounts)'
const LAST_ADMIN = 'It would leave the site without an active administrator, or disable the caller'

/** Accounts (issue 19 item 7): administrators only. */
export const adminUserRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/users',
    operationId: 'adminListUsers',
    summary: 'Accounts by name, e-mail or phone, and role, newest first, 25 a page',
    tags: ['admin'],
    auth: 'required',
    role: 'admin',
    query: AdminUserQuery,
    answers: { 200: adminPage(AdminUserRow) },
    handler: async (c, { query }) => c.json(await listUsers(c.get('deps').db, query)),
  }),

  defineRoute({
    method: 'get',
    path: '/admin/users/:id',
    operationId: 'adminGetUser',
    summary: 'One account: role, state, the hotels it manages, its live sign-ins',
    tags: ['admin'],
    auth: 'required',
    role: 'admin',
    params: IdParam,
    answers: { 200: one },
    errors: { 404: NO_ACCOUNT },
    handler: async (c, { params }) => c.json({ data: await readUser(c.get('deps').db, params.id) }),
  }),

  defineRoute({
    method: 'put',
    path: '/admin/users/:id/role',
    operationId: 'adminSetUserRole',
    summary: 'Make an account a user, an agent, a hotel manager or an administrator',
    tags: ['admin'],
    auth: 'required',
    role: 'admin',
    params: IdParam,
    body: RoleBody,
    answers: { 200: one },
    errors: { 404: NO_ACCOUNT, 409: LAST_ADMIN },
    handler: async (c, { params, body }) => {
      const { db, tokens } = c.get('deps')
      return c.json({ data: await setRole(db, tokens, operatorOf(c).userId, params.id, body.role) })
    },
  }),

  defineRoute({
    method: 'put',
    path: '/admin/users/:id/hotels',
    operationId: 'adminSetManagerHotels',
    summary: 'The hotels a hotel manager runs (the whole list); their console follows at once',
    tags: ['admin'],
    auth: 'required',
    role: 'admin',
    params: IdParam,
    body: ManagerHotelsBody,
    answers: { 200: one },
    errors: { 404: NO_ACCOUNT, 422: 'Not a hotel manager, or a hotel that does not exist' },
    handler: async (c, { params, body }) =>
      c.json({
        data: await setManagedHotels(c.get('deps').db, operatorOf(c).userId, params.id, body.hotel_ids),
      }),
  }),

  defineRoute({
    method: 'put',
    path: '/admin/users/:id/disabled',
    operationId: 'adminDisableUser',
    summary: 'Disable an account (every session ends at once, sign-in is refused) or enable it again',
    tags: ['admin'],
    auth: 'required',
    role: 'admin',
    params: IdParam,
    body: DisabledBody,
    answers: { 200: one },
    errors: { 404: NO_ACCOUNT, 409: LAST_ADMIN },
    handler: async (c, { params, body }) => {
      const { db, tokens } = c.get('deps')
      return c.json({ data: await setDisabled(db, tokens, operatorOf(c).userId, params.id, body.disabled) })
    },
  }),
]
