import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { withDatabase } from './api-global-setup'
import { compiledServer } from './compiled-server'

export const ROOT = join(import.meta.dirname, '..', '..')

/** How the real server is started, as `npm run serve` does: compiled, with plain node. */
export async function serverCommand(): Promise<string[]> {
  return [process.execPath, '--enable-source-maps', await compiledServer()]
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

export interface ServerProcess {
  url: string
  child: ChildProcess
  dataDir: string
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string
  /** Its JSON log lines with this `msg`. */
  logs(msg: string): Record<string, unknown>[]
  /** Resolves with the exit code and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** SIGTERM, then wait for the exit; removes the data folder. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/**
 * Spawns the server with `env` (over a quiet test configuration) and waits for `/api/ready`.
 * `wrap` runs it under another command (e.g. `unshare`), `uid` as another user; `command`
 * replaces `serverCommand()`.
 */
export async function startServer(
  env: Record<string, string>,
  opts: { wait?: 'ready' | 'exit'; wrap?: string[]; uid?: number; dataDir?: string; command?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort()
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'funduq-server-'))
  const command = [...(opts.wrap ?? []), ...(opts.command ?? (await serverCommand()))]
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      JOBS_INTERVAL_SECONDS: '0',
      // Every test client books from 127.0.0.1, many times per token: the hold limits (decision
      // 32) are tested on their own, so they do not cap these tests' bursts.
      HOLD_LIMITS: 'account=1000/10000,ip=1000/10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(opts.uid === undefined ? {} : { uid: opts.uid, gid: opts.uid }),
  })
  let text = ''
  child.stdout?.on('data', (c: Buffer) => {
    text += c.toString()
  })
  child.stderr?.on('data', (c: Buffer) => {
    text += c.toString()
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const url = `http://127.0.0.1:${port}`
  const server: ServerProcess = {
    url,
    child,
    dataDir,
    output: () => text,
    logs: (msg) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === msg),
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      const result = await exited
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true })
      return result
    },
  }
  if (opts.wait === 'exit') {
    await exited
    return server
  }
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${text}`)
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return server
    if (Date.now() > deadline) {
      await server.stop()
      throw new Error(`server not ready after 120 s:\n${text}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** A PostgreSQL database of the test's own: a copy of the seeded template, or empty. */
export async function createDatabase(template: string, opts: { empty?: boolean } = {}) {
  const name = `funduq_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: template })
  await admin.connect()
  const source = opts.empty ? 'template0' : new URL(template).pathname.slice(1)
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`)
  await admin.end()
  const url = withDatabase(template, name)
  return {
    name,
    url,
    /** A plain client on it, for the test's own checks. */
    async query<Row = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<Row[]> {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        return (await client.query(text, values)).rows as Row[]
      } finally {
        await client.end()
      }
    },
    /** Ends every session of the servers on it (as an administrator's pg_terminate_backend). */
    async terminateBackends(): Promise<number> {
      const rows = await this.query<{ n: number }>(
        'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      )
      return rows[0]?.n ?? 0
    },
    async drop() {
      const cleanup = new pg.Client({ connectionString: template })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

export type TestDatabase = Awaited<ReturnType<typeof createDatabase>>
