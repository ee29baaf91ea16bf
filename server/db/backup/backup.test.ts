import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { book, newGuest, send } from '../../../tests/support/remote'
import { ROOT, type ServerProcess, startServer } from '../../../tests/support/server-process'

/**
 * The embedded database's backup and restore, as an operator runs them: `npm run db:backup`
 * against a running server, `npm run db:restore` refused while it runs and done once it stops,
 * the server started again on the restored folder.
 */
const work = mkdtempSync(join(tmpdir(), 'funduq-backup-'))
const dataDir = join(work, 'data')
const servers: ServerProcess[] = []

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()))
  rmSync(work, { recursive: true, force: true })
})

/** `npm run <script> -- <args>` with the server's settings; its exit code and output. */
function npmRun(script: string, ...args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: '', DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString()
    })
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString()
    })
    child.once('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

async function start() {
  const server = await startServer({ SEED_HOTELS: '5' }, { dataDir })
  servers.push(server)
  return server
}

describe('db:backup and db:restore (PGlite)', () => {
  it('book → backup while running → more changes → restore after stopping → the first booking is back, the later one is not', async () => {
    // The test run's seeded database, restored into the empty folder (the PostgreSQL pass has
    // none: the server then seeds a small one itself).
    const seeded = inject('pgliteDump')
    if (seeded) {
      const first = await npmRun('db:restore', seeded)
      expect(first.stderr).toBe('')
      expect(first.code).toBe(0)
      expect(first.stdout).not.toContain('kept in')
    }
    const server = await start()
    const guest = await newGuest(server.url)
    const before = await book(server.url, guest.token, { hotelId: 1, roomId: 1, fromDay: 3, nights: 2 })
    expect(before.status).toBe(201)

    // A second server on the same folder would corrupt it: refused before it opens the database.
    const twin = await startServer({}, { dataDir, wait: 'exit' })
    expect(await twin.exited).toMatchObject({ code: 1 })
    expect(twin.output()).toContain(`Another Funduq server is running on ${dataDir}`)

    const file = join(work, 'funduq.tar.gz')
    const backup = await npmRun('db:backup', file)
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toContain('made by the running server')
    expect(server.logs('backup made')).toHaveLength(1)

    const after = await book(server.url, guest.token, { hotelId: 1, roomId: 1, fromDay: 6, nights: 1 })
    expect(after.status).toBe(201)

    const refused = await npmRun('db:restore', file)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(`A server is running on ${dataDir}`)

    expect(await server.stop()).toMatchObject({ code: 0 })
    // Stopped, the backup command reads the folder itself.
    const offline = join(work, 'offline.tar.gz')
    const cold = await npmRun('db:backup', offline)
    expect(cold.code).toBe(0)
    expect(cold.stdout).toContain('the server is not running')
    expect(readFileSync(offline).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))

    const restored = await npmRun('db:restore', file)
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    expect(restored.stdout).toContain('kept in')
    const kept = readdirSync(dataDir).filter((name) => name.startsWith('pglite.before-restore-'))
    expect(kept).toHaveLength(1)
    expect(existsSync(join(dataDir, 'pglite.restoring'))).toBe(false)

    const again = await start()
    const first = await send(again.url, 'GET', `/api/reservations/${before.body.data.id}`, {
      token: guest.token,
    })
    expect(first.status).toBe(200)
    expect(first.body.data.id).toBe(before.body.data.id)
    const later = await send(again.url, 'GET', `/api/reservations/${after.body.data.id}`, {
      token: guest.token,
    })
    expect(later.status).toBe(404)
  }, 600_000)

  it('refuses a file that is not a backup, and leaves the database alone', async () => {
    const junk = join(work, 'not-a-backup.tar.gz')
    writeFileSync(junk, 'hello')
    const before = existsSync(join(dataDir, 'pglite')) ? statSync(join(dataDir, 'pglite')).mtimeMs : null
    const result = await npmRun('db:restore', junk)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('is not a backup made by npm run db:backup')
    expect(existsSync(join(dataDir, 'pglite')) ? statSync(join(dataDir, 'pglite')).mtimeMs : null).toBe(
      before,
    )
  }, 60_000)
})
