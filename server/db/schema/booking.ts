import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { CANCELLATION_POLICIES } from '../../../contract/cancellation'
import { LANGUAGES } from '../../../contract/common'
import { users } from './accounts'
import { hotels, rooms } from './hotels'

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' })

/**
 * Discount codes typed on the booking summary. `used_count` counts live and paid reservations
 * that carry the code; the check keeps it within `max_uses` whatever the code does.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    /** Percent 1–100, or an amount off the stay in the base currency (USD). */
    value: money('value').notNull(),
    /** null: every hotel. */
    hotel_id: integer('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    valid_from: date('valid_from').notNull(),
    valid_until: date('valid_until').notNull(),
    /** null: unlimited. */
    max_uses: integer('max_uses'),
    used_count: integer('used_count').notNull().default(0),
    /** Meant for the public: shown on the hotel page and the summary where it applies (decision 33). */
    public: boolean('public').notNull().default(false),
  },
  (t) => [
    check('discount_codes_value_ck', sql`${t.value} > 0 AND (${t.kind} = 'amount' OR ${t.value} <= 100)`),
    check(
      'discount_codes_uses_ck',
      sql`${t.used_count} >= 0 AND (${t.max_uses} IS NULL OR ${t.used_count} <= ${t.max_uses})`,
    ),
  ],
)

/**
 * A booking. `held` reservations hold their rooms (room_nights.rooms_held) until
 * `hold_expires_at`; payment or an agent's confirmation moves them to rooms_booked. Every
 * amount is fixed when the reservation is made, in the base currency and in the chosen one.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    status: text('status', { enum: ['held', 'paid', 'confirmed', 'expired', 'failed', 'cancelled'] })
      .notNull()
      .default('held'),
    checkin: date('checkin').notNull(),
    checkout: date('checkout').notNull(),
    nights: integer('nights').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    children_ages: jsonb('children_ages').$type<number[]>().notNull().default([]),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    /** Units of `currency` per USD when the booking was made, and its minor digits. */
    ex_price: numeric('ex_price', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    decimals: integer('decimals').notNull(),
    aed_rate: numeric('aed_rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    original_base: money('original_base').notNull(),
    discount_base: money('discount_base').notNull().default(0),
    total_base: money('total_base').notNull(),
    /** What the guest pays, in `currency`. */
    total_converted: money('total_converted').notNull(),
    discount_code_id: integer('discount_code_id').references(() => discountCodes.id),
    language: text('language', { enum: LANGUAGES }).notNull(),
    hold_expires_at: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    idempotency_key: text('idempotency_key'),
    /** SHA-256 of the request the key was first used with: another request with it gets 422. */
    request_hash: text('request_hash').notNull(),
    // Guest details (§3 Booking guest data), given on the confirmation form.
    full_name: text('full_name'),
    email: text('email'),
    phone: text('phone'),
    guest_country: text('guest_country'),
    arrival_time: text('arrival_time'),
    details_at: timestamp('details_at', { withTimezone: true }),
    settled_at: timestamp('settled_at', { withTimezone: true }),
    /** The address the hold was made from (hold limits per IP); null when there was none. */
    client_ip: text('client_ip'),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    /** What the cancellation kept, in the base currency (the refund is the rest). */
    penalty_base: money('penalty_base'),
    /**
     * Where the guest is in the stay, kept apart from `status` (payment and inventory, which
     * booking, cancelling and refunds rely on): null until the desk records an arrival
     * (decision 37). Only a paid or confirmed booking gets one.
     */
    stay_status: text('stay_status', { enum: ['checked_in', 'checked_out', 'no_show'] }),
    checked_in_at: timestamp('checked_in_at', { withTimezone: true }),
    checked_out_at: timestamp('checked_out_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_user_idx').on(t.user_id, t.id),
    // The console's lists: arrivals and departures of a day, and stays overlapping a range.
    index('reservations_checkin_idx').on(t.checkin, t.hotel_id),
    index('reservations_checkout_idx').on(t.checkout, t.hotel_id),
    // Hold limits count an account's and an address's live holds: the key, then the end of the
    // hold, so that even a generic plan reads these and not every live hold of the site.
    index('reservations_user_hold_idx').on(t.user_id, t.hold_expires_at).where(sql`${t.status} = 'held'`),
    index('reservations_ip_hold_idx').on(t.client_ip, t.hold_expires_at).where(sql`${t.status} = 'held'`),
    uniqueIndex('reservations_idempotency_uq').on(t.user_id, t.idempotency_key),
    // The expiry sweep reads only live holds.
    index('reservations_hold_idx').on(t.hold_expires_at).where(sql`${t.status} = 'held'`),
    check('reservations_stay_ck', sql`${t.checkout} > ${t.checkin} AND ${t.nights} > 0`),
    check('reservations_total_ck', sql`${t.total_base} >= 0 AND ${t.discount_base} >= 0`),
    check(
      'reservations_stay_status_ck',
      sql`${t.stay_status} IS NULL OR ${t.stay_status} IN ('checked_in', 'checked_out', 'no_show')`,
    ),
  ],
)

