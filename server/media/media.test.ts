import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaRoutes } from './routes'

let cacheDir: string
let app: ReturnType<typeof mediaRoutes>

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'funduq-media-'))
  app = mediaRoutes({ cacheDir })
})

afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true })
})

async function image(path: string, init?: RequestInit): Promise<{ res: Response; body: Buffer }> {
  const res = await app.request(path, init)
  return { res, body: Buffer.from(await res.arrayBuffer()) }
}

describe('media: happy path', () => {
  it.each([
    ['/hotel/12-3.webp', 960, 720],
    ['/hotel/12-1.webp?w=320', 320, 240],
    ['/room/7-1.webp', 640, 480],
    ['/governorate/erbil.webp', 640, 800],
    ['/governorate/baghdad.webp?w=480', 480, 600],
    ['/offer/4.webp', 640, 400],
    ['/slide/1.webp', 1600, 900],
    ['/slide/2.webp?w=1920', 1920, 1080],
  ])('%s is a %ix%i WebP', async (path, width, height) => {
    const { res, body } = await image(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    const meta = await sharp(body).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(width)
    expect(meta.height).toBe(height)
  })

  it('draws different hotels differently', async () => {
    const a = await image('/hotel/1-1.webp?w=320')
    const b = await image('/hotel/2-1.webp?w=320')
    expect(a.body.equals(b.body)).toBe(false)
  })

  it('draws the same key to the same bytes, also after a fresh render elsewhere', async () => {
    const first = await image('/hotel/5-2.webp?w=480')
    const second = await image('/hotel/5-2.webp?w=480')
    expect(second.body.equals(first.body)).toBe(true)
    const otherDir = await mkdtemp(join(tmpdir(), 'funduq-media-'))
    try {
      const fresh = await mediaRoutes({ cacheDir: otherDir }).request('/hotel/5-2.webp?w=480')
      expect(Buffer.from(await fresh.arrayBuffer()).equals(first.body)).toBe(true)
    } finally {
      await rm(otherDir, { recursive: true, force: true })
    }
  })

  it('writes the cache file and serves the next request from it', async () => {
    const first = await image('/room/9-2.webp?w=320')
    const file = join(cacheDir, 'room', '9-2-320.webp')
    expect((await readFile(file)).equals(first.body)).toBe(true)
    // Replace the cached file with another picture: the route must now serve that one.
    const marker = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#ff0000' } })
      .webp()
      .toBuffer()
    await writeFile(file, marker)
    const second = await image('/room/9-2.webp?w=320')
    expect(second.body.equals(marker)).toBe(true)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await image('/offer/2.webp?w=320')
    const etag = first.res.headers.get('etag') ?? ''
    const again = await app.request('/offer/2.webp?w=320', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
  })

  it('serves concurrent first requests for one picture the same bytes', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => image('/governorate/basra.webp?w=320')))
    for (const r of results) expect(r.body.equals(results[0]?.body ?? Buffer.alloc(0))).toBe(true)
  })
})

describe('media: errors', () => {
  it.each([
    '/avatar/1.webp',
    '/hotels/1-1.webp',
    '/hotel/1-1.png',
    '/hotel/1.webp',
    '/hotel/01-1.webp',
    '/hotel/1-03.webp',
    '/hotel/1-1-1.webp',
    '/hotel/..%2F..%2Fetc%2Fpasswd.webp',
    '/governorate/Baghdad.webp',
    '/governorate/bag_dad.webp',
    '/governorate/-erbil.webp',
    '/offer/abc.webp',
    '/slide/1.5.webp',
    '/hotel',
    '/',
  ])('%s is a JSON 404', async (path) => {
    const res = await app.request(path)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual(expect.objectContaining({ message: expect.any(String) }))
  })

  it.each(['500', 'abc', '', '0960', '960.0', '-320', '1600'])('w=%s is a JSON 400', async (w) => {
    const res = await app.request(`/hotel/1-1.webp?w=${w}`)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { message: string }
    expect(body.message).toContain('320')
  })

  it('asks the accept hook before drawing', async () => {
    const gated = mediaRoutes({ cacheDir, accept: (_kind, key) => key.startsWith('1-') })
    expect((await gated.request('/hotel/1-1.webp?w=320')).status).toBe(200)
    expect((await gated.request('/hotel/2-1.webp?w=320')).status).toBe(404)
  })
})

describe('media: HEAD', () => {
  it('answers HEAD with the headers and no body', async () => {
    const res = await app.request('/hotel/3-1.webp?w=320', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect((await res.arrayBuffer()).byteLength).toBe(0)
  })
})
