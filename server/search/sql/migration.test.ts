import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../db/client'
import { CALENDAR_MAX_ROOMS, CALENDAR_MAX_RUN, PRICE_BLOCK } from '../constants'
import { GENERATED_MARKER, searchMigrationSql } from './index'

describe('search SQL source', () => {
  it('is what the latest migration made from it applies (after a change: npm run db:search-sql)', () => {
    const generated = readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => readFileSync(join(migrationsFolder, f), 'utf8'))
      .filter((text) => text.startsWith(GENERATED_MARKER))
    expect(generated.length).toBeGreaterThan(0)
    expect(generated.at(-1)).toBe(searchMigrationSql())
  })

  it('writes each constant into the SQL, not a copy of its value', () => {
    const text = searchMigrationSql()
    expect(text).toContain(`least(${CALENDAR_MAX_RUN}, `)
    expect(text).toContain(`FOR k IN 1..${CALENDAR_MAX_ROOMS} LOOP`)
    expect(text).toContain(`% ${PRICE_BLOCK};`)
  })

  it('keeps the constants within what the tables can hold', () => {
    // A run is one byte; a stay of the longest run lies in at most two price blocks.
    expect(CALENDAR_MAX_RUN).toBeLessThanOrEqual(255)
    expect(CALENDAR_MAX_RUN).toBeLessThanOrEqual(PRICE_BLOCK)
  })
})
