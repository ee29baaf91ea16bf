import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { chooseEncoding, compressAnswers } from './compress'

describe('compressAnswers', () => {
  // A file answered with its own length, as serveStatic does for one without a .br/.gz beside it.
  const script = `self.addEventListener('install', () => {})\n`.repeat(200)
  const app = new Hono()
  app.get('/sw.js', compressAnswers(), (c) => {
    c.header('Content-Length', String(Buffer.byteLength(script)))
    return c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' })
  })

  it.each([
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const)('sends %s with the compressed length, not the file length', async (encoding, unpack) => {
    const res = await app.request('/sw.js', { headers: { 'Accept-Encoding': encoding } })
    const body = Buffer.from(await res.arrayBuffer())
    expect(res.headers.get('Content-Encoding')).toBe(encoding)
    expect(body.length).toBeLessThan(Buffer.byteLength(script))
    expect(res.headers.get('Content-Length')).toBe(String(body.length))
    expect(unpack(body).toString()).toBe(script)
  })
})

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0', undefined],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['BR, GZIP', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})
