import type { Server } from 'node:http'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { boot } from './boot'
import { openBackupSocket } from './db/backup/socket'
import { readEnv } from './env'
import { startBackgroundJobs } from './jobs/background'
import { createLogger } from './logger'
import { stopOnSignals } from './shutdown'
import { StartupError } from './startup-error'

/** `npm start`: the PWA and the API on one port. */
async function main() {
  let env: ReturnType<typeof readEnv>
  try {
    env = readEnv()
  } catch (err) {
    console.error((err as Error).message)
    process.exit(1)
  }
  const log = createLogger(env.LOG_LEVEL)
  const started = performance.now()
  // The embedded database: claim its folder first (one server per DATA_DIR) for online backups.
  const backups = env.DATABASE_URL ? null : await openBackupSocket(env.DATA_DIR, log)
  const { database, deps } = await boot(env, log)
  backups?.serve(() => database.dump())
  const app = createApp(deps, { distDir: env.DIST_DIR })
  const jobs = startBackgroundJobs(deps)
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    log.info({ url: env.PUBLIC_URL, ms: Math.round(performance.now() - started) }, 'Funduq is ready')
    console.log(
      [
        '',
        `  Funduq is running at http://localhost:${env.PORT}`,
        `  Database: ${database.kind === 'pglite' ? `PGlite in ${join(env.DATA_DIR, 'pglite')}` : 'PostgreSQL'}`,
        // Never a password here, in either mode: README lists the demo accounts.
        env.MODE === 'production'
          ? '  Mode: production'
          : '  Mode: DEMO (demo data, test payments, mail and SMS to DATA_DIR/outbox); demo accounts: README.md',
        '',
      ].join('\n'),
    )
  })
  const closing = {
    close: async () => {
      await backups?.close()
      await database.close()
    },
  }
  stopOnSignals({ server: server as Server, jobs, database: closing, log })
}

main().catch((err) => {
  // An operator's problem (a data folder it cannot write, a database it cannot reach): one line.
  console.error(err instanceof StartupError ? err.message : err)
  process.exit(1)
})
