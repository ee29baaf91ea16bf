import * as v from 'valibot'

/**
 * `GET /api/admin/me`: who is using the operator console and which hotels they run.
 * `hotel_ids` is null for an administrator (every hotel), else the manager's hotels.
 */
export const AdminMe = v.object({
  id: v.number(),
  name: v.string(),
  role: v.picklist(['admin', 'hotel_manager']),
  hotel_ids: v.nullable(v.array(v.number())),
})
export type AdminMe = v.InferOutput<typeof AdminMe>

export const AdminMeAnswer = v.object({ data: AdminMe })
