import type { RouteHandlerCallback } from 'workbox-core'
import { matchPrecache } from 'workbox-precaching'
import { isServerPagePath, KEPT_PAGES, PAGE_STARTER_SCRIPT } from '../../contract/offline'

// Only our own built files and catalogue pictures may be named in the page.
const FONT_PATH = /^\/assets\/[\w.-]+\.woff2$/
const STYLE_PATH = /^\/assets\/[\w.-]+\.css$/
const IMAGE_PATH = /^\/media\/[\w./-]+(\?w=\d+)?$/
const DRAWING_SRC = /src="(\/[\w.-]+\.svg)"/g
const DRAWING_MAX_BYTES = 8 * 1024
const KEPT_AT = 'X-Funduq-Kept-At'

function base64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes)
  let binary = ''
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** A saved response as a `data:` URL, or null when it is missing or larger than `maxBytes`. */
async function dataUrl(response: Response | undefined, type: string, maxBytes: number) {
  if (!response?.ok) return null
  const bytes = await response.arrayBuffer()
  if (bytes.byteLength > maxBytes) return null
  return `data:${type};base64,${base64(bytes)}`
}

/**
 * The built files a kept page carries (style sheets, fonts, the logo), read from the precache
 * once per worker: their names are hashed, so they never change under a worker, and a
 * navigation then only assembles text instead of reading and encoding 170 KB again.
 */
const builtFiles = new Map<string, Promise<string | null>>()
function builtFile(path: string, read: (response: Response | undefined) => Promise<string | null>) {
  let file = builtFiles.get(path)
  if (!file) {
    file = matchPrecache(path)
      .then(read)
      .catch(() => null)
    builtFiles.set(path, file)
    // Not found now (an install in progress) need not mean never.
    void file.then((found) => found ?? builtFiles.delete(path))
  }
  return file
}

let bootHash: Promise<string> | undefined
/** The hash the server's policy names the starter script by (server/http/security-headers.ts). */
const bootScriptHash = () =>
  (bootHash ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(PAGE_STARTER_SCRIPT))
    .then((digest) => `'sha256-${base64(digest)}'`))

/** Whether the page's policy lets its starter script run (else the app would never start). */
export async function allowsBootScript(policy: string | null): Promise<boolean> {
  if (!policy) return true
  const scripts = /(?:^|;)\s*script-src\s([^;]*)/.exec(policy)?.[1] ?? ''
  return scripts.split(/\s+/).includes(await bootScriptHash())
}

/** What the worker found on the device for a kept page: its sheets, fonts and pictures. */
export interface PageParts {
  styles: { path: string; css: string }[]
  /** Font files as `data:` URLs, by path. */
  fonts: Map<string, string>
  /** The main picture: the file this device showed, inline, and its address. */
  leadImage: { path: string; inline: string } | null
  /** Small drawings the page shows (the logo), by their `src`. */
  drawings: Map<string, string>
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&')

/** The page's main picture (`fetchpriority="high"`) and the files it may be shown from, widest first. */
function leadImageOf(page: string): { tag: string; candidates: string[] } | null {
  const tag = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(page)?.[0]
  if (!tag) return null
  const srcset = (attribute(tag, 'srcSet') ?? attribute(tag, 'srcset') ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = '', width = '0w']) => ({ url, width: Number.parseInt(width, 10) || 0 }))
    .sort((a, b) => b.width - a.width)
    .map((c) => c.url)
  const candidates = [...srcset, attribute(tag, 'src') ?? ''].filter((url) => IMAGE_PATH.test(url))
  return { tag, candidates }
}

/** Fonts for the page's script (Arabic and Sorani pages also show Latin), as the sheets name them. */
function fontsFor(lang: string, css: string): string[] {
  const subsets = lang === 'en' ? ['latin'] : ['arabic', 'latin']
  const paths = [...css.matchAll(/url\((\/assets\/vazirmatn-([a-z]+)-\d+-normal-[\w-]+\.woff2)\)/g)]
    .filter(([, , subset]) => subsets.includes(subset ?? ''))
    .map(([, path]) => path ?? '')
  return [...new Set(paths)].filter((path) => FONT_PATH.test(path))
}

