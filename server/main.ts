import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { boot } from './boot'
import { readEnv } from './env'
import { startBackgroundJobs } from './jobs/background'
import { createLogger } from './logger'

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
  const { database, deps } = await boot(env, log)
  const app = createApp(deps, { distDir: env.DIST_DIR })
  const jobs = startBackgroundJobs(deps)
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    log.info({ url: env.PUBLIC_URL, ms: Math.round(performance.now() - started) }, 'Funduq is ready')
    console.log(
      [
        '',
        `  Funduq is running at http://localhost:${env.PORT}`,
        `  Database: ${database.kind === 'pglite' ? `PGlite in ${join(env.DATA_DIR, 'pglite')}` : 'PostgreSQL'}`,
        '  Demo accounts:',
        '    user   demo@funduq.test  / Demo@2024x',
        '    agent  agent@funduq.test / Agent@2024x',
        '',
      ].join('\n'),
    )
  })
  const stop = async (signal: string) => {
    log.info({ signal }, 'shutting down')
    server.close()
    await jobs.stop()
    await database.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
