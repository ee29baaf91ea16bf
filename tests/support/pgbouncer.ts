import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './server-process'

/**
 * PgBouncer (the Debian package) in transaction mode on a free port, in front of the
 * PostgreSQL of `url`, with a configuration of the test's own: no system service is touched.
 */
export async function startPgBouncer(
  url: string,
): Promise<{ url(database: string): string; stop(): Promise<void> }> {
  const binary = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => existsSync(p))
  if (!binary) throw new Error('PgBouncer is not installed: apt-get install -y pgbouncer (.ci/run does)')
  const pg = new URL(url)
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'funduq-pgbouncer-'))
  // PgBouncer refuses to run as root: it then runs as nobody, who must read its configuration.
  chmodSync(dir, 0o755)
  const server = [
    `host=${pg.hostname}`,
    `port=${pg.port || 5432}`,
    `user=${decodeURIComponent(pg.username || 'postgres')}`,
    ...(pg.password ? [`password=${decodeURIComponent(pg.password)}`] : []),
  ].join(' ')
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = ${server}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      // The test's clients are not authenticated by PgBouncer; PostgreSQL sees the user above.
      'auth_type = any',
      'pool_mode = transaction',
      'default_pool_size = 6',
      'max_client_conn = 100',
    ].join('\n'),
  )
  const asRoot = process.getuid?.() === 0
  const child: ChildProcess = spawn(
    binary,
    [...(asRoot ? ['-u', 'nobody'] : []), join(dir, 'pgbouncer.ini')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let log = ''
  child.stderr?.on('data', (c: Buffer) => {
    log += c.toString()
  })
  const limit = Date.now() + 10_000
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > limit) {
      child.kill()
      throw new Error(`PgBouncer did not start:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url(database: string) {
      const u = new URL(url)
      u.hostname = '127.0.0.1'
      u.port = String(port)
      u.pathname = `/${database}`
      return u.toString()
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGINT')
        await new Promise((r) => child.once('exit', r))
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
