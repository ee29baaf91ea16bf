/**
 * `npm run build`: the PWA (dist/), the page renderer (dist/.ssr/) and the compiled server
 * (dist/server/), then a stamp of the sources they were made from (dist/.build-stamp).
 * `npm run build -- --if-changed` (what `npm start` runs) builds only when that stamp no longer
 * matches: a second start on unchanged sources goes straight to the server (decision 34).
 *
 * Plain JavaScript, so that checking the stamp costs no TypeScript loader.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sourceStamp } from './source-stamp.mjs'

const ROOT = join(import.meta.dirname, '..')
const DIST = join(ROOT, 'dist')
const STAMP_FILE = join(DIST, '.build-stamp')
/** What a complete build leaves; a stamp beside a half-deleted dist/ does not count. */
const OUTPUTS = ['index.html', '.ssr/server-render.js', 'server/main.js'].map((f) => join(DIST, f))

const STEPS = [
  ['npx', 'vite', 'build'],
  ['npx', 'vite', 'build', '--ssr', 'src/server-render.tsx', '--outDir', 'dist/.ssr'],
  [process.execPath, '--import', 'tsx', 'tools/report-entry-size.ts'],
  [process.execPath, '--import', 'tsx', 'tools/build-server.ts'],
]

function readStamp() {
  try {
    return readFileSync(STAMP_FILE, 'utf8').trim()
  } catch {
    return null
  }
}

function main() {
  const ifChanged = process.argv.includes('--if-changed')
  const started = performance.now()
  // Taken before building: a file edited while the build runs makes the next start build again.
  const stamp = sourceStamp(ROOT)
  if (ifChanged && readStamp() === stamp && OUTPUTS.every((f) => existsSync(f))) {
    const ms = Math.round(performance.now() - started)
    console.log(`build: dist/ is current (sources and lockfile unchanged; checked in ${ms} ms)`)
    return 0
  }
  for (const [command, ...args] of STEPS) {
    const run = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' })
    if (run.status !== 0) {
      console.error(`build: ${[command, ...args].join(' ')} failed`)
      return run.status ?? 1
    }
  }
  writeFileSync(STAMP_FILE, `${stamp}\n`)
  console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return 0
}

process.exitCode = main()
