/**
 * `npm run bench:api -- [--only pglite|postgres] [--fresh] [--search-seconds 20]
 *   [--health-seconds 10] [--connections 50]`
 *
 * Starts the real server on 2,000 hotels × 365 nights, on PGlite and on PostgreSQL in turn,
 * loads it with autocannon (a realistic mix of `/api/hotel` searches, then `/api/health`) and
 * prints requests/s and p50/p99 latency against the targets. A measurement, not a test: it
 * exits 0 when a target is missed, and 1 only when it could not measure.
 */
import os from 'node:os'
import { DEFAULT_POSTGRES_URL, describe, type Facts, preparePglite, preparePostgres } from './datasets'
import { type Durations, type Measurement, session } from './load'
import { runBench, startServer, type Target } from './server'

const USAGE =
  'usage: npm run bench:api -- [--only pglite|postgres] [--fresh] [--search-seconds N] ' +
  '[--health-seconds N] [--connections N]'

interface Args extends Durations {
  only: 'pglite' | 'postgres' | null
  fresh: boolean
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { only: null, fresh: false, warmup: 3, search: 20, health: 10, connections: 50 }
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]
    const value = () => {
      const v = argv[++i]
      if (v === undefined) throw new Error(`${flag} needs a value`)
      return v
    }
    const count = () => {
      const n = Number(value())
      if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number above 0`)
      return n
    }
    if (flag === '--only') {
      const v = value()
      if (v !== 'pglite' && v !== 'postgres') throw new Error('--only takes pglite or postgres')
      args.only = v
    } else if (flag === '--fresh') args.fresh = true
    else if (flag === '--search-seconds') args.search = count()
    else if (flag === '--health-seconds') args.health = count()
    else if (flag === '--connections') args.connections = count()
    else throw new Error(flag === '--help' || flag === '-h' ? '' : `unknown argument ${flag}`)
  }
  return args
}

type Kind = Target['kind']
const LABEL: Record<Kind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' }

interface Outcome {
  kind: Kind
  facts: Facts
  results: Measurement[]
}

async function benchOne(kind: Kind, args: Args): Promise<Outcome | null> {
  console.log(`\n${LABEL[kind]}`)
  let prepared: { target: Target; facts: Facts }
  if (kind === 'pglite') prepared = await preparePglite(args.fresh)
  else {
    const url = process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL
    const p = await preparePostgres(url, args.fresh)
    if ('skip' in p) {
      console.log(`  skipped: ${p.skip}`)
      console.log('  (start PostgreSQL or set BENCH_DATABASE_URL; --only pglite leaves it out)')
      return null
    }
    prepared = p
  }
  const started = performance.now()
  const server = await startServer(prepared.target)
  console.log(
    `  server up at ${server.url} (pid ${server.pid}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  try {
    const results = await session(server.url, args, server.pid)
    for (const r of results) {
      if (r.non2xx || r.errors) {
        console.log(
          `  ${r.endpoint}: ${r.non2xx} non-2xx (${JSON.stringify(r.statusCodes)}), ${r.errors} errors`,
        )
      }
    }
    const said = server.output().trim()
    if (said) console.log(`  the server said (last lines):\n${said.split('\n').slice(-10).join('\n')}`)
    return { kind, facts: prepared.facts, results }
  } finally {
    await server.stop()
  }
}

/** autocannon records whole milliseconds. */
const ms = (n: number) => (n < 1 ? '<1' : n.toFixed(0))

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? []
  return rows
    .map((r) =>
      r
        .map((cell, c) => (c < 2 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

function report(outcomes: Outcome[], args: Args) {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU'
  console.log(
    `\nResults (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${cpu}, ` +
      `Node ${process.version}; ${args.connections} connections, search ${args.search} s, health ${args.health} s)\n`,
  )
  const rows = [['database', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors']]
  for (const o of outcomes) {
    for (const r of o.results) {
      rows.push([
        LABEL[o.kind],
        r.endpoint,
        r.rps.toFixed(0),
        ms(r.p50),
        ms(r.p99),
        String(r.requests),
        String(r.non2xx),
        String(r.errors),
      ])
    }
  }
  console.log(table(rows))

  // The machine may be shared: say how much of it the run had.
  const cpuRows = [['database', 'endpoint', 'server', 'PostgreSQL', 'autocannon', 'others', 'CPU ms/req']]
  for (const o of outcomes) {
    for (const r of o.results) {
      if (!r.cpu) continue
      const perRequest = ((r.cpu.server + r.cpu.postgres) * 1000) / Math.max(1, r.rps)
      cpuRows.push([
        LABEL[o.kind],
        r.endpoint,
        r.cpu.server.toFixed(2),
        o.kind === 'postgres' ? r.cpu.postgres.toFixed(2) : '(in server)',
        r.cpu.self.toFixed(2),
        r.cpu.others.toFixed(2),
        perRequest.toFixed(2),
      ])
    }
  }
  if (cpuRows.length > 1) {
    console.log('\nCPU (cores busy during each run; "others" is everything else on the machine)\n')
    console.log(table(cpuRows))
  }

  const verdicts = [['database', 'target', 'measured', 'verdict']]
  for (const o of outcomes) {
    const search = o.results.find((r) => r.endpoint === '/api/hotel')
    const health = o.results.find((r) => r.endpoint === '/api/health')
    if (!search || !health) continue
    const limit = o.kind === 'postgres' ? 50 : 150
    verdicts.push([
      LABEL[o.kind],
      `search p99 ≤ ${limit} ms`,
      `${ms(search.p99)} ms`,
      search.p99 <= limit ? 'PASS' : 'FAIL',
    ])
    if (o.kind === 'postgres') {
      const share = health.rps ? search.rps / health.rps : 0
      verdicts.push([
        LABEL[o.kind],
        'search req/s ≥ 25 % of health',
        `${(share * 100).toFixed(0)} %`,
        share >= 0.25 ? 'PASS' : 'FAIL',
      ])
    }
    if (search.non2xx || search.errors) {
      verdicts.push([LABEL[o.kind], 'no failed searches', `${search.non2xx + search.errors} failed`, 'FAIL'])
    }
  }
  console.log(`\n${table(verdicts)}`)
  for (const o of outcomes) console.log(`  ${LABEL[o.kind]} data: ${describe(o.facts)}`)
}

async function main(): Promise<number> {
  let args: Args
  try {
    args = parseArgs(process.argv.slice(2))
  } catch (e) {
    const message = (e as Error).message
    if (message) console.error(`bench:api: ${message}`)
    console.error(USAGE)
    return message ? 2 : 0
  }
  const kinds: Kind[] = args.only ? [args.only] : ['pglite', 'postgres']
  const outcomes: Outcome[] = []
  for (const kind of kinds) {
    const outcome = await benchOne(kind, args)
    if (outcome) outcomes.push(outcome)
  }
  if (outcomes.length === 0) {
    console.log('\nbench:api: nothing measured')
    return 1
  }
  report(outcomes, args)
  return 0
}

runBench('bench:api', main)
