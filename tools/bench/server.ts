/**
 * The real server (`node --import tsx server/main.ts`) as a child process on a free port,
 * and the seed CLI run the same way.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { join } from 'node:path'

export const ROOT = join(import.meta.dirname, '..', '..')

/** Which database the child uses: PGlite in a folder, or PostgreSQL at a URL. */
export type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }

/**
 * The parent's environment with the database settings replaced by the target's. The benches
 * measure the demo (its seeded hotels and sandbox payments), so never production mode.
 */
export function childEnv(target: Target, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra }
  delete env.DATABASE_URL
  delete env.NODE_ENV
  if (target.kind === 'pglite') env.DATA_DIR = target.dataDir
  else {
    env.DATABASE_URL = target.url
    // Generated images are cached under DATA_DIR; keep them out of the developer's ./data.
    env.DATA_DIR = join(ROOT, 'data', 'bench-postgres')
  }
  return env
}

export async function freePort(): Promise<number> {
  const probe = createServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const address = probe.address()
  probe.close()
  await once(probe, 'close')
  if (!address || typeof address === 'string') throw new Error('could not find a free port')
  return address.port
}

/** Runs the seed CLI with `args` against the target, echoing its output; throws on failure. */
export async function runSeed(target: Target, args: string[]): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/db/seed/cli.ts', ...args], {
    cwd: ROOT,
    env: childEnv(target),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `    ${line}\n`)
      .join('')
  child.stdout?.on('data', (c: Buffer) => process.stdout.write(prefix(c)))
  child.stderr?.on('data', (c: Buffer) => process.stderr.write(prefix(c)))
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`db:seed ${args.join(' ')} exited with ${code}`)
}

export interface RunningServer {
  url: string
  pid: number
  /** The last 8 KB the server printed (warnings and errors at LOG_LEVEL=warn). */
  output(): string
  stop(): Promise<void>
}

/** Children still running, stopped by `stopAll()` when the benchmark is interrupted. */
const running = new Set<ChildProcess>()

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)))
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    running.delete(child)
    return
  }
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
  running.delete(child)
}

/**
 * Starts the server on a free port with LOG_LEVEL=warn and waits until `/api/health` answers
 * (migrations and the database's start included). Throws with the server's output if it exits
 * or is not up within `timeoutMs`.
 */
export async function startServer(target: Target, timeoutMs = 180_000): Promise<RunningServer> {
  const port = await freePort()
  // BENCH_SERVER_NODE_ARGS: extra Node flags for the server only (e.g. `--cpu-prof`).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: childEnv(target, { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  const keep = (c: Buffer) => {
    output = (output + c.toString()).slice(-8_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  while (true) {
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(child)
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was up:\n${output}`,
      )
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child)
      throw new Error(`the server was not up after ${timeoutMs / 1000} s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  // Drop the start-up banner: what the server says from now on is worth showing.
  await new Promise((r) => setTimeout(r, 200))
  output = ''
  return {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    stop: () => stopChild(child),
  }
}

/**
 * Runs a bench's `main`: the servers it started are stopped on Ctrl-C or a failure, and the
 * process exits with main's code (0 when it returns none), 1 when it could not measure.
 */
export function runBench(name: string, main: () => Promise<number | undefined> | Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopAll().finally(() => process.exit(130))
    })
  }
  main().then(
    (code) => process.exit(code ?? 0),
    async (error: unknown) => {
      console.error(`\n${name} could not measure: ${error instanceof Error ? error.message : String(error)}`)
      await stopAll()
      process.exit(1)
    },
  )
}
