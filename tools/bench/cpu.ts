import { existsSync, readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time (Linux /proc, in clock ticks of 10 ms) of the server, of every PostgreSQL process,
 * of this process (autocannon) and of the whole machine. Per request, the first two say what a
 * request costs whatever else runs on the machine; the rest says how much else did (other
 * people's work on a shared machine: a run is only comparable with another when it is small).
 */
export interface CpuSample {
  server: number
  postgres: number
  self: number
  busy: number
  at: number
}

/**
 * utime + stime of a process, plus (`withChildren`) the time of its children that ended: a
 * PostgreSQL connection closing during a run moves its time to the postmaster's cutime/cstime.
 */
function ticksOf(pid: number | string, withChildren = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    const own = Number(fields[11] ?? 0) + Number(fields[12] ?? 0)
    return withChildren ? own + Number(fields[13] ?? 0) + Number(fields[14] ?? 0) : own
  } catch {
    return 0 // the process ended
  }
}

/** Every process's id (Linux /proc). */
const processIds = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name))

export function cpuSample(serverPid: number): CpuSample | null {
  if (!existsSync('/proc/stat')) return null
  const pids = processIds()
  const comm = (pid: string) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
    } catch {
      return ''
    }
  }
  const postgres = pids
    .filter((pid) => comm(pid) === 'postgres')
    .reduce((sum, pid) => sum + ticksOf(pid, true), 0)
  const cpu = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1).map(Number)
  // user nice system (idle iowait) irq softirq steal
  const busy = [0, 1, 2, 5, 6, 7].reduce((sum, i) => sum + (cpu[i] ?? 0), 0)
  return { server: ticksOf(serverPid), postgres, self: ticksOf(process.pid), busy, at: performance.now() }
}

/** Cores used over the interval, by each party. */
export function cpuUse(a: CpuSample | null, b: CpuSample | null) {
  if (!a || !b) return null
  const seconds = (b.at - a.at) / 1000
  const cores = (ticks: number) => ticks / 100 / seconds
  const server = cores(b.server - a.server)
  const postgres = cores(b.postgres - a.postgres)
  const self = cores(b.self - a.self)
  return { server, postgres, self, others: Math.max(0, cores(b.busy - a.busy) - server - postgres - self) }
}

export type CpuUse = NonNullable<ReturnType<typeof cpuUse>>

/**
 * CPU ticks of the PostgreSQL connections to one database (a backend's command line is
 * `postgres: [<cluster>: ]<user> <database> <client> <state>`): what a benchmark's statements cost PostgreSQL
 * while other work on the machine uses other databases.
 */
export function databaseTicks(database: string): number {
  if (!existsSync('/proc/stat')) return 0
  return processIds()
    .filter((pid) => {
      try {
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        return /^postgres: (?:\S+: )?\S+ (\S+) /.exec(title)?.[1] === database
      } catch {
        return false
      }
    })
    .reduce((sum, pid) => sum + ticksOf(pid), 0)
}
