/**
 * `npm run db:backup -- <file>` and `npm run db:restore -- <file>`: the embedded database
 * (PGlite in DATA_DIR/pglite) to a gzipped tarball and back. PostgreSQL has pg_dump and
 * pg_restore for this (README "Backups"). Decision 36.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { request } from 'node:http'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { readEnv } from '../../env'
import { openPglite } from '../client'
import { BACKUP_PATH, backupSocketPath, serverAnswers } from './socket'

class Refusal extends Error {}

const USAGE = {
  backup: 'usage: npm run db:backup -- <file>   (e.g. funduq-$(date +%F).tar.gz)',
  restore: 'usage: npm run db:restore -- <file>   (with the server stopped)',
}

function postgresHint(command: 'backup' | 'restore'): string {
  return command === 'backup'
    ? 'DATABASE_URL is set: back PostgreSQL up with pg_dump, e.g. pg_dump --format=custom --file=funduq.dump "$DATABASE_URL" (README "Backups").'
    : 'DATABASE_URL is set: restore PostgreSQL with pg_restore, e.g. pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" funduq.dump (README "Backups").'
}

/** The running server's copy, through its backup socket; null when no server answers. */
function fromRunningServer(dataDir: string): Promise<Buffer | null> {
  return new Promise((done, fail) => {
    const req = request({ socketPath: backupSocketPath(dataDir), path: BACKUP_PATH }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('error', fail)
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        if (res.statusCode === 200) done(body)
        else fail(new Refusal(`The server answered ${res.statusCode}: ${body.toString().trim()}`))
      })
    })
    req.on('error', (err: NodeJS.ErrnoException) => {
      // No socket, or one left by a server that died: nobody runs on this folder.
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') done(null)
      else fail(err)
    })
    req.end()
  })
}

async function backup(file: string): Promise<string> {
  const env = readEnv()
  if (env.DATABASE_URL) throw new Refusal(postgresHint('backup'))
  const started = performance.now()
  let bytes = await fromRunningServer(env.DATA_DIR)
  let how = 'made by the running server'
  if (!bytes) {
    const folder = join(env.DATA_DIR, 'pglite')
    if (!existsSync(join(folder, 'PG_VERSION'))) {
      throw new Refusal(
        `No database in ${folder} and no server running on ${env.DATA_DIR}: nothing to back up.`,
      )
    }
    // Stopped: this process may open the folder itself.
    const database = await openPglite({ dir: folder })
    try {
      bytes = Buffer.from(await (await database.dump()).arrayBuffer())
    } finally {
      await database.close()
    }
    how = 'the server is not running: read from the folder'
  }
  // Written aside and renamed: an interrupted backup never looks like a whole one.
  const partial = `${file}.partial`
  writeFileSync(partial, bytes, { mode: 0o600 })
  renameSync(partial, file)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  return `Backed up ${env.DATA_DIR} to ${file} (${(bytes.length / 1e6).toFixed(1)} MB in ${seconds} s; ${how}).`
}

function isArchive(file: string): boolean {
  const head = Buffer.alloc(262)
  const fd = openSync(file, 'r')
  try {
    readSync(fd, head, 0, head.length, 0)
  } finally {
    closeSync(fd)
  }
  // gzip, or a plain tar ("ustar" at offset 257).
  return (head[0] === 0x1f && head[1] === 0x8b) || head.subarray(257, 262).toString() === 'ustar'
}

async function restore(file: string): Promise<string> {
  const env = readEnv()
  if (env.DATABASE_URL) throw new Refusal(postgresHint('restore'))
  if (!existsSync(file)) throw new Refusal(`${file} does not exist.`)
  if (!isArchive(file))
    throw new Refusal(`${file} is not a backup made by npm run db:backup (not a tarball).`)
  if (await serverAnswers(env.DATA_DIR)) {
    throw new Refusal(
      `A server is running on ${env.DATA_DIR} (it answers on ${backupSocketPath(env.DATA_DIR)}). Stop it first: a restore replaces the database under it.`,
    )
  }
  const started = performance.now()
  const folder = join(env.DATA_DIR, 'pglite')
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const staging = `${folder}.restoring`
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(env.DATA_DIR, { recursive: true })
  // Unpacked and opened beside the current database first: a damaged file leaves it untouched.
  const blob = new Blob([readFileSync(file)])
  let migrations = 0
  try {
    const pg = new PGlite({ dataDir: staging, loadDataDir: blob })
    try {
      await pg.waitReady
      const rows = await pg.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      )
      migrations = rows.rows[0]?.n ?? 0
    } finally {
      await pg.close()
    }
  } catch (err) {
    rmSync(staging, { recursive: true, force: true })
    throw new Refusal(`${file} could not be opened as a Funduq database: ${(err as Error).message}`)
  }
  let kept = ''
  if (existsSync(folder)) {
    kept = `${folder}.before-restore-${stamp}`
    renameSync(folder, kept)
  }
  renameSync(staging, folder)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  return [
    `Restored ${file} into ${folder} (${migrations} migrations; ${seconds} s). Start the server: it applies any newer migrations.`,
    kept ? `The database it replaced is kept in ${kept}: delete it once the restored one is right.` : '',
  ]
    .filter(Boolean)
    .join('\n')
}

async function main() {
  const [command, file, extra] = process.argv.slice(2)
  if ((command !== 'backup' && command !== 'restore') || !file || extra !== undefined) {
    throw new Refusal(command === 'restore' ? USAGE.restore : USAGE.backup)
  }
  const path = resolve(file)
  console.log(command === 'backup' ? await backup(path) : await restore(path))
}

main().catch((err) => {
  // A refusal or a bad setting is the operator's to fix: its message alone, exit 1.
  console.error(
    err instanceof Refusal || /^Invalid configuration/.test(String(err?.message)) ? err.message : err,
  )
  process.exit(1)
})
