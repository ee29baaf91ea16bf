import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Below this an answer fits a packet or two anyway. */
const THRESHOLD = 1024
const COMPRESSIBLE = /^\s*(?:application\/(?:json|problem\+json)|text\/)/i

/**
 * Compresses API answers with node:zlib, off the main thread, at a fast level. Hono's
 * `compress()` pipes through a web CompressionStream at zlib's default level 6: on a search page
 * (about 28 KB of JSON) that was 14–18 % of the server's CPU under bench:api. Brotli quality 4
 * and gzip level 4 take a third of that for answers a few per cent larger; the work runs in
 * libuv's thread pool, so the event loop goes on serving meanwhile.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      !res.body ||
      res.headers.has('Content-Encoding') ||
      !COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')
    )
      return
    const vary = res.headers.get('Vary')
    if (!vary?.toLowerCase().includes('accept-encoding'))
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
    if (!encoding) return
    const body = Buffer.from(await res.arrayBuffer())
    const headers = new Headers(res.headers)
    if (body.length < THRESHOLD) {
      answer(c, new Response(body, { status: res.status, headers }))
      return
    }
    const packed =
      encoding === 'br'
        ? await brotliAsync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : await gzipAsync(body, { level: 4 })
    headers.set('Content-Encoding', encoding)
    // A file served with its own Content-Length (sw.js, made after the build's compression) must
    // not keep the uncompressed length: browsers waited for bytes that never came until the
    // connection timed out (5 s on every service worker update).
    headers.set('Content-Length', String(packed.length))
    answer(c, new Response(packed, { status: res.status, headers }))
  }
}

/**
 * Replaces the answer with `res`, which already carries every header of the one it replaces.
 * Not through Hono's `res` setter alone: that makes yet another answer around the new one's body
 * as a stream (to copy the old headers over), which @hono/node-server then sends through a
 * stream reader, where an answer made of bytes is written at once. Unset first, the setter takes
 * `res` as it is.
 */
function answer(c: Context, res: Response) {
  c.res = undefined
  c.res = res
}

/** Brotli when the client takes it, else gzip; none when it refuses both (q=0) or says nothing. */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined
  const q = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((w) => w !== undefined)
    q.set(name.trim(), weight === undefined ? 1 : Number(weight))
  }
  const of = (name: string) => q.get(name) ?? q.get('*') ?? 0
  const br = of('br')
  const gz = of('gzip')
  if (br > 0 && br >= gz) return 'br'
  if (gz > 0) return 'gzip'
  return undefined
}
