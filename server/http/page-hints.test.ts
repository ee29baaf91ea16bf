import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/support/test-app'
import { createApp } from '../app'
import { sliders } from '../db/schema'
import { hintsAsTags, routePattern } from './page-hints'

describe('routePattern', () => {
  it.each([
    ['index', '/', '/hotels'],
    ['hotel.index', '/hotel', '/hotel/book'],
    ['hotel.book', '/hotel/book', '/hotel'],
    ['hotel.$id.reserve.$token', '/hotel/12/reserve/abc', '/hotel/12/reserve'],
    ['verify-otp.$phone', '/verify-otp/+9647701234567', '/verify-otp'],
  ])('%s matches %s, not %s', (name, yes, no) => {
    expect(routePattern(name).test(yes)).toBe(true)
    expect(routePattern(name).test(no)).toBe(false)
  })
})

/** A built site in miniature: index.html, two routes and the default language's texts. */
function miniDist() {
  const dir = mkdtempSync(join(tmpdir(), 'funduq-dist-'))
  mkdirSync(join(dir, '.vite'))
  mkdirSync(join(dir, 'server'))
  writeFileSync(join(dir, 'server', 'main.js'), '// Funduq server code')
  writeFileSync(join(dir, 'server', 'meta.json'), '{"Funduq server code":1}')
  writeFileSync(join(dir, '.build-stamp'), 'Funduq server code')
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app-1.js"></script><link rel="stylesheet" href="/assets/app-1.css">',
  )
  const manifest = {
    '_app-1.js': { file: 'assets/app-1.js', css: ['assets/app-1.css'] },
    '_search-box-1.js': {
      file: 'assets/search-box-1.js',
      imports: ['_app-1.js'],
      css: ['assets/search-box-1.css'],
    },
    'src/locales/ar/messages.po': { file: 'assets/messages-ar.js' },
    'src/routes/index.tsx?tsr-split=component': {
      file: 'assets/routes-1.js',
      imports: ['_app-1.js', '_search-box-1.js'],
      css: ['assets/routes-1.css'],
    },
    'src/routes/hotel.index.tsx?tsr-split=component': {
      file: 'assets/hotel-1.js',
      imports: ['_app-1.js', '_search-box-1.js'],
    },
  }
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  return dir
}

let t: TestApp
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  t = await createTestApp()
  app = createApp(t.deps, { distDir: miniDist(), checkAnswers: true })
})
afterAll(() => t.close())

const links = async (path: string) => {
  const res = await app.request(path)
  expect(res.status).toBe(200)
  return (res.headers.get('link') ?? '').split(/, (?=<)/)
}

describe('preload hints with index.html', () => {
  it("names the home route's code and styles, the Arabic texts and the slideshow's first picture", async () => {
    const home = await links('/')
    expect(home).toContain('</assets/messages-ar.js>; rel=modulepreload')
    expect(home).toContain('</assets/search-box-1.js>; rel=modulepreload')
    expect(home).toContain('</assets/search-box-1.css>; rel=preload; as=style')
    expect(home).toContain('</assets/routes-1.js>; rel=modulepreload')
    expect(home).toContain('</assets/routes-1.css>; rel=preload; as=style')
    // index.html loads these itself.
    expect(home.join()).not.toContain('app-1')
    const image = home.find((l) => l.includes('rel=preload; as=image'))
    expect(image).toMatch(
      /^<\/media\/slide\/1\.webp\?w=1280>; rel=preload; as=image; imagesrcset="[^"]+ 1920w"/,
    )
    expect(image).toContain('imagesizes="100vw"')
    // In the order the drawn page paints: its styles, its picture, then the code.
    expect(home.slice(0, 3)).toEqual([
      '</assets/search-box-1.css>; rel=preload; as=style',
      '</assets/routes-1.css>; rel=preload; as=style',
      image,
    ])
  })

  it("names a home section's uploaded picture instead, the first in the sections' order (decision 44)", async () => {
    const [second, fourth] = await t.deps.db
      .select({ id: sliders.id })
      .from(sliders)
      .orderBy(asc(sliders.sort_order), asc(sliders.id))
      .offset(1)
      .limit(3)
      .then((rows) => [rows[0], rows[2]])
    if (!second || !fourth) throw new Error('the demo has six home sections')
    const picture = (n: string) => `/uploads/photos/${n.repeat(32)}.webp`
    const set = (id: number, path: string | null) =>
      t.deps.db.update(sliders).set({ image_path: path }).where(eq(sliders.id, id))
    await set(fourth.id, picture('b'))
    await set(second.id, picture('a'))
    try {
      const image = (await links('/')).find((l) => l.includes('rel=preload; as=image'))
      expect(image).toMatch(
        new RegExp(`^<${picture('a')}\\?w=1280>; rel=preload; as=image; imagesrcset="[^"]+ 1920w"`),
      )
    } finally {
      await set(second.id, null)
      await set(fourth.id, null)
    }
  })

  it("names a hotel's first photo, once for the carousel and once for the grid", async () => {
    const hotel = await links('/hotel?id=1&room_no=1')
    expect(hotel).toContain('</assets/hotel-1.js>; rel=modulepreload')
    const images = hotel.filter((l) => l.includes('as=image'))
    expect(images).toHaveLength(2)
    expect(hotel.slice(1, 3)).toEqual(images)
    expect(images[0]).toMatch(/^<\/media\/hotel\/[^>]+\?w=640>.*media="not all and \(min-width: 1150px\)"$/)
    expect(images[1]).toMatch(/^<\/media\/hotel\/[^>]+\?w=960>.*media="\(min-width: 1150px\)"$/)
  })

  it("does not serve the build's manifest, nor the compiled server", async () => {
    expect((await app.request('/.vite/manifest.json')).status).toBe(404)
    for (const path of ['/server/main.js', '/server/meta.json', '/.build-stamp']) {
      const res = await app.request(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toContain('Funduq server code')
    }
  })

  it('names no picture for an unknown or malformed hotel id, and only the texts for other pages', async () => {
    for (const path of ['/hotel?id=999999', '/hotel?id=abc']) {
      expect((await links(path)).filter((l) => l.includes('as=image'))).toEqual([])
    }
    expect(await links('/faq')).toEqual(['</assets/messages-ar.js>; rel=modulepreload'])
  })
})

describe('hintsAsTags', () => {
  it('writes each Link value as a <link> with the same attributes, in the same order', () => {
    expect(
      hintsAsTags([
        '</m/1.webp?w=640>; rel=preload; as=image; imagesrcset="/m/1.webp?w=320 320w, /m/1.webp?w=640 640w"; imagesizes="(min-width: 760px) 70vw, 100vw"; fetchpriority=high; media="not all and (min-width: 1150px)"',
        '</assets/a.css>; rel=preload; as=style',
        '</assets/a&b.js>; rel=modulepreload',
      ]),
    ).toBe(
      '<link rel="preload" as="image" imagesrcset="/m/1.webp?w=320 320w, /m/1.webp?w=640 640w" imagesizes="(min-width: 760px) 70vw, 100vw" fetchpriority="high" media="not all and (min-width: 1150px)" href="/m/1.webp?w=640">' +
        '<link rel="preload" as="style" href="/assets/a.css">' +
        '<link rel="modulepreload" href="/assets/a&amp;b.js">',
    )
  })
})
