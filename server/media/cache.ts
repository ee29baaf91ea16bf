/**
 * Rendered images on disk, one file per kind, key and width. Files are written under a unique
 * temporary name and renamed into place, which is atomic on one file system: a reader sees the
 * whole file or none. Concurrent requests for the same picture in this process share one render.
 */

import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kind } from './kinds'
import { renderWebp } from './render'

export interface CachedImage {
  body: Buffer
  fromCache: boolean
}

const inFlight = new Map<string, Promise<CachedImage | null>>()

/** `key` must already be validated against its kind: it becomes part of a file name. */
export function cacheFile(cacheDir: string, kind: Kind, key: string, width: number): string {
  return join(cacheDir, kind, `${key}-${width}.webp`)
}

export async function getImage(
  cacheDir: string,
  kind: Kind,
  key: string,
  width: number,
): Promise<CachedImage | null> {
  const file = cacheFile(cacheDir, kind, key, width)
  const cached = await readIfPresent(file)
  if (cached) return { body: cached, fromCache: true }
  const pending = inFlight.get(file)
  if (pending) return pending
  const job = renderAndStore(file, kind, key, width).finally(() => inFlight.delete(file))
  inFlight.set(file, job)
  return job
}

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

async function renderAndStore(
  file: string,
  kind: Kind,
  key: string,
  width: number,
): Promise<CachedImage | null> {
  const body = await renderWebp(kind, key, width)
  if (!body) return null
  const temp = `${file}.${randomUUID()}.tmp`
  try {
    await mkdir(join(file, '..'), { recursive: true })
    await writeFile(temp, body)
    await rename(temp, file)
  } catch {
    // A cache that cannot be written (full or read-only disk) must not cost the user the image:
    // serve what we drew and try again next time.
    await rm(temp, { force: true })
  }
  return { body, fromCache: false }
}
