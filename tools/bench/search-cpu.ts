/**
 * `node --import tsx tools/bench/search-cpu.ts pglite|postgres [count]`
 *
 * The server's own CPU per search, one search at a time through the real app in process
 * (`app.request`), on bench:api's databases (run bench:api once first to seed them): 60 searches
 * of bench:api's mix to warm up, then `count` more (default 150) twice — the first pass prepares
 * the statement shapes it meets, the second runs them prepared. CPU time (`process.cpuUsage`) is
 * less disturbed than latency when other work shares the machine (decision 29). On PostgreSQL,
 * `pgCpuMs` is its own CPU per search: the connections to the benchmark's database only.
 */
import { databaseTicks } from './cpu'
import { searchPaths } from './requests'
import { benchPostgresUrl, openSearchApp } from './search-app'

const kind = process.argv[2]
const count = Number(process.argv[3] ?? 150)
if ((kind !== 'pglite' && kind !== 'postgres') || !Number.isInteger(count) || count < 1) {
  console.error('usage: node --import tsx tools/bench/search-cpu.ts pglite|postgres [count]')
  process.exit(1)
}
const postgresName = new URL(benchPostgresUrl()).pathname.slice(1)
const { app, headers, database } = await openSearchApp(kind, 10)
const paths = searchPaths({ governorateIds: Array.from({ length: 19 }, (_, i) => i + 1), count: 60 + count })

async function pass(list: string[]) {
  const walls: number[] = []
  const cpu = process.cpuUsage()
  const pgTicks = kind === 'postgres' ? databaseTicks(postgresName) : 0
  for (const path of list) {
    const start = performance.now()
    const res = await app.request(path, { headers })
    if (res.status !== 200) throw new Error(`${res.status} for ${path}`)
    await res.arrayBuffer()
    walls.push(performance.now() - start)
  }
  const used = process.cpuUsage(cpu)
  // Ticks are 10 ms.
  const pgMs = kind === 'postgres' ? (databaseTicks(postgresName) - pgTicks) * 10 : undefined
  walls.sort((a, b) => a - b)
  return {
    cpuMs: ((used.user + used.system) / 1000 / list.length).toFixed(2),
    ...(pgMs === undefined ? {} : { pgCpuMs: (pgMs / list.length).toFixed(2) }),
    p50Ms: (walls[Math.floor(walls.length / 2)] ?? 0).toFixed(1),
  }
}

try {
  await pass(paths.slice(0, 60))
  const measured = paths.slice(60)
  const first = await pass(measured)
  const again = await pass(measured)
  console.log(JSON.stringify({ kind, count, first, again }))
} finally {
  await database.close()
}
