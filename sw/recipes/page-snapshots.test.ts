import { describe, expect, it, vi } from 'vitest'
import type { PageSnapshot } from '../../contract/offline'
import { withSnapshot } from './page-snapshots'

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
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const snapshot = (over: Partial<PageSnapshot> = {}): PageSnapshot => ({
  html: "<main><p>Rooms from $&amp; US$$ 120 $'</p></main>",
  lang: 'en',
  dir: 'ltr',
  title: 'Hotels <in> Iraq',
  leadImage: {
    src: '/media/hotel/1-1.webp?w=640',
    srcset: '/media/hotel/1-1.webp?w=320 320w',
    sizes: '92vw',
  },
  styles: ['/assets/app-x.css'],
  fonts: ['/assets/vazirmatn-latin-400-normal-a.woff2', 'https://evil.example/font.woff2'],
  build: 'app-abc.js',
  savedAt: Date.now(),
  ...over,
})

describe('a page opened on its snapshot', () => {
  it('holds the picture, inert, in the page language, with its styles inline and no sheet to wait for', () => {
    const html = withSnapshot(SHELL, snapshot(), '<style>.x{}</style>')
    // Text that looks like a replacement pattern stays as it was.
    expect(html).toContain(
      '<div id="root" data-snapshot inert><main><p>Rooms from $&amp; US$$ 120 $\'</p></main></div>',
    )
    expect(html).toContain('<html lang="en" dir="ltr">')
    expect(html).toContain('<title>Hotels &lt;in> Iraq</title>')
    expect(html).not.toContain('href="/assets/app-x.css"')
    expect(html).toContain('<style>.x{}</style></head>')
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/vazirmatn-latin-400-normal-a.woff2">',
    )
    expect(html).not.toContain('evil.example')
    // The main picture is asked for right after the viewport is known.
    expect(html).toMatch(
      /<meta name="viewport"[^>]*><link rel="preload" as="image" fetchpriority="high" href="\/media\/hotel\/1-1.webp\?w=640"/,
    )
  })

  it('never names a picture from elsewhere, or lets a saved value out of its attribute', () => {
    const foreign = withSnapshot(
      SHELL,
      snapshot({
        leadImage: { src: '/media/a.webp', srcset: 'https://evil.example/a.webp 320w', sizes: '' },
      }),
      '',
    )
    expect(foreign).not.toContain('rel="preload" as="image"')
    const quoted = withSnapshot(SHELL, snapshot({ lang: 'en"><script>alert(1)</script>' }), '')
    expect(quoted).toContain('<html lang="en&quot;>&lt;script>alert(1)&lt;/script>" dir="ltr">')
  })
})
