import { open } from 'node:fs/promises'
import { Readable } from 'node:stream'
import type { Context } from 'hono'

/**
 * One file served with byte ranges (RFC 9110 §14 and §13): what a PMTiles reader needs, for a
 * file of any size. Only the bytes asked for are read, as a stream; nothing holds the file.
 *
 * - `Range: bytes=a-b`, `a-` and `-n` (the last n bytes) → 206 with `Content-Range`. A range
 *   past the end is cut at the end; one that starts past it → 416 whose `Content-Range` gives
 *   the size (the pmtiles client reads it there when an archive is smaller than its first read).
 * - Several ranges, another unit, or a malformed header → the whole file, 200, as the RFC allows
 *   (a server may ignore Range) and as Express's `send` does: no multipart answers.
 * - `If-Range` with the current strong ETag (or exact Last-Modified) → the range; anything else
 *   → the whole file, so a client never joins pieces of two versions.
 * - `If-None-Match` matching → 304.
 *
 * The file is opened, then measured through the open handle: if an operator moves a new file
 * into place, a request gets one version's size, validators and bytes, never a mix.
 * `range-parser` (Express's) was not used: 1.x refuses a suffix longer than the file, which the
 * RFC says means the whole file, and 2.x needs Node 22.
 */
export async function serveFileRanges(
  c: Context,
  path: string,
  options: { contentType: string; cacheControl: string },
): Promise<Response> {
  const handle = await open(path, 'r')
  let streaming = false
  try {
    const stat = await handle.stat()
    const size = stat.size
    const etag = `"${size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
    const lastModified = stat.mtime.toUTCString()
    const headers: Record<string, string> = {
      'Accept-Ranges': 'bytes',
      'Cache-Control': options.cacheControl,
      ETag: etag,
      'Last-Modified': lastModified,
    }

    if (noneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers)

    const asked = c.req.header('Range')
    const ifRange = c.req.header('If-Range')
    const honoured =
      asked !== undefined && (ifRange === undefined || ifRange === etag || ifRange === lastModified)
    const range = honoured ? parseRange(asked, size) : null
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` })
    }

    const [start, end] = range ?? [0, size - 1]
    headers['Content-Type'] = options.contentType
    headers['Content-Length'] = String(size === 0 ? 0 : end - start + 1)
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`
    const status = range ? 206 : 200
    if (c.req.method === 'HEAD' || size === 0) return c.body(null, status, headers)

    // The stream closes the handle when it ends, fails, or the client goes away.
    const stream = handle.createReadStream({ start, end })
    streaming = true
    return c.body(Readable.toWeb(stream) as ReadableStream, status, headers)
  } finally {
    if (!streaming) await handle.close()
  }
}

/** Weak comparison, as If-None-Match uses: `*`, or any listed tag equal to ours without `W/`. */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * The one byte range asked for, inclusive; null when the header is to be ignored (malformed,
 * another unit, several ranges); 'unsatisfiable' when it starts at or past the end.
 */
export function parseRange(header: string, size: number): [number, number] | null | 'unsatisfiable' {
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header)
  if (!m) return null
  const [, first = '', last = ''] = m
  if (first === '' && last === '') return null
  // Digits past 2^53 lose precision: such a number is past any real file's end anyway.
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return [Math.max(0, size - suffix), size - 1]
  }
  const start = Number(first)
  if (last !== '' && Number(last) < start) return null
  if (start >= size) return 'unsatisfiable'
  return [start, last === '' ? size - 1 : Math.min(Number(last), size - 1)]
}
