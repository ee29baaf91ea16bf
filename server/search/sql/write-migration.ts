/**
 * `npm run db:search-sql`: a new migration holding the search functions and triggers as the
 * source in this folder now writes them. drizzle-kit makes the empty migration (its number,
 * journal entry and snapshot); this fills it.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { migrationsFolder } from '../../db/client'
import { searchMigrationSql } from './index'

const sqlFiles = () => readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'))
const before = new Set(sqlFiles())
execFileSync('npx', ['drizzle-kit', 'generate', '--custom', '--name', 'search_sql'], { stdio: 'inherit' })
const made = sqlFiles().filter((f) => !before.has(f))
if (made.length !== 1) throw new Error(`expected one new migration, found ${made.join(', ') || 'none'}`)
const file = join(migrationsFolder, made[0] as string)
writeFileSync(file, searchMigrationSql())
console.log(`wrote ${file}`)
