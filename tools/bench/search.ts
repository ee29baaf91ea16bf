/**
 * `npm run bench:search`: latency of `GET /api/search` (destination suggestions) on the demo
 * data, through the real app in process, for queries typed in Arabic, Sorani and Latin
 * spellings. Target: under 20 ms. Prints p50/p95/p99 and the slowest query.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../server/app'
import { boot } from '../../server/boot'
import { readEnv } from '../../server/env'
import { createLogger } from '../../server/logger'

const QUERIES = [
  'Baghdad',
  'بغداد',
  'بەغدا',
  'Erbil',
  'Hawler',
  'Arbil',
  'أربيل',
  'اربيل',
  'هەولێر',
  'Slemani',
  'Sulaymaniyah',
  'سلێمانی',
  'السليمانية',
  'Basra',
  'البصرة',
  'بصره',
  'Najaf',
  'النجف',
  'Karbala',
  'كربلاء',
  'کەربەلا',
  'Duhok',
  'دهۆک',
  'Mosul',
  'الموصل',
  'Kirkuk',
  'كركوك',
  'Babylon',
  'palace',
  'grand',
  'فندق',
  'هوتێل',
  'Tigris',
  'Shaqlawa',
  'ز',
  'a',
  'Al-Najaf',
  'Amedi',
  'Zakho',
  'Halabja',
]

const dataDir = mkdtempSync(join(tmpdir(), 'funduq-bench-search-'))
const env = readEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
console.log('seeding the demo data (default size) …')
const { database, deps } = await boot(env, createLogger('silent'))
const app = createApp(deps)
try {
  const ask = (q: string) => app.request(`/api/search?search=${encodeURIComponent(q)}`)
  for (const q of QUERIES) await ask(q) // warm-up, including the name index
  const timings: { q: string; ms: number }[] = []
  for (let round = 0; round < 25; round++) {
    for (const q of QUERIES) {
      const started = performance.now()
      const res = await ask(q)
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`${q}: ${res.status}`)
      timings.push({ q, ms: performance.now() - started })
    }
  }
  timings.sort((a, b) => a.ms - b.ms)
  const at = (p: number) => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))]?.ms ?? 0
  const slowest = timings[timings.length - 1]
  console.log(
    `\n/api/search, ${timings.length} requests on ${env.SEED_HOTELS} hotels (in process, one at a time)`,
  )
  console.log(
    `  p50 ${at(0.5).toFixed(2)} ms   p95 ${at(0.95).toFixed(2)} ms   p99 ${at(0.99).toFixed(2)} ms`,
  )
  console.log(`  slowest ${slowest?.ms.toFixed(2)} ms ("${slowest?.q}")`)
  console.log(`  target p99 < 20 ms: ${at(0.99) < 20 ? 'PASS' : 'FAIL'}\n`)
} finally {
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}
