import { calendarsSql } from './calendars'
import { holdsSql } from './holds'
import { summariesSql } from './summaries'

/** First line of a migration made from this folder: the test finds the latest by it. */
export const GENERATED_MARKER =
  '-- Generated from server/search/sql by `npm run db:search-sql`: edit the source, not this file.'

/**
 * The text of a migration that (re-)creates every search and hold function and trigger from the source,
 * with the constants of ../constants.ts written in. Migrations stay append-only: changing the
 * source means generating a new one, which replaces the functions and triggers in place.
 */
export function searchMigrationSql(): string {
  return `${GENERATED_MARKER}\n${[...calendarsSql, ...summariesSql, ...holdsSql].join(';\n--> statement-breakpoint\n')};\n`
}
