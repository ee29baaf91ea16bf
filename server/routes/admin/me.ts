import { eq } from 'drizzle-orm'
import { AdminMeAnswer } from '../../../contract/admin'
import { operatorOf } from '../../auth/operator'
import { users } from '../../db/schema'
import { defineRoute } from '../../http/route'

/** The console's first call: the caller's role and hotels, checked like every console call. */
export const adminMeRoute = defineRoute({
  method: 'get',
  path: '/admin/me',
  operationId: 'getAdminMe',
  summary: 'The console caller: role, and the hotels they run (null: every hotel)',
  tags: ['admin'],
  auth: 'required',
  role: 'operator',
  answers: { 200: AdminMeAnswer },
  errors: { 403: 'Not an administrator or hotel manager (guests, users and agents included)' },
  handler: async (c) => {
    const operator = operatorOf(c)
    const [user] = await c
      .get('deps')
      .db.select({ name: users.name })
      .from(users)
      .where(eq(users.id, operator.userId))
    return c.json({
      data: {
        id: operator.userId,
        name: user?.name ?? '',
        role: operator.role,
        hotel_ids: operator.hotels === 'all' ? null : [...operator.hotels].sort((a, b) => a - b),
      },
    })
  },
})
