import { chmodSync, existsSync, mkdirSync, unlinkSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import { join } from 'node:path'
import type { Logger } from '../../logger'
import { StartupError } from '../../startup-error'

/**
 * Online backups of the embedded database (decision 36). PGlite is PostgreSQL in this process
 * with one connection: no other process may open DATA_DIR/pglite while the server runs, so the
 * server itself makes the copy. It answers on a Unix socket in DATA_DIR, not on its TCP port:
 * only someone who may enter the data folder (and could copy it anyway) can ask, no token or
 * route is exposed to the network, and a socket that answers also tells `db:restore` that a
 * server is running on that folder.
 */
export const BACKUP_SOCKET = 'backup.sock'
export const BACKUP_PATH = '/backup'

export function backupSocketPath(dataDir: string): string {
  return join(dataDir, BACKUP_SOCKET)
}

/** True when a process answers on DATA_DIR's backup socket (a server runs on that folder). */
export function serverAnswers(dataDir: string): Promise<boolean> {
  const socketPath = backupSocketPath(dataDir)
  if (!existsSync(socketPath)) return Promise.resolve(false)
  return new Promise((resolve) => {
    const req = request({ socketPath, path: '/', method: 'HEAD', timeout: 2_000 }, (res) => {
      res.resume()
      resolve(true)
    })
    // Refused (a socket file left by a server that died) or no answer: nobody serves it.
    req.on('error', () => resolve(false))
    req.on('timeout', () => {
      req.destroy()
      resolve(false)
    })
    req.end()
  })
}

export interface BackupSocket {
  /** From now on backups are made from this database (until then they answer 503). */
  serve(dump: () => Promise<Blob>): void
  close(): Promise<void>
}

/**
 * Claims DATA_DIR for this server before the embedded database opens: refuses to start when
 * another server answers on it (two PGlite processes on one folder corrupt it), removes a socket
 * a dead server left, and listens. A folder where the socket cannot be made (read-only, a path
 * too long for a socket) only costs online backups: the database's own checks explain the rest.
 */
export async function openBackupSocket(dataDir: string, log: Logger): Promise<BackupSocket | null> {
  const socketPath = backupSocketPath(dataDir)
  if (await serverAnswers(dataDir)) {
    throw new StartupError(
      `Another Funduq server is running on ${dataDir} (it answers on ${socketPath}): the embedded database has one process. Stop it, or give this server another DATA_DIR.`,
    )
  }
  let dump: (() => Promise<Blob>) | null = null
  let running: Promise<unknown> = Promise.resolve()
  const server: Server = createServer((req, res) => {
    if (req.url !== BACKUP_PATH || req.method !== 'GET') {
      res.writeHead(404).end()
      return
    }
    if (!dump) {
      res.writeHead(503, { 'Content-Type': 'text/plain' }).end('the database is not open yet\n')
      return
    }
    const make = dump
    // One at a time: each holds the whole database still while it is copied.
    const work = running.then(async () => {
      const started = performance.now()
      const blob = await make()
      const bytes = Buffer.from(await blob.arrayBuffer())
      log.info({ bytes: bytes.length, ms: Math.round(performance.now() - started) }, 'backup made')
      return bytes
    })
    running = work.catch(() => {})
    work.then(
      (bytes) => {
        res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': bytes.length })
        res.end(bytes)
      },
      (err: unknown) => {
        log.error({ err }, 'backup failed')
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`backup failed: ${(err as Error).message}\n`)
      },
    )
  })
  try {
    mkdirSync(dataDir, { recursive: true })
    if (existsSync(socketPath)) unlinkSync(socketPath)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(socketPath, () => resolve())
    })
    // The database's owner only: the copy holds every account and booking.
    chmodSync(socketPath, 0o600)
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code ?? String(err)
    // A folder that cannot be written at all (EACCES, EROFS, ENOSPC) stops the start a moment
    // later with the one line that says so (prepareDataDir); a warning here would be a second.
    const folderUnusable = ['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT'].includes(reason)
    const details = { socket: socketPath, reason }
    const message = 'online backups unavailable: cannot listen on the backup socket'
    if (folderUnusable) log.debug(details, message)
    else log.warn(details, message)
    server.close()
    return null
  }
  return {
    serve(next) {
      dump = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
      }),
  }
}
