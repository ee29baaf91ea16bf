import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { ROLES } from '../../../contract/auth'
import { hotels } from './hotels'

/**
 * Accounts. An e-mail address or phone belongs to one active (verified) account; pending
 * sign-ups (never verified) may share them, one per device, until one is verified (decision 30).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    password_hash: text('password_hash'),
    country: text('country'),
    city: text('city'),
    image: text('image'),
    is_guest: boolean('is_guest').notNull().default(false),
    /**
     * What the account may do (contract ROLES, decision 23); guests are `user` with `is_guest`.
     * The one source of truth: `is_agent` in answers and the token's claim derive from it.
     */
    role: text('role', { enum: ROLES }).notNull().default('user'),
    language: text('language').notNull().default('ar'),
    currency: text('currency').notNull().default('USD'),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    /** Set by an administrator: no sign-in, no refresh, every session ended (decision 39). */
    disabled_at: timestamp('disabled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_active').on(t.email).where(sql`${t.verified_at} is not null`),
    uniqueIndex('users_phone_active').on(t.phone).where(sql`${t.verified_at} is not null`),
    index('users_email_idx').on(t.email),
    index('users_phone_idx').on(t.phone),
    check('users_role_known', sql`${t.role} in ('user', 'agent', 'hotel_manager', 'admin')`),
  ],
)

/** The hotels a `hotel_manager` runs in the operator console. */
export const hotelManagers = pgTable(
  'hotel_managers',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.hotel_id] }), index('hotel_managers_hotel_idx').on(t.hotel_id)],
)

/**
 * One row per refresh token. Tokens are opaque; only their SHA-256 is stored. A family is
 * one sign-in: rotating a token marks it used and issues the next one in the same family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    family_expires_at: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Once used: the successor refresh token, sealed with a key only the presented token
     * derives (AES-GCM under HKDF of it), so a retry within the grace period gets the same
     * successor while the database alone cannot produce it (decision 30). Cleared when the
     * successor is used.
     */
    successor_box: text('successor_box'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_family_idx').on(t.family_id), index('sessions_user_idx').on(t.user_id)],
)

/** Server secrets made at first start (token signing key, later VAPID keys). */
export const appKeys = pgTable('app_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
