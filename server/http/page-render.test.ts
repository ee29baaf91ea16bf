import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_STARTER_SCRIPT, SERVER_PAGES } from '../../contract/offline'
import { createTestApp, type TestApp } from '../../tests/support/test-app'
import { createApp } from '../app'
import { MAX_RENDERS_IN_FLIGHT } from './page-render'

const PAGE_STARTER_HASH = `'sha256-${createHash('sha256').update(PAGE_STARTER_SCRIPT).digest('base64')}'`

/**
 * A stand-in for dist/.ssr/server-render.js (the real one is the app, exercised by the browser
 * tests): it asks the API through the transport it is given, as the app does, and answers as
 * told by the address.
 */
const FAKE_RENDERER = `
export async function renderPage(url, api, visitor) {
  const health = await (await api('/api/health', { headers: { Accept: 'application/json' } })).json()
  if (url.includes('boom')) throw new Error('boom')
  if (url.startsWith('/faq')) return { html: '<!--$!--><template></template>' }
  if (url.startsWith('/privacy-policy')) return { redirect: '/' }
  if (url.startsWith('/contact')) await globalThis.__heldRender
  if (url.startsWith('/offers')) return { html: '<p>' + visitor.language + ' ' + visitor.currency + '</p>', title: 'Offers & <more>' }
  return { html: '<p>drawn ' + url.replace(/&/g, '&amp;') + '</p><script>self.state=' + JSON.stringify(health.status) + '</script>', title: 'Drawn' }
}
`

/** A built site in miniature, with the page renderer beside it. */
function miniDist() {
  const dir = mkdtempSync(join(tmpdir(), 'funduq-ssr-'))
  mkdirSync(join(dir, '.vite'))
  mkdirSync(join(dir, '.ssr'))
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><head><title>فندق</title><script type="module" crossorigin src="/assets/app-1.js"></script>' +
      '<link rel="stylesheet" href="/assets/app-1.css"><link rel="manifest" href="/manifest.webmanifest"></head>' +
      '<body><div id="root"></div></body></html>',
  )
  const manifest = {
    '_app-1.js': { file: 'assets/app-1.js', css: ['assets/app-1.css'] },
    'src/routes/index.tsx?tsr-split=component': {
      file: 'assets/routes-1.js',
      imports: ['_app-1.js'],
      css: ['assets/routes-1.css'],
    },
  }
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  writeFileSync(join(dir, '.ssr', 'server-render.js'), FAKE_RENDERER)
  return dir
}

let t: TestApp
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  t = await createTestApp()
  app = createApp(t.deps, { distDir: miniDist(), checkAnswers: true })
})
afterAll(() => t.close())

const page = (path: string, accept = 'text/html,application/xhtml+xml') =>
  app.request(path, { headers: { Accept: accept } })

const isDrawn = (html: string) => html.includes(`<div id="root" ${SERVER_PAGES.attribute}>`)

describe('a first visit to a public page', () => {
  it('comes drawn, with the state it was drawn from and the app held back until it has painted', async () => {
    const res = await page('/?q=1&r=2')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(res.headers.get('Cache-Control')).toBe('no-cache')
    const html = await res.text()
    // The renderer reached the API in process; its inline script (the router's state) is in #root.
    const state = '<script>self.state="ok"</script>'
    expect(html).toContain(
      `<div id="root" ${SERVER_PAGES.attribute}><p>drawn /?q=1&amp;r=2</p>${state}</div>`,
    )
    // That script, and only in this answer, is allowed by its hash beside the starter's.
    const hash = `'sha256-${createHash('sha256').update('self.state="ok"').digest('base64')}'`
    const scripts = /script-src ([^;]*)/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1]
    expect(scripts?.split(' ')).toEqual(["'self'", PAGE_STARTER_HASH, hash])
    const plain = await page('/login')
    expect(plain.headers.get('Content-Security-Policy')).not.toContain(hash)
    expect(html).toContain(
      `<script type="${SERVER_PAGES.deferredScriptType}" crossorigin src="/assets/app-1.js">`,
    )
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain(`<link ${SERVER_PAGES.deferredRelAttribute}="manifest"`)
    expect(html).toContain(`<script>${PAGE_STARTER_SCRIPT}</script>`)
    // The route's own sheet is linked, so the page paints styled; the shell's stays as it was.
    expect(html).toContain('<link rel="stylesheet" href="/assets/routes-1.css">')
    expect(html.match(/app-1\.css/g)).toHaveLength(1)
  })

  it("is drawn in the language and currency the visitor's cookies name, else a first visit's", async () => {
    const drawn = async (cookie?: string) => {
      const res = await app.request('/offers', {
        headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) },
      })
      expect(res.headers.get('Vary')).toMatch(/Cookie/)
      const html = await res.text()
      return {
        html: /<html[^>]*>/.exec(html)?.[0],
        root: /<div id="root"[^>]*>(.*?)<\/div>/.exec(html)?.[1],
        title: /<title>(.*?)<\/title>/.exec(html)?.[1],
      }
    }
    expect(await drawn('selectedLanguage=en; selectedCurrency=IQD')).toEqual({
      html: `<html lang="en" dir="ltr" ${SERVER_PAGES.drawnForAttribute}="en IQD">`,
      root: '<p>en IQD</p>',
      title: 'Offers &amp; &lt;more>',
    })
    expect((await drawn('selectedLanguage=kr'))?.html).toBe(
      `<html lang="ckb" dir="rtl" ${SERVER_PAGES.drawnForAttribute}="kr USD">`,
    )
    // Anything else is a first visit's: Arabic, US dollars.
    for (const cookie of [undefined, 'selectedLanguage=xx; selectedCurrency=usd"><script>']) {
      const page = await drawn(cookie)
      expect(page.html, cookie).toBe(`<html lang="ar" dir="rtl" ${SERVER_PAGES.drawnForAttribute}="ar USD">`)
      expect(page.root, cookie).toBe('<p>ar USD</p>')
    }
  })

  it('is compressed for a browser that accepts it', async () => {
    const res = await app.request('/', { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } })
    expect(res.headers.get('Content-Encoding')).toBe('gzip')
  })

  it('gets the plain shell for other pages, other requests, a render that fails or is partial, and an address that redirects', async () => {
    for (const [path, accept] of [
      ['/login', 'text/html'],
      ['/my-bookings', 'text/html'],
      ['/', 'application/json'],
      ['/offers?boom=1', 'text/html'],
      ['/faq', 'text/html'],
      ['/privacy-policy', 'text/html'],
    ] as const) {
      const res = await page(path, accept)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      expect(isDrawn(html), path).toBe(false)
      expect(html, path).toContain('<div id="root"></div>')
    }
  })

  it(`draws at most ${MAX_RENDERS_IN_FLIGHT} pages at once; the others get the shell at once`, async () => {
    let release = () => {}
    const globals = globalThis as { __heldRender?: Promise<void> }
    globals.__heldRender = new Promise<void>((resolve) => {
      release = resolve
    })
    const held = Array.from({ length: MAX_RENDERS_IN_FLIGHT }, () => page('/contact'))
    // Let the held renders start before asking again.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const extra = await page('/contact')
    expect(isDrawn(await extra.text())).toBe(false)
    release()
    const drawn = await Promise.all(held.map(async (res) => isDrawn(await (await res).text())))
    expect(drawn).toEqual(Array(MAX_RENDERS_IN_FLIGHT).fill(true))
    expect(isDrawn(await (await page('/contact')).text())).toBe(true)
  })
})
