import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core'
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
  },
  (t) => [
    primaryKey({ columns: [t.room_id, t.night] }),
    index('room_nights_night_idx').on(t.night),
    check(
      'room_nights_inventory_ck',
      sql`${t.rooms_held} >= 0 AND ${t.rooms_booked} >= 0 AND ${t.rooms_held} + ${t.rooms_booked} <= ${t.rooms_for_sale}`,
    ),
    check('room_nights_rate_ck', sql`${t.rate} >= 0`),
  ],
)
