import { describe, expect, it, vi } from 'vitest'
import { PAGE_SNAPSHOTS, type PageSnapshot, SNAPSHOT_BOOT_SCRIPT } from '../../contract/offline'
import { allowsBootScript, type SnapshotParts, withSnapshot } from './page-snapshots'

// Workbox's precache needs a worker's `self`; the shell rewriting tested here never reads it.
vi.mock('workbox-precaching', () => ({ matchPrecache: async () => undefined }))

const SHELL = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width" />
    <title>فندق</title>
    <script type="module" crossorigin src="/assets/app-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-x.css">
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const snapshot = (over: Partial<PageSnapshot> = {}): PageSnapshot => ({
  html: `<header><img src="/favicon.svg"></header><main><p>Rooms from $&amp; US$$ 120 $'</p><img fetchpriority="high" src="${PAGE_SNAPSHOTS.leadImageToken}"></main>`,
  lang: 'en',
  dir: 'ltr',
  title: 'Hotels <in> Iraq',
  leadImage: {
    src: '/media/hotel/1-1.webp?w=640',
    srcset: '/media/hotel/1-1.webp?w=320 320w',
    sizes: '92vw',
    current: '/media/hotel/1-1.webp?w=320',
  },
  styles: ['/assets/app-x.css'],
  fonts: ['/assets/vazirmatn-latin-400-normal-a.woff2', 'https://evil.example/font.woff2'],
  build: 'app-abc.js',
  savedAt: Date.now(),
  ...over,
})

const FONT = '/assets/vazirmatn-latin-400-normal-a.woff2'
const CSS = `@font-face{font-family:V;font-display:swap;src:url(${FONT}) format("woff2")}@font-face{font-family:V;font-display:swap;src:url(/assets/other.woff2) format("woff2")}.x{}`
/** What the worker found on the device: everything, as for a page seen before. */
const found = (over: Partial<SnapshotParts> = {}): SnapshotParts => ({
  styles: [{ path: '/assets/app-x.css', css: CSS }],
  fonts: new Map([[FONT, 'data:font/woff2;base64,AAAA']]),
  leadImage: 'data:image/webp;base64,UklG',
  drawings: new Map([['/favicon.svg', 'data:image/svg+xml;base64,PHN2']]),
  deferScripts: true,
  ...over,
})

describe('a page opened on its snapshot', () => {
  it('holds the picture, inert, in the page language, and waits on no other file to paint', () => {
    const html = withSnapshot(SHELL, snapshot(), found())
    // Text that looks like a replacement pattern stays as it was.
    expect(html).toContain('<div id="root" data-snapshot inert><header>')
    expect(html).toContain("<p>Rooms from $&amp; US$$ 120 $'</p>")
    expect(html).toContain('<html lang="en" dir="ltr">')
    expect(html).toContain('<title>Hotels &lt;in> Iraq</title>')
    // Styles inline, naming the sheets and fonts they hold; the font inside them and preloaded.
    expect(html).not.toContain('href="/assets/app-x.css"')
    // Styles inline, naming the sheets and fonts they hold. A font the worker has is inside them,
    // shown once decoded (block, not swap: no second layout); one it lacks keeps its address.
    expect(html).toContain(
      '<style data-snapshot-styles="/assets/app-x.css" data-snapshot-fonts="/assets/vazirmatn-latin-400-normal-a.woff2">@font-face{font-family:V;font-display:block;src:url(data:font/woff2;base64,AAAA) format("woff2")}@font-face{font-family:V;font-display:swap;src:url(/assets/other.woff2) format("woff2")}.x{}</style>',
    )
    expect(html).not.toContain('rel="preload" as="font"')
    expect(html).not.toContain('evil.example')
    // The main picture and the logo are in the page; the app's address for the picture is kept.
    expect(html).toContain(
      '<img fetchpriority="high" src="data:image/webp;base64,UklG" data-snapshot-src="/media/hotel/1-1.webp?w=320">',
    )
    expect(html).toContain('<img src="data:image/svg+xml;base64,PHN2">')
    expect(html).not.toContain('rel="preload" as="image"')
    // The app's script and the manifest wait for the starter, the one inline script.
    expect(html).toContain(
      '<script type="funduq/deferred-module" crossorigin src="/assets/app-abc.js"></script>',
    )
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain('<link data-snapshot-rel="manifest" href="/manifest.webmanifest">')
    expect(html).toContain(`<script>${SNAPSHOT_BOOT_SCRIPT}</script></head>`)
  })

  it('refers to what the worker lacks, and starts the app as usual where the policy forbids the starter', () => {
    const html = withSnapshot(
      SHELL,
      snapshot(),
      found({ fonts: new Map(), leadImage: null, drawings: new Map(), deferScripts: false }),
    )
    expect(html).toContain('<script type="module" crossorigin src="/assets/app-abc.js"></script>')
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">')
    expect(html).not.toContain(SNAPSHOT_BOOT_SCRIPT)
    expect(html).toContain(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${FONT}">`)
    expect(html).toContain(`font-display:swap;src:url(${FONT})`)
    expect(html).toContain('<img src="/favicon.svg">')
    expect(html).toContain(
      '<img fetchpriority="high" src="/media/hotel/1-1.webp?w=640" srcset="/media/hotel/1-1.webp?w=320 320w" sizes="92vw">',
    )
    // The main picture is asked for right after the viewport is known.
    expect(html).toMatch(
      /<meta name="viewport"[^>]*><link rel="preload" as="image" fetchpriority="high" href="\/media\/hotel\/1-1.webp\?w=640"/,
    )
  })

  it('never names a picture from elsewhere, or lets a saved value out of its attribute', () => {
    const foreign = withSnapshot(
      SHELL,
      snapshot({
        leadImage: {
          src: '/media/a.webp',
          srcset: 'https://evil.example/a.webp 320w',
          sizes: '',
          current: 'https://evil.example/a.webp',
        },
      }),
      found(),
    )
    expect(foreign).not.toContain('evil.example')
    expect(foreign).toContain('<img fetchpriority="high" >')
    const quoted = withSnapshot(SHELL, snapshot({ lang: 'en"><script>alert(1)</script>' }), found())
    expect(quoted).toContain('<html lang="en&quot;>&lt;script>alert(1)&lt;/script>" dir="ltr">')
  })
})

describe('the starter script and the policy', () => {
  it("is used only where the shell's policy names it by its hash", async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(SNAPSHOT_BOOT_SCRIPT))
    const hash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
    expect(await allowsBootScript(null)).toBe(true)
    expect(
      await allowsBootScript(`default-src 'self'; script-src 'self' ${hash}; font-src 'self' data:`),
    ).toBe(true)
    // A shell cached from a server before the starter existed.
    expect(await allowsBootScript("default-src 'self'; script-src 'self'")).toBe(false)
    expect(await allowsBootScript(`default-src 'self' ${hash}; script-src 'self'`)).toBe(false)
  })
})
