import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
} from 'drizzle-orm/pg-core'
import { rooms } from './hotels'

/**
 * One row per room type and night: what the hotel sells that night and at what rate.
 * The check constraint is the last line of defence against overbooking: whatever the code
 * does, held plus booked rooms can never exceed the rooms for sale, nor go below zero.
 */
export const roomNights = pgTable(
  'room_nights',
  {
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    night: date('night').notNull(),
    rooms_for_sale: integer('rooms_for_sale').notNull(),
    /** Rooms in unpaid reservations that have not expired yet. */
    rooms_held: integer('rooms_held').notNull().default(0),
    rooms_booked: integer('rooms_booked').notNull().default(0),
    /** Price of one room for this night in the base currency (USD), taxes included. */
    rate: numeric('rate', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** The hotel stopped selling this night (maintenance, private event). */
    closed: boolean('closed').notNull().default(false),
    /**
     * Shortest stay that may arrive on this night (the operator console's "minimum stay").
     * Checked for the arrival night only, as extranets do: a longer stay passing through is fine.
     */
    min_nights: integer('min_nights').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.room_id, t.night] }),
    index('room_nights_night_idx').on(t.night),
    check(
      'room_nights_inventory_ck',
      sql`${t.rooms_held} >= 0 AND ${t.rooms_booked} >= 0 AND ${t.rooms_held} + ${t.rooms_booked} <= ${t.rooms_for_sale}`,
    ),
    check('room_nights_rate_ck', sql`${t.rate} >= 0`),
    check('room_nights_min_nights_ck', sql`${t.min_nights} BETWEEN 1 AND 30`),
    // Few nights have a minimum stay: the search probes this small index, not the table.
    index('room_nights_min_stay_idx').on(t.room_id, t.night).where(sql`${t.min_nights} > 1`),
  ],
)

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' })

/**
 * Availability of a room type, night by night, in one short row, for the search (decision 18).
 * `runs` holds three bytes per night from `first_night` to `last_night`: for one, two and three
 * rooms, how many nights in a row from that night on are open with that many rooms free
 * (capped at 30, the longest stay). A stay of n nights from a night is bookable for r rooms when
 * that night's run for r is at least n: one byte read per room type instead of every night.
 * Kept by triggers on room_nights (and on rooms, for the copied hotel and capacity) in the same
 * transaction as every change: see server/search/sql/calendars.ts. Never written by the
 * application.
 */
export const roomCalendars = pgTable(
  'room_calendars',
  {
    room_id: integer('room_id')
      .primaryKey()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    /** Copies of the room type's columns the search filters on. */
    hotel_id: integer('hotel_id').notNull(),
    adult_number: integer('adult_number').notNull(),
    children_number: integer('children_number').notNull(),
    /** The room type's own child supplement per night; null: the hotel's (decision 42). */
    child_night_rate: numeric('child_night_rate', { precision: 10, scale: 2, mode: 'number' }),
    /** Nights before last week are left out: they are never searched. */
    first_night: date('first_night').notNull(),
    last_night: date('last_night').notNull(),
    runs: bytea('runs').notNull(),
  },
  (t) => [index('room_calendars_hotel_idx').on(t.hotel_id)],
)

/**
 * Rates of a room type for the search (decision 18), in blocks of 32 nights counted from
 * 2000-01-01 (the same blocks for every room type): `sums[i + 1]` is the sum, in cents, of the
 * nightly rates from the block's first night up to its night i (a missing night adds 0). A stay
 * of at most 30 nights lies in one block or two: its price is two or three array reads, and a
 * changed rate rewrites one row. Same nights as room_calendars, kept by the same triggers.
 */
export const roomPrices = pgTable(
  'room_prices',
  {
    block: integer('block').notNull(),
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    sums: bigint('sums', { mode: 'number' }).array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.block, t.room_id] }), index('room_prices_room_idx').on(t.room_id)],
)
