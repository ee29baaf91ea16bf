import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HotelList, HotelSummary } from '../../contract/hotel'
import { makeTestBasemap } from '../../tools/basemap/test-basemap'
import { DESKTOP, launchWithWebGl, PHONE } from '../support/browser'
import { ROOT, type ServerProcess, startServer } from '../support/server-process'

/**
 * The streets map from the server's own basemap file (MAP_PMTILES): a second server, started
 * with the small test basemap of Iraq (tools/basemap/test-basemap.ts), so the suite's main
 * server keeps showing the bundled map that tests/e2e/map.test.ts checks.
 */
const BASEMAP = '/map/basemap.pmtiles'
/** Colours of the Protomaps "light" flavour: land from the file's tiles, roads on it. */
const EARTH = [0xe2, 0xdf, 0xda] as const
const ROAD = [0xff, 0xff, 0xff] as const
/** The bundled map's land: it must not be what is drawn. */
const BUNDLED_LAND = [0xfb, 0xf8, 0xf3] as const

let dir: string
let file: string
let server: ServerProcess
let browser: Browser
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'funduq-e2e-basemap-'))
  file = join(dir, 'iraq-test.pmtiles')
  writeFileSync(file, makeTestBasemap())
  ;[server, browser] = await Promise.all([
    startServer({
      // The build the suite's own server serves (tests/support/e2e-global-setup.ts).
      DIST_DIR: process.env.FUNDUQ_DIST_DIR ?? join(ROOT, 'dist'),
      SEED_HOTELS: '20',
      LOG_LEVEL: 'warn',
      MAP_PMTILES: file,
    }),
    launchWithWebGl(),
  ])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** Where the archive's tile data starts (header bytes 56–63): reads past it are tiles. */
const tileDataOffset = () => Number(readFileSync(file).readBigUInt64LE(56))

/** The hotel nearest a governorate capital's centre, where the test file has its street grid. */
async function hotelInACity(): Promise<HotelSummary> {
  const hotels = ((await (await fetch(`${server.url}/api/hotel?take=50`)).json()) as HotelList).data
  const cities = (
    JSON.parse(readFileSync(join(ROOT, 'public', 'map', 'iraq-basemap.json'), 'utf8')) as {
      features: {
        properties: { kind: string; capital?: boolean }
        geometry: { coordinates: [number, number] }
      }[]
    }
  ).features.filter((f) => f.properties.kind === 'city' && f.properties.capital)
  const distance = (h: HotelSummary) =>
    Math.min(
      ...cities.map(
        ({
          geometry: {
            coordinates: [lng, lat],
          },
        }) => Math.hypot((h.lng ?? h.long ?? 0) - lng, (h.lat ?? 0) - lat),
      ),
    )
  const placed = hotels.filter((h) => h.lat !== null && (h.lng ?? h.long) !== null)
  const best = placed.sort((a, b) => distance(a) - distance(b))[0]
  if (!best || distance(best) > 0.02) throw new Error('no seeded hotel near a city centre')
  return best
}

/**
 * Shares of what the map's canvas drew: the file's land colour, road white, grey text, and the
 * bundled map's land. The HTML on top (pin, credits, buttons) is hidden while it is measured.
 */
async function pixels(map: Locator) {
  const overlays = await map
    .page()
    .addStyleTag({ content: '.maplibregl-control-container, .maplibregl-marker { visibility: hidden }' })
  const picture = await map.screenshot()
  await overlays.evaluate((el) => el.parentNode?.removeChild(el))
  const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true })
  const near = (i: number, [r, g, b]: readonly number[]) =>
    Math.abs((data[i] ?? 0) - (r ?? 0)) <= 2 &&
    Math.abs((data[i + 1] ?? 0) - (g ?? 0)) <= 2 &&
    Math.abs((data[i + 2] ?? 0) - (b ?? 0)) <= 2
  let earth = 0
  let road = 0
  let text = 0
  let bundled = 0
  const total = info.width * info.height
  for (let i = 0; i < data.length; i += info.channels) {
    if (near(i, EARTH)) earth++
    else if (near(i, ROAD)) road++
    else if (near(i, BUNDLED_LAND)) bundled++
    const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]]
    // Labels are grey (#5c5c5c); the hotel's pin is teal, not grey.
    if (r < 120 && Math.abs(r - g) < 12 && Math.abs(g - b) < 12) text++
  }
  return { earth: earth / total, road: road / total, text: text / total, bundled: bundled / total }
}

