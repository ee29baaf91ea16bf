/**
 * `npm test` runs this first (the `pretest` script): the programs the tests drive besides Node —
 * Chromium (browser tests), poppler-utils' pdftotext and pdffonts (vouchers), PgBouncer (the
 * PostgreSQL pass). On a machine without them, running as root with apt-get (a fresh machine of
 * this kind, CI), they are installed from Debian; otherwise the run stops at once with the one
 * command that installs them, instead of failing test by test minutes later.
 */
import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}
const onPath = (name) => (process.env.PATH ?? '').split(delimiter).some((dir) => executable(join(dir, name)))

/** What the tests need: the Debian package that brings it, and how to tell it is there. */
const PREREQUISITES = [
  { what: `Chromium (${chromium})`, pkg: 'chromium', present: () => executable(chromium) },
  {
    what: 'pdftotext and pdffonts',
    pkg: 'poppler-utils',
    present: () => onPath('pdftotext') && onPath('pdffonts'),
  },
  {
    what: 'PgBouncer',
    pkg: 'pgbouncer',
    present: () => ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].some(executable),
  },
]

const missing = () => PREREQUISITES.filter((p) => !p.present())

function main() {
  const absent = missing()
  if (absent.length === 0) return 0
  const packages = absent.map((p) => p.pkg)
  const command = `apt-get install -y ${packages.join(' ')}`
  const root = process.getuid?.() === 0
  if (!root || !onPath('apt-get')) {
    console.error(`npm test needs ${absent.map((p) => p.what).join(', ')}. Install with:`)
    console.error(`  sudo ${command}`)
    if (absent.some((p) => p.pkg === 'chromium')) console.error('(or set CHROMIUM_PATH to another Chromium)')
    return 1
  }
  console.log(`--- installing ${packages.join(', ')} (Debian packages) for the tests`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env })
    if (run.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${run.status}); run it yourself: ${command}`)
      return 1
    }
  }
  const still = missing()
  if (still.length) {
    console.error(`still missing after apt-get: ${still.map((p) => p.what).join(', ')}`)
    return 1
  }
  return 0
}

process.exitCode = main()
