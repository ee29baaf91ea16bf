import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

const root = join(import.meta.dirname, '..', '..')

declare module 'vitest' {
  export interface ProvidedContext {
    /** The e2e server's DATA_DIR: tests read the SMS and mail outbox there. */
    dataDir: string
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`)
}

/**
 * Browser tests run against the built PWA served by the real server on a fresh embedded
 * database, as `npm start` would. FUNDUQ_SKIP_BUILD=1 reuses an existing `dist/` (CI builds once).
 */
export default async function setup(project: TestProject) {
  if (process.env.FUNDUQ_SKIP_BUILD !== '1') {
    // vitest runs with NODE_ENV=test, which would make Vite emit a development build.
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    })
  }
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'funduq-e2e-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_HOTELS: '80',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const baseUrl = `http://localhost:${port}`
  await waitForHealth(baseUrl, child, 120_000)
  project.provide('baseUrl', baseUrl)
  project.provide('dataDir', dataDir)
  return async () => {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