/** What the page asked of the basemap file, and everything it asked of any other origin. */
function watch(page: Page) {
  const ranges: { status: number; range: string | undefined; contentRange: string | null }[] = []
  const requests: string[] = []
  const problems: string[] = []
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === BASEMAP)
      ranges.push({
        status: res.status(),
        range: res.request().headers().range,
        contentRange: res.headers()['content-range'] ?? null,
      })
  })
  page.context().on('request', (req) => requests.push(req.url()))
  page.on('pageerror', (e) => problems.push(e.message))
  page.on('console', (m) => {
    // Errors, a style the data does not fit, an icon missing from our sheet, the CSP.
    if (m.type() === 'error' || /could not be loaded|Expected value|Content.Security.Policy/i.test(m.text()))
      problems.push(m.text())
  })
  return { ranges, requests, problems }
}

async function shot(target: Page | Locator, name: string) {
  const folder = join(process.cwd(), 'test-results', 'screenshots')
  mkdirSync(folder, { recursive: true })
  await target.screenshot({ path: join(folder, `${name}.png`) })
}

describe('the streets map from our own basemap file', () => {
  for (const [lang, viewport] of [
    ['en', DESKTOP],
    ['ar', DESKTOP],
    ['en', PHONE],
    ['ar', PHONE],
  ] as const) {
    it(`draws tiles read in byte ranges from this server, zoomed in (${lang}, ${viewport.width})`, async () => {
      const hotel = await hotelInACity()
      const context = await browser.newContext({ viewport, baseURL: server.url })
      const page = await context.newPage()
      const seen = watch(page)
      await page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang)
      await page.goto(`/hotel?id=${hotel.id}`)

      // The side panel's map (zoom 10).
      const side = page.locator('.hotel-side [data-testid=hotel-map]')
      await side.scrollIntoViewIfNeeded()
      await page.locator('.hotel-side [data-testid=hotel-map][data-state=ready]').waitFor()
      await expect.poll(async () => (await pixels(side)).earth, { timeout: 15_000 }).toBeGreaterThan(0.4)
      const small = await pixels(side)
      expect(small.bundled).toBe(0)
      expect(small.text, 'place names drawn').toBeGreaterThan(0.002)
      await shot(side, `basemap-side-${lang}-${viewport.width}`)

      // "View on map": street level (zoom 15), the test file's street grid round the city centre.
      await page.getByRole('button', { name: lang === 'en' ? 'View on map' : 'عرض على الخريطة' }).click()
      const large = page.getByRole('dialog').locator('[data-testid=hotel-map]')
      await page.getByRole('dialog').locator('[data-testid=hotel-map][data-state=ready]').waitFor()
      await expect.poll(async () => (await pixels(large)).road, { timeout: 15_000 }).toBeGreaterThan(0.005)
      const zoomed = await pixels(large)
      expect(zoomed.earth).toBeGreaterThan(0.4)
      expect(zoomed.bundled).toBe(0)
      await shot(page, `basemap-dialog-${lang}-${viewport.width}`)
      // The credit comes from the file's own metadata.
      expect(await page.getByRole('dialog').locator('.maplibregl-ctrl-attrib-inner').textContent()).toContain(
        'Natural Earth',
      )

      // Every read of the file was a byte range answered 206, tiles among them.
      expect(seen.ranges.length).toBeGreaterThan(2)
      for (const r of seen.ranges) {
        expect(r.status, r.range).toBe(206)
        expect(r.range).toMatch(/^bytes=\d+-\d+$/)
        expect(r.contentRange).toMatch(/^bytes \d+-\d+\/\d+$/)
      }
      const tiles = seen.ranges.filter(
        (r) => Number(/^bytes=(\d+)/.exec(r.range ?? '')?.[1]) >= tileDataOffset(),
      )
      expect(tiles.length).toBeGreaterThan(0)

      // The streets style, icons and fonts from this server; the bundled map not fetched at all.
      const paths = seen.requests.filter((u) => u.startsWith(server.url)).map((u) => new URL(u).pathname)
      expect(paths).toContain('/map/sprite/basemap.json')
      expect(paths.some((p) => /\/assets\/streets-map-[\w-]+\.js$/.test(p))).toBe(true)
      expect(paths.some((p) => p.startsWith('/map/style.json') || p.startsWith('/map/iraq-basemap'))).toBe(
        false,
      )
      const elsewhere = seen.requests.filter((u) => !/^(data|blob):/.test(u) && !u.startsWith(server.url))
      expect(elsewhere).toEqual([])
      expect(seen.problems).toEqual([])
      await context.close()
    })
  }
})
