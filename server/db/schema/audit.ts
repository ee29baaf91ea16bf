import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts'

/**
 * Every change made in the operator console (issue 19 item 8): who, when, what, and the row
 * before and after. Written by `recordChange` (server/services/admin/audit.ts) in the same
 * transaction as the change, so a change without its record cannot exist. `hotel_id` is the
 * hotel the changed thing belongs to: a manager reads only their hotels' records.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null once the account is deleted: the record stays. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    entity: text('entity').notNull(),
    entity_id: integer('entity_id').notNull(),
    hotel_id: integer('hotel_id'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entity_id, t.id),
    index('audit_log_hotel_idx').on(t.hotel_id, t.id),
  ],
)
