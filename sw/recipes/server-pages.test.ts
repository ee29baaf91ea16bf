import { describe, expect, it, vi } from 'vitest'
import { KEPT_PAGES, PAGE_STARTER_SCRIPT } from '../../contract/offline'
import { allowsBootScript, type PageParts, paintsAlone } from './server-pages'

// Workbox's precache needs a worker's `self`; the page rewriting tested here never reads it.
vi.mock('workbox-precaching', () => ({ matchPrecache: async () => undefined }))

/** A page as the server draws it (server/http/page-render.ts), in miniature. */
const PAGE = `<!doctype html>
<html lang="en" dir="ltr" data-drawn-for="en USD">
  <head>
    <meta charset="UTF-8" />
    <title>Hotels</title>
    <script type="funduq/deferred-module" crossorigin src="/assets/app-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-x.css">
    <link rel="preload" as="image" imagesrcset="/media/hotel/1-1.webp?w=320 320w" fetchpriority="high" media="not all and (min-width: 1150px)" href="/media/hotel/1-1.webp?w=640"><link rel="preload" as="style" href="/assets/hotels-y.css"><link rel="modulepreload" href="/assets/hotels-z.js">
    <link rel="stylesheet" href="/assets/hotels-y.css">
  </head>
  <body>
    <div id="root" data-server-page><link rel="preload" as="image" imageSrcSet="/media/hotel/1-1.webp?w=320 320w" fetchPriority="high"/><header><img src="/favicon.svg"></header><main><p>Rooms from $&amp; US$$ 120 $'</p><img fetchpriority="high" src="/media/hotel/1-1.webp?w=640" srcset="/media/hotel/1-1.webp?w=320 320w, /media/hotel/1-1.webp?w=640 640w" sizes="92vw"></main><script>self.state=1</script></div>
  </body>
</html>`

const FONT = '/assets/vazirmatn-latin-400-normal-a.woff2'
const CSS = `@font-face{font-family:V;font-display:swap;src:url(${FONT}) format("woff2")}@font-face{font-family:V;font-display:swap;src:url(/assets/other.woff2) format("woff2")}.x{}`
/** What the worker found on the device: everything, as for a page seen before. */
const found = (over: Partial<PageParts> = {}): PageParts => ({
  styles: [
    { path: '/assets/app-x.css', css: CSS },
    { path: '/assets/hotels-y.css', css: '.card{border-radius:16px}</style><script>' },
  ],
  fonts: new Map([[FONT, 'data:font/woff2;base64,AAAA']]),
  leadImage: { path: '/media/hotel/1-1.webp?w=320', inline: 'data:image/webp;base64,UklG' },
  drawings: new Map([['/favicon.svg', 'data:image/svg+xml;base64,PHN2']]),
  ...over,
})

describe('a kept page made to paint from itself alone', () => {
  it('carries its sheets, fonts, main picture and logo, and asks for nothing before it paints', () => {
    const html = paintsAlone(PAGE, found())
    expect(html).not.toContain('<link rel="stylesheet"')
    expect(html).not.toContain('rel="preload"')
    expect(html).not.toContain('rel="modulepreload"')
    // One inline block, that nothing in a sheet can end early; the font inside it, laid out once.
    expect(html.match(/<style>/g)).toHaveLength(1)
    expect(html).toContain('.card{border-radius:16px}<\\/style><script>')
    expect(html).toContain('src:url(data:font/woff2;base64,AAAA)')
    expect(html).toMatch(/font-display:block;src:url\(data:font/)
    // A font the worker does not have keeps its address (and swap).
    expect(html).toContain('font-display:swap;src:url(/assets/other.woff2)')
    // The main picture from the device, with the address the starter asks for after the paint.
    expect(html).toContain(
      `<img fetchpriority="high" src="data:image/webp;base64,UklG" ${KEPT_PAGES.leadImageAttribute}="/media/hotel/1-1.webp?w=320">`,
    )
    expect(html).toContain('<img src="data:image/svg+xml;base64,PHN2">')
    // Everything else as the server drew it: text that looks like a replacement pattern, the
    // router's state, the held-back app, the page's language.
    expect(html).toContain("<p>Rooms from $&amp; US$$ 120 $'</p>")
    expect(html).toContain('<script>self.state=1</script>')
    expect(html).toContain('<script type="funduq/deferred-module" crossorigin src="/assets/app-abc.js">')
    expect(html).toContain('<html lang="en" dir="ltr" data-drawn-for="en USD">')
  })

  it('keeps the picture by its addresses when the device does not have it', () => {
    const html = paintsAlone(PAGE, found({ leadImage: null, fonts: new Map() }))
    expect(html).toContain('src="/media/hotel/1-1.webp?w=640" srcset=')
    expect(html).toContain('font-display:swap;src:url(/assets/vazirmatn-latin-400')
  })

  it('is served only under a policy that lets its starter script run', async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(PAGE_STARTER_SCRIPT))
    const hash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
    expect(await allowsBootScript(`default-src 'self'; script-src 'self' ${hash}`)).toBe(true)
    expect(await allowsBootScript("default-src 'self'; script-src 'self'")).toBe(false)
    expect(await allowsBootScript(null)).toBe(true)
  })
})
