import type { RouteHandlerCallback } from 'workbox-core'
import { matchPrecache } from 'workbox-precaching'
import { isSnapshotPath, PAGE_SNAPSHOTS, type PageSnapshot } from '../../contract/offline'

const ROOT = '<div id="root"></div>'

async function snapshotFor(url: string, shell: string): Promise<PageSnapshot | null> {
  const cache = await caches.open(PAGE_SNAPSHOTS.cache)
  const saved = await cache.match(url, { ignoreVary: true })
  if (!saved) return null
  const snapshot = (await saved.json().catch(() => null)) as PageSnapshot | null
  if (!snapshot || typeof snapshot.html !== 'string') return null
  // Another release's markup may not fit this release's styles; an old one shows old prices.
  const current = shell.includes(`/assets/${snapshot.build}"`)
  const fresh = Date.now() - snapshot.savedAt < PAGE_SNAPSHOTS.maxAgeMs
  if (current && fresh) return snapshot
  await cache.delete(url)
  return null
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')

// Only our own built files and catalogue pictures may be named in the page.
const FONT_PATH = /^\/assets\/[\w.-]+\.woff2$/
const STYLE_PATH = /^\/assets\/[\w.-]+\.css$/
const IMAGE_PATH = /^\/media\/[\w./-]+(\?w=\d+)?$/

/** The main picture first in <head>: its download starts before the style sheet's and fonts'. */
function leadImagePreload(image: PageSnapshot['leadImage']): string {
  if (!image || !IMAGE_PATH.test(image.src)) return ''
  const candidates = image.srcset.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '')
  if (!candidates.every((c) => c === '' || IMAGE_PATH.test(c))) return ''
  const srcset = image.srcset ? ` imagesrcset="${escapeAttribute(image.srcset)}"` : ''
  const sizes = image.sizes ? ` imagesizes="${escapeAttribute(image.sizes)}"` : ''
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image.src)}"${srcset}${sizes}>`
}

/**
 * The page's style sheets, from the precache, as one inline block: the route's own sheets are
 * otherwise added by its code, which has not run yet, and a sheet that must be fetched first
 * holds the first paint back. Null when one is missing (the picture would show unstyled).
 */
async function inlineStyles(paths: unknown): Promise<string | null> {
  if (!Array.isArray(paths) || paths.length === 0) return null
  const texts: string[] = []
  for (const path of paths) {
    if (typeof path !== 'string' || !STYLE_PATH.test(path)) return null
    const css = await (await matchPrecache(path))?.text()
    if (css === undefined) return null
    texts.push(css.replace(/<\/style/gi, '<\\/style'))
  }
  return `<style>${texts.join('\n')}</style>`
}

/** The shell with the page's last picture in `#root`, in the page's language and direction. */
export function withSnapshot(shell: string, snapshot: PageSnapshot, styles: string): string {
  const dir = snapshot.dir === 'ltr' ? 'ltr' : 'rtl'
  const fonts = (Array.isArray(snapshot.fonts) ? snapshot.fonts : [])
    .filter((path) => FONT_PATH.test(path))
    .map((path) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${path}">`)
    .join('')
  const inlined = new Set(snapshot.styles)
  return (
    shell
      .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) =>
        inlined.has(href) ? '' : link,
      )
      // After the viewport's meta: the browser picks the srcset candidate by the viewport's width.
      .replace(/<meta name="viewport"[^>]*>/, (viewport) => viewport + leadImagePreload(snapshot.leadImage))
      // Replacements by function: text in a page ("$&", "$'") must not read as a pattern.
      .replace('</head>', () => `${fonts}${styles}</head>`)
      .replace(/<html[^>]*>/, () => `<html lang="${escapeAttribute(snapshot.lang)}" dir="${dir}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(snapshot.title)}</title>`)
      // Inert until the app takes over (src/features/offline/components/snapshot-handover.tsx).
      .replace(ROOT, () => `<div id="root" ${PAGE_SNAPSHOTS.attribute} inert>${snapshot.html}</div>`)
  )
}

/**
 * Wraps the shell's handler: a public page seen before opens on its last snapshot (saved by the
 * page, src/features/offline/page-snapshots.ts), so its picture and text paint before the app's
 * code has run; the app's first render then takes the page over. Anything amiss (no snapshot,
 * another release, too old, no `#root` to fill) serves the plain shell.
 */
export function pageSnapshots(shellHandler: RouteHandlerCallback): RouteHandlerCallback {
  return async (options) => {
    const response = await shellHandler(options)
    const url = new URL(options.url.href)
    if (!isSnapshotPath(url.pathname)) return response
    try {
      const shell = await response.clone().text()
      if (!shell.includes(ROOT)) return response
      const snapshot = await snapshotFor(url.href, shell)
      const styles = snapshot && (await inlineStyles(snapshot.styles))
      if (!snapshot || !styles) return response
      const headers = new Headers(response.headers)
      headers.delete('Content-Length')
      return new Response(withSnapshot(shell, snapshot, styles), { status: response.status, headers })
    } catch {
      return response
    }
  }
}
