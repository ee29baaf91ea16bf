import * as v from 'valibot'
import { INBOX_STATES } from '../../../../contract/admin-filters'
import { DEPARTMENT_TYPES } from '../../../../contract/faq'

/**
 * The search of every content list (one route, `/admin/content/$kind`): `?page=`, and the two
 * filters only one kind reads each — the help centre's department and the inbox's state (open
 * when absent). A value that is not one of the choices is dropped, not refused.
 */
export const ContentSearch = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  department: v.fallback(v.optional(v.picklist(DEPARTMENT_TYPES)), undefined),
  status: v.fallback(v.optional(v.picklist(INBOX_STATES)), undefined),
})
export type ContentSearch = v.InferOutput<typeof ContentSearch>