async function partsFor(page: string): Promise<PageParts | null> {
  const styles: PageParts['styles'] = []
  for (const [, path = ''] of page.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)) {
    if (!STYLE_PATH.test(path)) continue
    const css = await builtFile(path, async (response) => (await response?.text()) ?? null)
    // A sheet missing would show the page unstyled before the app: serve it as it came.
    if (css === null) return null
    styles.push({ path, css })
  }
  if (styles.length === 0) return null
  const fonts = new Map<string, string>()
  let fontBytes = 0
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(page)?.[1] ?? ''
  for (const path of fontsFor(lang, styles.map((s) => s.css).join('\n'))) {
    const font = await builtFile(path, (response) =>
      dataUrl(response, 'font/woff2', KEPT_PAGES.inlineFontsMaxBytes),
    )
    // The file's size (three quarters of its base64) counts against the budget.
    if (!font || fontBytes + (font.length * 3) / 4 > KEPT_PAGES.inlineFontsMaxBytes) continue
    fontBytes += (font.length * 3) / 4
    fonts.set(path, font)
  }
  let leadImage: PageParts['leadImage'] = null
  for (const path of leadImageOf(page)?.candidates ?? []) {
    // The file this device showed last time is the one in its picture cache.
    const image = await caches.match(path, { ignoreVary: true })
    const type = image?.headers.get('Content-Type') ?? ''
    const inline = /^image\/[\w.+-]+$/.test(type)
      ? await dataUrl(image, type, KEPT_PAGES.inlineImageMaxBytes)
      : null
    if (inline) {
      leadImage = { path, inline }
      break
    }
  }
  const drawings = new Map<string, string>()
  for (const [, path] of page.matchAll(DRAWING_SRC)) {
    if (!path || drawings.has(path)) continue
    const drawing = await builtFile(path, (response) => dataUrl(response, 'image/svg+xml', DRAWING_MAX_BYTES))
    if (drawing) drawings.set(path, drawing)
  }
  return { styles, fonts, leadImage, drawings }
}

/**
 * The sheets as one inline block, with the fonts the worker has in them as `data:` URLs. Those
 * faces are `font-display: block`: a browser decodes a font only when a layout first needs it,
 * so with `swap` the first layout was in the fallback and done again 60 ms later (measured);
 * with `block` the text waits those few milliseconds for its own font and is laid out once.
 */
function inlineStyles(parts: PageParts): string {
  const css = parts.styles
    .map(({ css }) =>
      css.replace(/@font-face\{[^}]*\}/g, (rule) => {
        const path = /url\((\/assets\/[\w.-]+\.woff2)\)/.exec(rule)?.[1]
        const inline = path && parts.fonts.get(path)
        return inline
          ? rule.replace(path, () => inline).replace('font-display:swap', 'font-display:block')
          : rule
      }),
    )
    .join('\n')
    .replace(/<\/style/gi, '<\\/style')
  return `<style>${css}</style>`
}

/**
 * A kept page made to paint from itself alone: Lighthouse's simulation (and a slow phone)
 * charge every request that ends before the first paint, even one the worker answers from the
 * device. Its sheets go inline with the fonts the page's script needs, its main picture and
 * logo become `data:` URLs (the starter asks for the picture at its address once the page has
 * painted: `leadImageAttribute`), and the hints React and the server wrote in it go (picture,
 * styles, code). Nothing else changes: the app takes this markup over as a first visit's page.
 */
