import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { LANGUAGES } from '../../../contract/common'
import { users } from './accounts'

/** An account's sign-in with an OpenID Connect provider (Google, Facebook): `sub` is stable per provider. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.user_id)],
)

/**
 * A sign-in with a provider in progress: the authorization request's state, PKCE verifier and
 * nonce, kept on the server and used once when the provider sends the browser back.
 */
export const oidcLoginStates = pgTable('oidc_login_states', {
  state_hash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  code_verifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** Where the browser returns inside the app afterwards (a path on our own site). */
  return_to: text('return_to').notNull().default('/'),
  /** The guest who started it: their favourites and bookings move to the account. */
  guest_user_id: integer('guest_user_id').references(() => users.id, { onDelete: 'set null' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
})

/** Web Push subscriptions: one per device and browser of a signed-in user. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service URL: unique per browser subscription. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('ar'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.user_id)],
)
