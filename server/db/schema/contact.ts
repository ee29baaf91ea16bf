import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { LANGUAGES } from '../../../contract/common'
import { users } from './accounts'

/**
 * Messages sent through the contact form (spec §2 Contact). Each is also e-mailed to the
 * support address; `emailed_at` stays null when that failed, so none is lost unseen.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    message: text('message').notNull(),
    /** The sender's language, so support can answer in it. */
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** The caller (guest or member) when the form was sent with a token. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    emailed_at: timestamp('emailed_at', { withTimezone: true }),
    /** When an administrator marked it handled in the console's inbox, and who; null while open. */
    handled_at: timestamp('handled_at', { withTimezone: true }),
    handled_by: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.created_at)],
)
