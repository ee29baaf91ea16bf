import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'

/**
 * Six-digit codes sent by SMS or e-mail: `verify_phone` activates a new account, `recovery`
 * leads to a password reset. Only an HMAC of the code is stored. At most one unused code per
 * account and purpose counts: sending a new one retires the others.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text in SQL: a new purpose needs no migration. */
    purpose: text('purpose', {
      enum: ['verify_phone', 'recovery', 'change_phone', 'change_email'],
    }).notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    /** The guest who signed up: their favourites move to the account once it is verified. */
    guest_user_id: integer('guest_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The session (refresh-token family) that asked for the code, null for a caller without
     * one. Sign-up and recovery codes count, cool down and check per requester, so another
     * device can neither use nor spend nor hold back this one's code (decision 30).
     */
    requester_sid: uuid('requester_sid'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('one_time_codes_user_idx').on(t.user_id, t.purpose, t.created_at)],
)

/**
 * Fixed-window counters of the abuse limits (server/auth/limits.ts), in the database so that
 * they hold across restarts and processes. One row per rule and subject; `key` hashes the
 * subject, so no phone number or address is kept here.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expires_at)],
)

/**
 * Favourite changes replayed by an offline client carry an op id; the first outcome is kept
 * so a replay answers the same and never flips the state twice.
 */
export const favouriteOps = pgTable(
  'favourite_ops',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    op_id: uuid('op_id').notNull(),
    hotel_id: integer('hotel_id').notNull(),
    /** The state the operation left; null only while it runs. */
    is_favourite: boolean('is_favourite'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.op_id] }), index('favourite_ops_created_idx').on(t.created_at)],
)
