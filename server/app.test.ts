import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../tests/support/test-app'
import { createApp } from './app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('platform', () => {
  it('answers health once the database is ready', async () => {
    const res = await t.app.request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('answers an unknown API path with a JSON 404 in the caller language', async () => {
    const res = await t.app.request('/api/nope', { headers: { 'Accept-Language': 'en' } })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual({ message: 'Not found' })
  })

  it('sends security headers with a self-only content security policy', async () => {
    const res = await t.app.request('/api/health')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/https?:\/\//)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('never lets a shared cache keep API answers', async () => {
    const res = await t.app.request('/api/currency')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('compresses JSON with brotli or gzip, as the client accepts, to the same answer', async () => {
    const plain = await t.app.request('/api/hotel?take=30')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toContain('Accept-Encoding')
    const text = await plain.text()
    for (const [accept, encoding, unpack] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.request('/api/hotel?take=30', { headers: { 'Accept-Encoding': accept } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBe(encoding)
      const packed = Buffer.from(await res.arrayBuffer())
      expect(Number(res.headers.get('content-length'))).toBe(packed.length)
      expect(packed.length).toBeLessThan(text.length / 4)
      expect(unpack(packed).toString()).toBe(text)
    }
  })

  it('leaves small answers and clients that refuse compression alone', async () => {
    const small = await t.app.request('/api/health', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect((await small.json()).status).toBeDefined()
    const refused = await t.app.request('/api/hotel?take=30', { headers: { 'Accept-Encoding': 'identity' } })
    expect(refused.headers.get('content-encoding')).toBeNull()
    expect((await refused.json()).data).toHaveLength(30)
  })

  it('rejects a malformed JSON body with 400, not 500', async () => {
    const res = await t.app.request('/api/auth/guest-user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    })
    expect(res.status).toBe(400)
    expect((await res.json()).message).toBeTypeOf('string')
  })

  it('rejects an oversized body with 413', async () => {
    const res = await t.app.request('/api/auth/guest-user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: 'x'.repeat(100_000) }),
    })
    expect(res.status).toBe(413)
  })

  it('shares public settings with the browser', async () => {
    const res = await t.app.request('/api/app-config')
    const { data } = await res.json()
    expect(data.contact_email).toContain('@')
    expect(data.whatsapp).toMatch(/^\d+$/)
  })
})

describe('media', () => {
  it('draws images the catalogue refers to, as cacheable WebP', async () => {
    const res = await t.app.request('/media/hotel/1-1.webp?w=320')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toContain('immutable')
  })

  it("draws nothing in production mode: the drawing is the demo's", async () => {
    const production = createApp({ ...t.deps, env: { ...t.deps.env, MODE: 'production' } })
    const res = await production.request('/media/hotel/1-1.webp?w=320')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
    // The reference data's pictures are files drawn ahead of time (decision 40), in the widths
    // the pages ask for; a width between two is answered with the smaller.
    for (const [path, width] of [
      ['/media/governorate/erbil.webp?w=480', 480],
      ['/media/governorate/erbil.webp?w=1280', 640],
      ['/media/slide/1.webp?w=1920', 1920],
      ['/media/slide/5.webp', 640],
    ] as const) {
      const picture = await production.request(path)
      expect(picture.status, path).toBe(200)
      expect(picture.headers.get('content-type')).toBe('image/webp')
      expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width, path).toBe(width)
    }
    for (const path of [
      '/media/governorate/atlantis.webp',
      '/media/slide/6.webp',
      '/media/slide/1.webp?w=123',
      '/media/governorate/..%2Fslide%2F1.webp',
    ])
      expect((await production.request(path)).status, path).toBe(404)
  })

  it('refuses made-up ids instead of drawing them', async () => {
    expect((await t.app.request('/media/hotel/999999-1.webp')).status).toBe(404)
    expect((await t.app.request('/media/governorate/atlantis.webp')).status).toBe(404)
  })
})
