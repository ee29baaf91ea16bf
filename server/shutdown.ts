import type { Server } from 'node:http'
import type { Logger } from './logger'

/** Requests in flight get this long to finish after SIGTERM; then their connections are closed. */
export const SHUTDOWN_GRACE_MS = 10_000
/** Past this, something hangs in the closing itself (the pool, a job): leave anyway. */
const SHUTDOWN_LIMIT_MS = SHUTDOWN_GRACE_MS + 10_000

interface Running {
  server: Server
  jobs: { stop(): Promise<void> }
  database: { close(): Promise<void> }
  log: Logger
}

/**
 * SIGTERM (an orchestrator, `docker stop`) or SIGINT (Ctrl-C): stop accepting connections,
 * let the requests in flight finish (SHUTDOWN_GRACE_MS at most), let a running background
 * tick finish and start no other, close the database, exit 0. A second signal exits at once.
 */
export function stopOnSignals({ server, jobs, database, log }: Running) {
  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: stopping now')
      process.exit(1)
    }
    stopping = true
    log.info({ signal }, 'stopping: no new connections, finishing requests in flight')
    setTimeout(() => {
      log.error('shutdown did not finish: exiting anyway')
      process.exit(1)
    }, SHUTDOWN_LIMIT_MS).unref()
    const drained = new Promise<void>((resolve) => server.close(() => resolve()))
    // Keep-alive connections between requests would hold close() open until they time out.
    server.closeIdleConnections()
    const idle = setInterval(() => server.closeIdleConnections(), 100)
    const force = setTimeout(() => {
      log.warn({ ms: SHUTDOWN_GRACE_MS }, 'requests still running: closing their connections')
      server.closeAllConnections()
    }, SHUTDOWN_GRACE_MS)
    await Promise.all([drained.finally(() => clearInterval(idle)), jobs.stop()])
    clearTimeout(force)
    await database.close().catch((err: unknown) => log.warn({ err }, 'database close failed'))
    log.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', (s) => void stop(s))
  process.on('SIGINT', (s) => void stop(s))
}
