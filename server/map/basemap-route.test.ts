import { closeSync, mkdtempSync, openSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import { Compression, PMTiles, TileType } from 'pmtiles'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../tests/support/test-app'
import { testEnv } from '../../tests/support/test-env'
import { writePmtiles } from '../../tools/basemap/pmtiles-writer'
import { type App, createApp } from '../app'
import { createTokenService } from '../auth/tokens'
import type { Database } from '../db/client'
import { readEnv } from '../env'
import { createLogger } from '../logger'

const URL_PATH = '/map/basemap.pmtiles'
const dir = mkdtempSync(join(tmpdir(), 'funduq-basemap-'))

/** A small real archive: one tile per zoom 0–3 over Baghdad, each naming itself. */
function archive(version = 'v1'): Buffer {
  const tiles = [
    [0, 0, 0],
    [1, 1, 0],
    [2, 2, 1],
    [3, 5, 3],
  ].map(([z = 0, x = 0, y = 0]) => ({ z, x, y, data: gzipSync(`${version} ${z}/${x}/${y}`) }))
  return writePmtiles(tiles, {
    tileType: TileType.Mvt,
    tileCompression: Compression.Gzip,
    bounds: [38.8, 29.1, 48.6, 37.4],
    center: [44.4, 33.3, 3],
    metadata: { name: 'route test', attribution: 'Natural Earth' },
  })
}

const file = join(dir, 'iraq.pmtiles')
const bytes = archive()
writeFileSync(file, bytes)

let database: Database
let app: App
let plain: App
const makeApp = (env: Record<string, string>) =>
  createApp({ db: database.db, env: testEnv(env), log: createLogger('silent'), tokens })
let tokens: Awaited<ReturnType<typeof createTokenService>>
beforeAll(async () => {
  database = await openTestDatabase()
  tokens = await createTokenService(database.db)
  app = makeApp({ MAP_PMTILES: file })
  plain = makeApp({})
})
afterAll(async () => {
  await database.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (headers: Record<string, string> = {}, target = app) => target.request(URL_PATH, { headers })
const body = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('the basemap setting', () => {
  it('tells the client where the file is, and serves nothing when unset', async () => {
    const config = (await (await app.request('/api/app-config')).json()).data
    expect(config).toMatchObject({ map_pmtiles_url: URL_PATH, map_style_url: null })
    expect((await (await plain.request('/api/app-config')).json()).data.map_pmtiles_url).toBeNull()
    expect((await get({}, plain)).status).toBe(404)
    // Everything the streets map loads is ours: the policy still names no other host.
    const csp = (await app.request('/api/app-config')).headers.get('content-security-policy') ?? ''
    expect(csp).toContain("connect-src 'self';")
    expect(csp).not.toMatch(/https?:\/\//)
  })

  it('stops the server at start, naming the setting, for a file that cannot be served', () => {
    const bad = (name: string, content: Buffer | string) => {
      const path = join(dir, name)
      writeFileSync(path, content)
      return path
    }
    const raster = Buffer.from(bytes)
    raster[99] = TileType.Png
    const v2 = Buffer.from(bytes)
    v2[7] = 2
    const cases: [string, RegExp][] = [
      [join(dir, 'missing.pmtiles'), /MAP_PMTILES: .* does not exist/],
      [dir, /MAP_PMTILES: .* is not a file/],
      [bad('short.pmtiles', 'PMTiles'), /too short/],
      [bad('tiles.mbtiles', Buffer.alloc(200, 'SQLite format 3\0')), /not a PMTiles archive/],
      [bad('old.pmtiles', v2), /version 2; version 3 is needed/],
      [bad('raster.pmtiles', raster), /raster tiles/],
    ]
    for (const [path, message] of cases) expect(() => readEnv({ MAP_PMTILES: path }), path).toThrow(message)
    expect(() => readEnv({ MAP_PMTILES: file, MAP_STYLE_URL: 'https://tiles.example/style.json' })).toThrow(
      /MAP_PMTILES and MAP_STYLE_URL: set one of them/,
    )
    expect(readEnv({ MAP_PMTILES: file }).MAP_PMTILES).toBe(file)
  })
})

describe('byte ranges of the basemap file', () => {
  it('answers HEAD with its size, validators and byte ranges, and no body', async () => {
    const res = await app.request(URL_PATH, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect(res.headers.get('content-length')).toBe(String(bytes.length))
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
    expect(res.headers.get('last-modified')).toMatch(/GMT$/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    expect((await body(res)).length).toBe(0)
  })

  it('answers ranges with 206 and exactly those bytes', async () => {
    const size = bytes.length
    const cases: [string, number, number][] = [
      ['bytes=10-19', 10, 19],
      ['bytes=100-', 100, size - 1],
      ['bytes=-5', size - 5, size - 1],
      // The pmtiles client's first read is 16 KiB; a smaller file is cut at its end.
      ['bytes=0-16383', 0, size - 1],
      // A suffix longer than the file is the whole file (RFC 9110 §14.1.3).
      ['bytes=-99999', 0, size - 1],
      ['BYTES= 7 - 7', 7, 7],
    ]
    for (const [range, start, end] of cases) {
      const res = await get({ Range: range })
      expect(res.status, range).toBe(206)
      expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`)
      expect(res.headers.get('content-length'), range).toBe(String(end - start + 1))
      expect(res.headers.get('accept-ranges')).toBe('bytes')
      expect((await body(res)).equals(bytes.subarray(start, end + 1)), range).toBe(true)
    }
  })

  it('answers a range past the end with 416 and the size', async () => {
    for (const range of [
      `bytes=${bytes.length}-`,
      `bytes=${bytes.length + 10}-${bytes.length + 20}`,
      'bytes=-0',
    ]) {
      const res = await get({ Range: range })
      expect(res.status, range).toBe(416)
      expect(res.headers.get('content-range')).toBe(`bytes */${bytes.length}`)
      expect((await body(res)).length).toBe(0)
    }
  })

  it('sends the whole file for a range it does not serve: malformed, another unit, several', async () => {
    for (const range of ['bytes=abc', 'bytes=5-1', 'bytes=-', 'items=0-1', 'bytes=0-1,4-5', '0-1']) {
      const res = await get({ Range: range })
      expect(res.status, range).toBe(200)
      expect(res.headers.get('content-range')).toBeNull()
      expect((await body(res)).equals(bytes), range).toBe(true)
    }
  })

  it('honours If-Range only for the current version, and If-None-Match with 304', async () => {
    const head = await app.request(URL_PATH, { method: 'HEAD' })
    const etag = head.headers.get('etag') ?? ''
    const lastModified = head.headers.get('last-modified') ?? ''

    for (const validator of [etag, lastModified]) {
      const res = await get({ Range: 'bytes=0-9', 'If-Range': validator })
      expect(res.status, validator).toBe(206)
    }
    for (const stale of ['"0-0"', `W/${etag}`, 'Thu, 01 Jan 2015 00:00:00 GMT']) {
      const res = await get({ Range: 'bytes=0-9', 'If-Range': stale })
      expect(res.status, stale).toBe(200)
      expect((await body(res)).equals(bytes)).toBe(true)
    }
    for (const match of [etag, `W/${etag}`, `"x", ${etag}`, '*']) {
      const res = await get({ 'If-None-Match': match, Range: 'bytes=0-9' })
      expect(res.status, match).toBe(304)
      expect(res.headers.get('etag')).toBe(etag)
    }
    expect((await get({ 'If-None-Match': '"other"' })).status).toBe(200)
  })

  it('gives a file moved into place a new ETag, so pieces of two versions never mix', async () => {
    const path = join(dir, 'replaced.pmtiles')
    writeFileSync(path, archive('v1'))
    const replacedApp = makeApp({ MAP_PMTILES: path })
    const before = (await replacedApp.request(URL_PATH, { method: 'HEAD' })).headers.get('etag')
    await new Promise((r) => setTimeout(r, 5)) // a later modification time
    writeFileSync(`${path}.new`, archive('version two'))
    renameSync(`${path}.new`, path)
    const res = await replacedApp.request(URL_PATH, {
      headers: { Range: 'bytes=0-9', 'If-Range': before ?? '' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).not.toBe(before)
  })

  it('answers 503, not a crash, when the file has gone since the start', async () => {
    const path = join(dir, 'gone.pmtiles')
    writeFileSync(path, bytes)
    const goneApp = makeApp({ MAP_PMTILES: path })
    rmSync(path)
    const res = await goneApp.request(URL_PATH, { headers: { Range: 'bytes=0-9' } })
    expect(res.status).toBe(503)
  })

  it('serves a range at the end of a file of several gigabytes without reading the rest', async () => {
    // A sparse file: 6 GiB long (past 2^32), a real header at the start, a marker at the end.
    const path = join(dir, 'large.pmtiles')
    const size = 6 * 1024 ** 3
    const fd = openSync(path, 'w')
    writeSync(fd, bytes, 0, bytes.length, 0)
    writeSync(fd, Buffer.from('the end marker'), 0, 14, size - 14)
    closeSync(fd)
    const largeApp = makeApp({ MAP_PMTILES: path })
    const rss = process.memoryUsage().rss
    const head = await largeApp.request(URL_PATH, { method: 'HEAD' })
    expect(head.headers.get('content-length')).toBe(String(size))
    const res = await largeApp.request(URL_PATH, { headers: { Range: 'bytes=-14' } })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe(`bytes ${size - 14}-${size - 1}/${size}`)
    expect((await body(res)).toString()).toBe('the end marker')
    const middle = await largeApp.request(URL_PATH, {
      headers: { Range: `bytes=${4 * 1024 ** 3}-${4 * 1024 ** 3 + 1023}` },
    })
    expect((await body(middle)).equals(Buffer.alloc(1024))).toBe(true)
    expect(process.memoryUsage().rss - rss).toBeLessThan(64 * 1024 * 1024)
    rmSync(path)
  })

  it('is read by the pmtiles client over HTTP: header, metadata and tiles', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((r) => server.once('listening', r))
    try {
      const { port } = server.address() as AddressInfo
      const pmtiles = new PMTiles(`http://127.0.0.1:${port}${URL_PATH}`)
      const header = await pmtiles.getHeader()
      expect(header).toMatchObject({ specVersion: 3, tileType: TileType.Mvt, minZoom: 0, maxZoom: 3 })
      expect(header.etag).toMatch(/^"/)
      expect(await pmtiles.getMetadata()).toMatchObject({ attribution: 'Natural Earth' })
      const tile = await pmtiles.getZxy(3, 5, 3)
      expect(new TextDecoder().decode(tile?.data)).toBe('v1 3/5/3')
      expect(await pmtiles.getZxy(3, 0, 0)).toBeUndefined()
    } finally {
      await new Promise((r) => server.close(r))
    }
  })
})
