/**
 * The search mix: a deterministic list of `/api/hotel` paths shaped like what the site sends
 * (destination, dates, rooms and guests, sometimes a filter or another sort), and a check that
 * they answer 200 before the load run.
 */

/** Exchange rate used to turn the USD price ranges into IQD (units per dollar; seed value). */
const IQD_PER_USD = 1310

/** Mulberry32: a small, fast PRNG; the same seed gives the same mix on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Today's date in Baghdad (the server rejects check-ins before it), YYYY-MM-DD. */
export function todayInBaghdad(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad' }).format(now)
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Latest night a search of the mix can touch, relative to today: the data set must reach it. */
export const FURTHEST_NIGHT = 60 + 7

export interface MixOptions {
  governorateIds: readonly number[]
  count?: number
  seed?: number
  today?: string
}

/** `count` request paths (query strings built by hand, in the order a client would send them). */
export function searchPaths(opts: MixOptions): string[] {
  const rand = prng(opts.seed ?? 20_250_301)
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T
  const chance = (p: number) => rand() < p
  const today = opts.today ?? todayInBaghdad()
  if (opts.governorateIds.length === 0) throw new Error('no governorates to search')

  const paths: string[] = []
  for (let i = 0; i < (opts.count ?? 400); i++) {
    const params: [string, string][] = []
    // One search in seven covers all of Iraq (the home page's "anywhere").
    if (!chance(1 / 7)) params.push(['filter[governorate_id]', String(pick(opts.governorateIds))])
    const checkin = addDays(today, int(1, 60))
    const nights = int(1, 7)
    const adults = int(1, 4)
    const rooms = int(1, Math.min(3, adults))
    const children = pick([0, 0, 0, 1, 2])
    params.push(
      ['checkin', checkin],
      ['checkout', addDays(checkin, nights)],
      ['room_number', String(rooms)],
      ['adult_number', String(adults)],
      ['children_number', String(children)],
    )
    if (children > 0) {
      params.push(['children_ages', Array.from({ length: children }, () => int(1, 17)).join(',')])
    }
    const currency = chance(0.3) ? 'IQD' : 'USD'
    params.push(['currency', currency], ['take', '9'], ['page', chance(0.2) ? '2' : '1'])
    params.push(['include', 'city,governorate'])

    // About 30 % narrow the list further.
    if (chance(0.3)) {
      const filter = pick(['stars', 'pool', 'price', 'breakfast', 'stars+pool'] as const)
      if (filter === 'stars' || filter === 'stars+pool') params.push(['filter[stars]', '3'])
      if (filter === 'pool' || filter === 'stars+pool') params.push(['filter[has_pool]', '1'])
      if (filter === 'breakfast') params.push(['filter[has_brakfast]', '1'])
      if (filter === 'price') {
        const [low, high] = pick([
          [0, 100],
          [50, 150],
          [100, 300],
          [150, 0],
        ] as const)
        const scale = currency === 'IQD' ? IQD_PER_USD : 1
        params.push(['start_price', String(low * scale)])
        if (high) params.push(['end_price', String(high * scale)])
      }
    }
    const sort = pick([null, null, null, null, 'price', 'price', '-price', '-rate', 'popularity', '-stars'])
    if (sort) params.push(['sort', sort])

    paths.push(`/api/hotel?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`)
  }
  return paths
}

/** A cycling cursor over the paths, shared by all connections: each request takes the next one. */
export function cycle(paths: readonly string[]): () => string {
  let i = 0
  return () => paths[i++ % paths.length] as string
}

export interface SampleReport {
  checked: number
  /** Answers with at least one hotel. */
  withHotels: number
  /** Mean number of matching hotels (`total`) over the sample. */
  meanTotal: number
  /** Slowest single answer, ms (one request at a time, cold). */
  slowestMs: number
}

/**
 * Sends `sample` of the paths one at a time and throws on the first answer that is not 200:
 * a benchmark of 422s measures nothing.
 */
export async function verifySample(
  baseUrl: string,
  paths: readonly string[],
  headers: Record<string, string>,
  sample = 40,
): Promise<SampleReport> {
  const step = Math.max(1, Math.floor(paths.length / sample))
  let checked = 0
  let withHotels = 0
  let totals = 0
  let slowestMs = 0
  for (let i = 0; i < paths.length && checked < sample; i += step) {
    const path = paths[i] as string
    const started = performance.now()
    const res = await fetch(baseUrl + path, { headers })
    const text = await res.text()
    slowestMs = Math.max(slowestMs, performance.now() - started)
    if (res.status !== 200) {
      throw new Error(`GET ${path} answered ${res.status}: ${text.slice(0, 500)}`)
    }
    const body = JSON.parse(text) as { data?: unknown[]; total?: number }
    if (!Array.isArray(body.data)) throw new Error(`GET ${path}: no data array in ${text.slice(0, 200)}`)
    if (body.data.length > 0) withHotels++
    totals += body.total ?? 0
    checked++
  }
  return { checked, withHotels, meanTotal: checked ? totals / checked : 0, slowestMs }
}
