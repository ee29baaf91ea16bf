import { accessSync, constants, existsSync, mkdirSync, statfsSync, unlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { StartupError } from '../startup-error'

/**
 * PGlite reports a data folder it cannot write as `ErrnoError { errno: 51 }` or "PGlite failed to
 * initialize properly". These checks run before it opens (and again if it fails) so that the
 * operator reads what is wrong and where.
 */

/** Below this much free space a folder counts as full: PGlite's WAL segments alone are 16 MB. */
const MIN_FREE_BYTES = 16 * 1024 * 1024
/** A write of this size must succeed before PGlite is started on the folder. */
const PROBE_BYTES = 64 * 1024

/** Emscripten's errno numbers (PGlite's file system), as Node names them. */
const EMSCRIPTEN_ERRNO: Record<number, string> = { 2: 'EACCES', 51: 'ENOSPC', 63: 'EPERM', 69: 'EROFS' }

function fullMessage(dir: string): string {
  let free = ''
  try {
    const s = statfsSync(dir)
    free = `, ${Math.floor((s.bavail * s.bsize) / 1024)} KB free`
  } catch {
    // statfs is a courtesy here: the message stands without the figure.
  }
  return `The data folder ${dir} is full${free}: the embedded database (PGlite) cannot write its files. Free some space or set DATA_DIR to a folder on a larger disk.`
}

function readOnlyMessage(dir: string, code: string): string {
  const why = code === 'EROFS' ? 'is on a read-only file system' : 'is not writable by this user'
  return `The data folder ${dir} ${why} (${code}): the embedded database (PGlite) keeps its files there. Give the server a folder it may write, via DATA_DIR.`
}

function describe(dir: string, code: string | undefined): string | null {
  if (code === 'ENOSPC' || code === 'EDQUOT') return fullMessage(dir)
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') return readOnlyMessage(dir, code)
  return null
}

/** The nearest folder on the way to `dir` that exists (what mkdir would have to write into). */
function existingAncestor(dir: string): string {
  let d = dir
  while (!existsSync(d) && dirname(d) !== d) d = dirname(d)
  return d
}

/** Why `dir` cannot take PGlite's files, as an errno code, or null when a write works. */
function probe(dir: string): string | null {
  try {
    // Node's recursive mkdir says ENOENT for a parent on a read-only file system: ask the parent.
    if (!existsSync(dir)) accessSync(existingAncestor(dir), constants.W_OK)
    mkdirSync(dir, { recursive: true })
    const file = join(dir, '.funduq-write-check')
    try {
      writeFileSync(file, Buffer.alloc(PROBE_BYTES))
    } finally {
      try {
        unlinkSync(file)
      } catch {
        // The write failed before the file existed.
      }
    }
    return null
  } catch (err) {
    return (err as NodeJS.ErrnoException).code ?? 'EIO'
  }
}

/** Before PGlite opens `dir`: the folder exists and takes a write, or a StartupError says why not. */
export function prepareDataDir(dir: string): void {
  const code = probe(dir)
  if (code) throw new StartupError(describe(dir, code) ?? `The data folder ${dir} cannot be used (${code}).`)
}

/** PGlite failed to open `dir`: the operator's reason (full, read-only) when it is one, else `err`. */
export function explainOpenFailure(dir: string, err: unknown): unknown {
  const errno = (err as { errno?: unknown }).errno
  const fromPglite = typeof errno === 'number' ? EMSCRIPTEN_ERRNO[errno] : undefined
  const message =
    describe(dir, fromPglite) ??
    describe(dir, probe(dir) ?? undefined) ??
    (freeBytes(dir) < MIN_FREE_BYTES ? fullMessage(dir) : null)
  return message ? new StartupError(message, { cause: err }) : err
}

function freeBytes(dir: string): number {
  try {
    const s = statfsSync(dir)
    return s.bavail * s.bsize
  } catch {
    return Number.POSITIVE_INFINITY
  }
}
