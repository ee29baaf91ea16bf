/**
 * One benchmark session against a running server: a guest token, the search mix checked,
 * a warm-up, then autocannon on the search mix and on `/api/health`.
 */
import autocannon, { type Result } from 'autocannon'
import { type CpuUse, cpuSample, cpuUse } from './cpu'
import { cycle, searchPaths, verifySample } from './requests'

export interface Durations {
  warmup: number
  search: number
  health: number
  connections: number
}

export interface Measurement {
  endpoint: '/api/hotel' | '/api/health'
  rps: number
  p50: number
  p99: number
  requests: number
  non2xx: number
  /** Socket errors and timeouts. */
  errors: number
  statusCodes: Record<string, number>
  /** Cores used during the run by the server, PostgreSQL, autocannon and everything else. */
  cpu: CpuUse | null
}

async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text()
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 500)}`)
  return JSON.parse(text) as T
}

function summarize(endpoint: Measurement['endpoint'], r: Result, cpu: CpuUse | null): Measurement {
  return {
    cpu,
    endpoint,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.latency.totalCount,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
  }
}

function load(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string>,
  next?: () => string,
) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    requests: next
      ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }]
      : [{ method: 'GET', path: '/api/health' }],
  })
}

/** autocannon, with the CPU each party used meanwhile. */
async function measured(serverPid: number, run: () => PromiseLike<Result>) {
  const before = cpuSample(serverPid)
  const result = await run()
  return { result, cpu: cpuUse(before, cpuSample(serverPid)) }
}

export async function session(baseUrl: string, d: Durations, serverPid: number): Promise<Measurement[]> {
  const guest = await json<{ data: { token: string } }>(
    await fetch(`${baseUrl}/api/auth/guest-user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    }),
    'POST /api/auth/guest-user',
  )
  const headers = {
    Authorization: `Bearer ${guest.data.token}`,
    'Accept-Language': 'ar',
    'Accept-Encoding': 'gzip',
  }
  const governorates = await json<{ data: { id: number }[] }>(
    await fetch(`${baseUrl}/api/governorates?take=30`, { headers }),
    'GET /api/governorates',
  )
  const paths = searchPaths({ governorateIds: governorates.data.map((g) => g.id) })
  console.log(`  search mix: ${paths.length} paths over ${governorates.data.length} governorates, e.g.`)
  console.log(`    ${paths[0]}`)

  const sample = await verifySample(baseUrl, paths, headers)
  console.log(
    `  checked ${sample.checked} of them one at a time: all 200, ${sample.withHotels} with hotels, ` +
      `${sample.meanTotal.toFixed(0)} matching hotels on average, slowest ${sample.slowestMs.toFixed(0)} ms`,
  )
  if (sample.withHotels === 0)
    console.log('  WARNING: no search found a hotel; the figures measure empty answers')

  console.log(`  warm-up: ${d.warmup} s of searches…`)
  await load(baseUrl, d.warmup, d.connections, headers, cycle(paths))
  console.log(`  /api/hotel: ${d.connections} connections for ${d.search} s…`)
  const s = await measured(serverPid, () => load(baseUrl, d.search, d.connections, headers, cycle(paths)))
  const search = summarize('/api/hotel', s.result, s.cpu)
  console.log(`  /api/health: ${d.connections} connections for ${d.health} s…`)
  const h = await measured(serverPid, () => load(baseUrl, d.health, d.connections, headers))
  const health = summarize('/api/health', h.result, h.cpu)
  return [search, health]
}