export function paintsAlone(page: string, parts: PageParts): string {
  const inlined = new Set(parts.styles.map((s) => s.path))
  const lead = parts.leadImage && leadImageOf(page)?.tag
  return (
    page
      .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) =>
        inlined.has(href) ? '' : link,
      )
      // Replacements by function: text in a page ("$&", "$'") must not read as a pattern.
      .replace('</head>', () => `${inlineStyles(parts)}</head>`)
      .replace(/<link rel="(?:module)?preload"[^>]*>/g, '')
      .replace(DRAWING_SRC, (src, path: string) => {
        const inline = parts.drawings.get(path)
        return inline ? `src="${inline}"` : src
      })
      .replace(lead || /$^/, (tag) =>
        tag
          .replace(/\s(srcset|srcSet|sizes)="[^"]*"/g, '')
          .replace(
            /\ssrc="[^"]*"/,
            () =>
              ` src="${parts.leadImage?.inline}" ${KEPT_PAGES.leadImageAttribute}="${parts.leadImage?.path.replace(/&/g, '&amp;')}"`,
          ),
      )
  )
}

/** A kept page this worker can still serve: of its release (every script it names is in the precache) and fresh. */
async function usable(kept: Response): Promise<string | null> {
  const keptAt = Number(kept.headers.get(KEPT_AT))
  if (!(Date.now() - keptAt < KEPT_PAGES.maxAgeMs)) return null
  const page = await kept.clone().text()
  const scripts = [...page.matchAll(/<script [^>]*src="(\/assets\/[\w.-]+\.js)"/g)].map(
    ([, src]) => src ?? '',
  )
  if (scripts.length === 0) return null
  for (const src of scripts) if (!(await matchPrecache(src))) return null
  return page
}

/** Keeps a page the server drew (not the plain shell it answers when busy) for the next visit. */
async function keep(cache: Cache, url: string, response: Response): Promise<void> {
  if (!response.ok || !response.headers.get('Content-Type')?.startsWith('text/html')) return
  const page = await response.text()
  if (!page.includes(`<div id="root" ${KEPT_PAGES.drawnAttribute}`)) return
  const headers = new Headers(response.headers)
  for (const name of ['Content-Encoding', 'Content-Length', 'Link']) headers.delete(name)
  headers.set(KEPT_AT, String(Date.now()))
  await cache.put(url, new Response(page, { headers }))
  const keys = await cache.keys()
  for (const old of keys.slice(0, Math.max(0, keys.length - KEPT_PAGES.maxEntries))) await cache.delete(old)
}

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms)),
  ])

/**
 * Navigations to the public pages (decision 28). A page seen before opens at once from the
 * copy of the server's page kept on the device, made to paint from itself alone, while the
 * server draws it again for next time; the app takes it over as it takes over a first visit's
 * page. A page not kept yet comes from the server (drawn, and kept), or, offline or after
 * 3 s, from the precached shell, which the app draws from the answers kept in IndexedDB.
 */
export function serverPages(shell: RouteHandlerCallback): RouteHandlerCallback {
  return async (options) => {
    const url = new URL(options.url.href)
    if (!isServerPagePath(url.pathname) || !(options.request instanceof Request)) return shell(options)
    const cache = await caches.open(KEPT_PAGES.cache)
    // The server draws the page (again) and it is kept for next time, whatever this visit shows.
    const drawn = fetch(options.request)
    const keeping = drawn.then((response) => keep(cache, url.href, response.clone())).catch(() => undefined)
    ;(options.event as ExtendableEvent | undefined)?.waitUntil(keeping)
    const kept = await cache.match(url.href)
    const page = kept && (await usable(kept).catch(() => null))
    if (!kept || !page) {
      return within(3_000, drawn).catch(() => shell(options))
    }
    try {
      const parts =
        (await allowsBootScript(kept.headers.get('Content-Security-Policy'))) && (await partsFor(page))
      const headers = new Headers(kept.headers)
      return new Response(parts ? paintsAlone(page, parts) : page, { headers })
    } catch {
      return new Response(page, { headers: kept.headers })
    }
  }
}
