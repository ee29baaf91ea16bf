import * as v from 'valibot'
import { queryId, queryInt } from './common'
import { messages as m } from './messages'

/** The operator console's audit log (issue 19 item 8). */

export const AUDIT_ENTITIES = [
  'hotel',
  'room_type',
  'offer',
  'discount_code',
  'slider',
  'faq',
  'currency',
  'contact_message',
  'reservation',
  'review',
  'user',
] as const
export type AuditEntity = (typeof AUDIT_ENTITIES)[number]

export const AuditQuery = v.object({
  entity: v.optional(v.picklist(AUDIT_ENTITIES, m.invalidValue.id)),
  id: queryId,
  page: queryInt({ min: 1, max: 100_000, fallback: 1 }),
})

export const AuditEntry = v.object({
  id: v.number(),
  at: v.string(),
  user: v.nullable(v.object({ id: v.number(), name: v.string(), email: v.nullable(v.string()) })),
  entity: v.string(),
  entity_id: v.number(),
  hotel_id: v.nullable(v.number()),
  action: v.string(),
  before: v.unknown(),
  after: v.unknown(),
})
export type AuditEntry = v.InferOutput<typeof AuditEntry>
