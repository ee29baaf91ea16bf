import { appendFileSync, chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { messages } from '../../contract/messages'
import { send } from '../../tests/support/remote'
import { startServer } from '../../tests/support/server-process'
import { translate } from '../i18n'
import { prepareDataDir } from './data-dir'

/**
 * The embedded database's folder cannot be written at start: the server stops with one line
 * that says why and names the folder, instead of PGlite's `ErrnoError { errno: 51 }` or "PGlite
 * failed to initialize properly". The real server is started on a real such folder:
 *
 * - not writable: a folder with mode 0555, the server running as an ordinary user (`nobody`
 *   when the tests run as root, who may write anywhere);
 * - read-only and full file systems: a tmpfs mounted read-only, or of 1 MB or 32 KB, in a
 *   mount namespace of the server's own (`unshare`), so nothing is mounted on the machine.
 */

const isRoot = process.getuid?.() === 0
/** Mounts a tmpfs with `options` on the folder given as $0, then runs the server inside. */
const inTmpfs = (options: string) => [
  'unshare',
  isRoot ? '-m' : '-rm',
  'sh',
  '-c',
  `mount -t tmpfs -o ${options} tmpfs "$0" && exec "$@"`,
]

const folders: string[] = []
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'funduq-datadir-'))
  folders.push(dir)
  return dir
}

afterAll(() => {
  for (const dir of folders) {
    chmodSync(dir, 0o755)
    rmSync(dir, { recursive: true, force: true })
  }
})

/** Starts the server on DATA_DIR `dir` (under `wrap`), waits for it to stop; its exit and stderr. */
async function start(dir: string, opts: { wrap?: string[]; uid?: number } = {}) {
  const wrap = opts.wrap ? [...opts.wrap, dir] : undefined
  const server = await startServer(
    { DATA_DIR: dir, LOG_LEVEL: 'warn' },
    { ...opts, wrap, wait: 'exit', dataDir: dir },
  )
  const lines = server
    .output()
    .split('\n')
    .filter((l) => l.trim() !== '')
  return { code: (await server.exited).code, lines }
}

describe('DATA_DIR that PGlite cannot use', () => {
  it('says which folder is not writable, read-only or full, in one line', { timeout: 120_000 }, async () => {
    const locked = folder()
    chmodSync(locked, 0o555)
    const [notWritable, readOnly, full, fullAtOnce] = await Promise.all([
      start(locked, isRoot ? { uid: 65534 } : {}),
      start(folder(), { wrap: inTmpfs('ro,size=1m') }),
      // Room for the write check, not for PGlite's files: PGlite itself fails (errno 51).
      start(folder(), { wrap: inTmpfs('size=1m') }),
      // Not even the write check fits.
      start(folder(), { wrap: inTmpfs('size=32k') }),
    ])
    expect(notWritable.lines).toEqual([
      expect.stringMatching(
        new RegExp(`^The data folder ${locked}/pglite is not writable by this user \\(EACCES\\): .*DATA_DIR`),
      ),
    ])
    expect(readOnly.lines).toEqual([
      expect.stringMatching(
        /^The data folder \S+\/pglite is on a read-only file system \(EROFS\): .*DATA_DIR/,
      ),
    ])
    for (const outcome of [full, fullAtOnce]) {
      expect(outcome.lines).toEqual([
        expect.stringMatching(/^The data folder \S+\/pglite is full, \d+ KB free: .*DATA_DIR/),
      ])
    }
    for (const outcome of [notWritable, readOnly, full, fullAtOnce]) expect(outcome.code).toBe(1)
  })
})

describe('PGlite whose disk fills up while the server runs', () => {
  it('answers the translated 503 for writes, keeps reading, and writes again once there is room', {
    timeout: 180_000,
  }, async () => {
    const dir = folder()
    const server = await startServer(
      { DATA_DIR: dir, LOG_LEVEL: 'warn', SEED_HOTELS: '5', RATE_LIMITS: 'off' },
      { wrap: [...inTmpfs('size=80m'), dir], dataDir: dir },
    )
    try {
      // The server's own view of its folder (its mount namespace), reached through /proc.
      const filler = join(`/proc/${server.child.pid}/root`, dir, 'filler')
      const chunk = Buffer.alloc(1024 * 1024)
      try {
        for (;;) appendFileSync(filler, chunk)
      } catch (err) {
        expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC')
      }
      const refused = await send(server.url, 'POST', '/api/auth/guest-user', {
        body: {},
        headers: { 'Accept-Language': 'kr' },
      })
      expect(refused).toMatchObject({
        status: 503,
        body: { message: translate(messages.serviceUnavailable.id, 'kr') },
      })
      expect((await send(server.url, 'GET', '/api/currency')).status).toBe(200)
      rmSync(filler)
      expect((await send(server.url, 'POST', '/api/auth/guest-user', { body: {} })).status).toBe(201)
      expect(server.child.exitCode).toBeNull()
    } finally {
      await server.stop()
    }
  })
})

describe('the write check itself', () => {
  it('leaves nothing behind in a folder that works', async () => {
    const dir = join(folder(), 'pglite')
    prepareDataDir(dir)
    expect(readdirSync(dir)).toEqual([])
  })
})
