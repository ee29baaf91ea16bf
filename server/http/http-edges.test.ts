import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/support/test-app'
import { createApp } from '../app'

/** A built site in miniature: the shell, the service worker and one hashed asset. */
function miniDist() {
  const dir = mkdtempSync(join(tmpdir(), 'funduq-edges-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"></div></body></html>',
  )
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {})')
  writeFileSync(join(dir, 'assets', 'app-1a2b3c4d.js'), 'console.log(1)')
  return dir
}

let t: TestApp
let app: ReturnType<typeof createApp>
let server: ServerType
let port = 0

beforeAll(async () => {
  t = await createTestApp()
  app = createApp(t.deps, { distDir: miniDist() })
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await t?.close()
})

/** Write raw bytes on one connection; resolve with everything the server sent until it closed. */
function rawExchange(bytes: Buffer | string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const got: Buffer[] = []
    socket.on('data', (chunk) => got.push(chunk))
    socket.on('end', () => resolve(Buffer.concat(got).toString('latin1')))
    socket.on('error', reject)
    socket.write(bytes)
  })
}

describe('pages answer other methods with 405 and Allow, at once', () => {
  it('refuses OPTIONS, POST, PUT, DELETE and PATCH on pages and files', async () => {
    for (const path of ['/', '/sw.js', '/hotels', '/assets/app-1a2b3c4d.js', '/no-such-page'])
      for (const method of ['OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']) {
        const res = await app.request(path, { method, headers: { 'Accept-Language': 'en' } })
        expect(res.status, `${method} ${path}`).toBe(405)
        expect(res.headers.get('Allow')).toBe('GET, HEAD')
        expect(await res.json()).toEqual({ message: 'This request is not allowed here' })
      }
    // Reading still works.
    expect((await app.request('/')).status).toBe(200)
    expect((await app.request('/sw.js')).status).toBe(200)
  })

  it('sends a whole answer over a real connection, which stays usable', async () => {
    const answer = await rawExchange(
      'OPTIONS / HTTP/1.1\r\nHost: x\r\n\r\nGET /sw.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    )
    const [first = '', second = ''] = answer.split(/(?=HTTP\/1\.1 )/)
    expect(first).toMatch(/^HTTP\/1\.1 405 /)
    expect(first).toMatch(/\r\nallow: GET, HEAD\r\n/i)
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(first)?.[1])
    expect(first.split('\r\n\r\n')[1]).toHaveLength(length)
    expect(second).toMatch(/^HTTP\/1\.1 200 /)
    expect(second).toContain('self.addEventListener')
  })
})

describe('a body over the limit', () => {
  it('answers 413 with Connection: close, and the server closes the connection', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(70_000) })
    const answer = await rawExchange(
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept-Language: en\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}` +
        'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toMatch(/\r\nconnection: close\r\n/i)
    expect(answer).toContain('"message":"This text is too long"')
    // One answer, then the end of the connection (resolved on 'end'): nothing half sent.
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1)
    // A new connection works at once.
    const next = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(next.status).toBe(200)
  })
})

describe('API answers over a real connection', () => {
  /**
   * @hono/node-server sends an answer made of bytes at once and a stream's through a reader; the
   * middleware (compression, no-store, Vary, security headers) must leave every header on the
   * answer it puts in place, whichever way it goes out.
   */
  it('carry their length, no-store, Vary and the security headers, compressed or not', async () => {
    const base = `http://127.0.0.1:${port}/api`
    const plain = await fetch(`${base}/hotel?take=30`, { headers: { 'Accept-Encoding': 'identity' } })
    const text = await plain.text()
    for (const [res, length] of [
      [plain, Buffer.byteLength(text)],
      [await fetch(`${base}/health`), undefined],
    ] as const) {
      expect(res.status).toBe(200)
      if (length !== undefined) expect(Number(res.headers.get('content-length'))).toBe(length)
      expect(res.headers.get('transfer-encoding')).toBeNull()
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('vary')).toBe('Authorization, Accept-Language, Accept-Encoding')
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    }
    // fetch takes the brotli answer apart: the same JSON.
    const packed = await fetch(`${base}/hotel?take=30`, { headers: { 'Accept-Encoding': 'br' } })
    expect(packed.headers.get('content-encoding')).toBe('br')
    expect(packed.headers.get('transfer-encoding')).toBeNull()
    expect(Number(packed.headers.get('content-length'))).toBeLessThan(text.length / 4)
    expect(packed.headers.get('cache-control')).toBe('no-store')
    expect(packed.headers.get('vary')).toBe('Authorization, Accept-Language, Accept-Encoding')
    expect(await packed.text()).toBe(text)
  })
})
