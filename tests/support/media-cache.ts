import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..')

/**
 * What the demo pictures are made from: the drawing code, the widths, and sharp (with the libvips
 * it bundles). The same inputs draw the same pixels for a URL (server/media/routes.ts).
 */
function drawingStamp(): string {
  const hash = createHash('sha256')
  const media = join(ROOT, 'server', 'media')
  const files = readdirSync(media)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => join(media, f))
  for (const file of [
    ...files,
    join(ROOT, 'contract', 'media.ts'),
    join(ROOT, 'node_modules', 'sharp', 'package.json'),
  ]) {
    hash.update(file.slice(ROOT.length)).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * Gives a fresh e2e data folder a picture cache shared by every browser-test run on this machine
 * with the same drawing code: the server draws a picture at its first request (0.1–0.8 s of CPU
 * each; two e2e files drew 70), and without this each run drew them all again. The server writes
 * each file under a temporary name and renames it into place, so runs at the same time share the
 * folder safely; a change to the drawing code or to sharp starts a new folder.
 */
export function shareMediaCache(dataDir: string): string {
  const shared = join(tmpdir(), `funduq-e2e-media-${drawingStamp()}`)
  mkdirSync(shared, { recursive: true })
  mkdirSync(join(dataDir, 'media-cache'), { recursive: true })
  // server/app.ts keeps the pictures in DATA_DIR/media-cache/v1.
  symlinkSync(shared, join(dataDir, 'media-cache', 'v1'))
  return shared
}
