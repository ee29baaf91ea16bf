import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { compiledServer } from './compiled-server'
import { startFakeOidc } from './fake-oidc'
import { shareMediaCache } from './media-cache'

const root = join(import.meta.dirname, '..', '..')

declare module 'vitest' {
  export interface ProvidedContext {
    /** The e2e server's DATA_DIR: tests read the SMS and mail outbox there. */
    dataDir: string
    /** The fake OpenID Connect provider the server knows as Google (tests/support/fake-oidc.ts). */
    oidcIssuer: string
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
  // FUNDUQ_DIST_DIR: a build folder of this run's own, so parallel runs do not overwrite each other.
  const distDir = process.env.FUNDUQ_DIST_DIR ?? join(root, 'dist')
  if (process.env.FUNDUQ_SKIP_BUILD !== '1') {
    // vitest runs with NODE_ENV=test, which would make Vite emit a development build.
    const build = (args: string[]) =>
      execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      })
    build(['--outDir', distDir, '--emptyOutDir'])
    // The server's page renderer (decision 21), as `npm run build` makes it.
    build(['--ssr', 'src/server-render.tsx', '--outDir', join(distDir, '.ssr')])
  }
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'funduq-e2e-'))
  shareMediaCache(dataDir)
  // "Continue with Google" goes to a local fake provider: it approves at once.
  const oidc = await startFakeOidc({ clientId: 'funduq-e2e', clientSecret: 'e2e-secret' })
  // The compiled server, as `npm start` runs it (tests/support/compiled-server.ts).
  const child = spawn(process.execPath, ['--enable-source-maps', await compiledServer()], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_HOTELS: '80',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DIST_DIR: distDir,
      // Background jobs every second, and rating requests due at once, so the booking journey
      // finds its e-mails in the outbox without waiting for a real check-out day.
      JOBS_INTERVAL_SECONDS: '1',
      // Every browser context starts as a new guest: the whole suite makes more guests from one
      // address in ten minutes than the production limit (60) lets a shared carrier IP make, and
      // the console's and the sessions' journeys sign in more often than 20 times in ten minutes
      // (login.ip) and 10 in fifteen as one account (login.ip_account): API tests check those.
      RATE_LIMITS: 'guest.ip=1000/600,login.ip=1000/600,login.ip_account=1000/900',
      // Likewise every context's holds come from 127.0.0.1, and some journeys hold more than
      // three stays in one session: the API tests check the limits (decision 32), not these.
      HOLD_LIMITS: 'account=1000/10000,ip=1000/10000',
      RATING_REQUEST_DELAY_HOURS: '-9999',
      PAYMENT_PROVIDER: 'sandbox',
      OIDC_GOOGLE_ISSUER: oidc.url,
      OIDC_GOOGLE_CLIENT_ID: oidc.clientId,
      OIDC_GOOGLE_CLIENT_SECRET: oidc.clientSecret,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const baseUrl = `http://localhost:${port}`
  // A first start migrates and seeds; on a shared 2-core machine under load that took over 2 min.
  await waitForHealth(baseUrl, child, 300_000)
  project.provide('baseUrl', baseUrl)
  project.provide('dataDir', dataDir)
  project.provide('oidcIssuer', oidc.url)
  return async () => {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    await oidc.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