/** The room types of a reservation, with the stay's price for `number_of_rooms` rooms. */
export const reservationRooms = pgTable(
  'reservation_rooms',
  {
    reservation_id: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    number_of_rooms: integer('number_of_rooms').notNull(),
    price_base: money('price_base').notNull(),
    /** The room type's cancellation terms when booked: the guest's contract, whatever changes later. */
    cancellation_policy: text('cancellation_policy', { enum: CANCELLATION_POLICIES })
      .notNull()
      .default('free_until'),
    free_cancel_days: integer('free_cancel_days').notNull().default(0),
    /** The first night for `number_of_rooms` rooms: what a late cancellation keeps. */
    first_night_base: money('first_night_base').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.reservation_id, t.room_id] }),
    check('reservation_rooms_count_ck', sql`${t.number_of_rooms} > 0`),
  ],
)

/**
 * One attempt to pay a reservation through a provider. The amount is what the provider must
 * report back; a callback with another amount or currency changes nothing.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    reservation_id: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'declined', 'cancelled', 'expired'] })
      .notNull()
      .default('pending'),
    /** The provider's transaction id. */
    provider_ref: text('provider_ref'),
    /** The provider's page for this payment: a second confirm sends the payer back to it. */
    checkout_url: text('checkout_url'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settled_at: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('payments_reservation_idx').on(t.reservation_id)],
)

/** Every verified provider event, once: a redelivered event finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    payment_id: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.event_id] })],
)

/**
 * Messages about a reservation, enqueued in the same transaction as the change they report
 * and sent by the background dispatcher. The unique (reservation, kind) makes each message
 * exist once; claiming it (`sending`) before sending makes it go out at most once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    reservation_id: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['booking_confirmed', 'payment_failed', 'rating_request', 'reminder', 'booking_cancelled'],
    }).notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    not_before: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_once_uq').on(t.reservation_id, t.kind),
    index('notifications_pending_idx').on(t.not_before).where(sql`${t.status} = 'pending'`),
  ],
)

/**
 * Money going back to a payer (decision 32): a cancelled booking's refund, or a payment that
 * arrived for a reservation already paid, cancelled or lapsed. One refund per payment at most
 * (the unique payment_id), so cancelling twice or a redelivered callback never pays back twice.
 * `sending` is claimed before the provider is called; a crash there leaves it for a person
 * rather than risk a second refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    payment_id: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    reservation_id: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason', { enum: ['cancelled', 'duplicate_payment', 'late_payment'] }).notNull(),
    status: text('status', {
      enum: ['pending', 'sending', 'requested', 'refund_pending', 'refunded', 'failed'],
    })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    provider_ref: text('provider_ref'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settled_at: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_payment_uq').on(t.payment_id),
    index('refunds_reservation_idx').on(t.reservation_id),
    index('refunds_pending_idx').on(t.created_at).where(sql`${t.status} = 'pending'`),
    // The console's "refunds awaiting the operator" filter (decision 37).
    index('refunds_awaiting_idx')
      .on(t.reservation_id)
      .where(sql`${t.status} IN ('refund_pending', 'failed')`),
    check('refunds_amount_ck', sql`${t.amount} > 0`),
  ],
)

/** Single-use links to rate a stay; only the SHA-256 of the token is kept. */
export const ratingTokens = pgTable('rating_tokens', {
  reservation_id: integer('reservation_id')
    .primaryKey()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique(),
  hotel_id: integer('hotel_id')
    .notNull()
    .references(() => hotels.id),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
