import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { hotels } from './hotels'

/** A guest's rating (1–5) and optional comment on a hotel (spec §3 Comment). */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    client_id: integer('client_id')
      .notNull()
      .references(() => users.id),
    comment: text('comment'),
    rate: integer('rate').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The hotel's one answer (a manager's or an administrator's), shown under the review. */
    reply: text('reply'),
    reply_user_id: integer('reply_user_id').references(() => users.id, { onDelete: 'set null' }),
    replied_at: timestamp('replied_at', { withTimezone: true }),
    /**
     * Hidden by an administrator as abusive: gone from the hotel page, its count and the hotel's
     * rate (decision 39); kept, so it can be shown again and the record stays.
     */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_hotel_idx').on(t.hotel_id, t.created_at),
    check('comments_rate_ck', sql`${t.rate} BETWEEN 1 AND 5`),
  ],
)

/** Hotels a user (or guest) has marked as favourite. */
export const favourites = pgTable(
  'favourites',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.hotel_id] }), index('favourites_hotel_idx').on(t.hotel_id)],
)
