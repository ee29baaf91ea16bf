import { AuditEntry, AuditQuery } from '../../../contract/admin-audit'
import { adminPage } from '../../../contract/admin-hotels'
import { managedHotelIds } from '../../auth/operator'
import { defineRoute } from '../../http/route'
import { listChanges } from '../../services/admin/audit'

/** The audit log (issue 19 item 8): a manager reads only their hotels' records. */
export const adminAuditRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/audit-log',
    operationId: 'adminAuditLog',
    summary: 'Console changes, newest first, 50 a page: of one thing (`entity` and `id`) or all',
    tags: ['admin'],
    auth: 'required',
    role: 'operator',
    query: AuditQuery,
    answers: { 200: adminPage(AuditEntry) },
    handler: async (c, { query }) => c.json(await listChanges(c.get('deps').db, managedHotelIds(c), query)),
  }),
]
