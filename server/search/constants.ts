import { MAX_NIGHTS } from '../../contract/hotel'

/**
 * The numbers search and availability are built on, defined here once. The TypeScript queries
 * import them; the SQL functions and triggers (`sql/`) get them written into their text when
 * the migration that applies them is generated (`npm run db:search-sql`), and a test fails when
 * the last such migration no longer matches (sql/migration.test.ts).
 */

/** Price blocks (room_prices): the first day of block 0, and the nights in a block. */
export const PRICE_EPOCH = '2000-01-01'
export const PRICE_BLOCK = 32

/** Rooms the calendar tells apart (1–3); a search for more also checks the stay's nights. */
export const CALENDAR_MAX_ROOMS = 3
/** Runs stop counting here: no stay is longer. */
export const CALENDAR_MAX_RUN = MAX_NIGHTS
/** Nights further back than this are left out of a calendar: nobody searches them again. */
export const CALENDAR_PAST_DAYS = 7

/** Inventory exists this many days ahead: a later check-in is refused. */
export const SALE_HORIZON_DAYS = 365
