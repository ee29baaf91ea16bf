import type { RouteHandlerCallback } from 'workbox-core'
import { matchPrecache } from 'workbox-precaching'
import {
  deferAppStart,
  isSnapshotPath,
  PAGE_SNAPSHOTS,
  type PageSnapshot,
  SNAPSHOT_BOOT_SCRIPT,
} from '../../contract/offline'

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
 * What the worker found on the device for the page: its style sheets (from the precache), its
 * fonts and its main picture as `data:` URLs (from the precache and the picture cache). A
 * font or picture it lacks is referred to by address instead.
 */
export interface SnapshotParts {
  styles: { path: string; css: string }[]
  fonts: Map<string, string>
  leadImage: string | null
  /** Small drawings the page shows (the logo), by their `src`. */
  drawings: Map<string, string>
  /**
   * Whether the app's scripts wait for the snapshot's first paint: only when the shell's
   * Content-Security-Policy allows the starter script (a shell cached from an older server
   * may not, and the app would then never start); otherwise the page is served as before,
   * with no font or picture inline.
   */
  deferScripts: boolean
}

const DRAWING_SRC = /src="(\/[\w.-]+\.svg)"/g
const DRAWING_MAX_BYTES = 8 * 1024
const MAX = PAGE_SNAPSHOTS.inlineFontsMaxBytes

/**
 * The built files a snapshot page carries (style sheets, fonts, the logo), read from the
 * precache once per worker: their names are hashed, so they never change under a worker, and a
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
    .digest('SHA-256', new TextEncoder().encode(SNAPSHOT_BOOT_SCRIPT))
    .then((digest) => `'sha256-${base64(digest)}'`))

export async function allowsBootScript(policy: string | null): Promise<boolean> {
  if (!policy) return true
  const scripts = /(?:^|;)\s*script-src\s([^;]*)/.exec(policy)?.[1] ?? ''
  return scripts.split(/\s+/).includes(await bootScriptHash())
}

async function partsFor(snapshot: PageSnapshot, deferScripts: boolean): Promise<SnapshotParts | null> {
  const paths = snapshot.styles
  if (!Array.isArray(paths) || paths.length === 0) return null
  const styles: SnapshotParts['styles'] = []
  for (const path of paths) {
    if (typeof path !== 'string' || !STYLE_PATH.test(path)) return null
    const css = await builtFile(path, async (response) => (await response?.text()) ?? null)
    // A sheet missing would show the picture unstyled.
    if (css === null) return null
    styles.push({ path, css })
  }
  const fonts = new Map<string, string>()
  const drawings = new Map<string, string>()
  if (!deferScripts) return { styles, fonts, leadImage: null, drawings, deferScripts }
  let fontBytes = 0
  for (const path of Array.isArray(snapshot.fonts) ? snapshot.fonts : []) {
    if (typeof path !== 'string' || !FONT_PATH.test(path)) continue
    const font = await builtFile(path, (response) => dataUrl(response, 'font/woff2', MAX))
    // The file's size (three quarters of its base64) counts against the budget.
    if (!font || fontBytes + (font.length * 3) / 4 > MAX) continue
    fontBytes += (font.length * 3) / 4
    fonts.set(path, font)
  }
  const current = snapshot.leadImage?.current
  const image =
    typeof current === 'string' && IMAGE_PATH.test(current)
      ? await caches.match(current, { ignoreVary: true })
      : undefined
  const type = image?.headers.get('Content-Type') ?? ''
  const leadImage = /^image\/[\w.+-]+$/.test(type)
    ? await dataUrl(image, type, PAGE_SNAPSHOTS.inlineImageMaxBytes)
    : null
  for (const [, path] of snapshot.html.matchAll(DRAWING_SRC)) {
    if (!path || drawings.has(path)) continue
    const drawing = await builtFile(path, (response) => dataUrl(response, 'image/svg+xml', DRAWING_MAX_BYTES))
    if (drawing) drawings.set(path, drawing)
  }
  return { styles, fonts, leadImage, drawings, deferScripts }
}

/** A main picture named by catalogue addresses only (its `src` and every `srcset` candidate). */
function isOwnPicture(image: PageSnapshot['leadImage']): image is NonNullable<PageSnapshot['leadImage']> {
  if (!image || !IMAGE_PATH.test(image.src)) return false
  const candidates = image.srcset.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '')
  return candidates.every((c) => c === '' || IMAGE_PATH.test(c))
}

/**
 * The main picture's `<img>` attributes: the file itself when the worker has it (with the
 * address the app will show, for the starter to fetch once the page has painted), otherwise
 * its addresses, preloaded in <head>.
 */
function leadImageAttributes(image: PageSnapshot['leadImage'], inline: string | null): string {
  if (!isOwnPicture(image)) return ''
  if (inline && IMAGE_PATH.test(image.current))
    return `src="${inline}" ${PAGE_SNAPSHOTS.leadImageAttribute}="${escapeAttribute(image.current)}"`
  const srcset = image.srcset ? ` srcset="${escapeAttribute(image.srcset)}"` : ''
  const sizes = image.sizes ? ` sizes="${escapeAttribute(image.sizes)}"` : ''
  return `src="${escapeAttribute(image.src)}"${srcset}${sizes}`
}

/** After the viewport's meta: the browser picks the srcset candidate by the viewport's width. */
function leadImagePreload(image: PageSnapshot['leadImage']): string {
  if (!isOwnPicture(image)) return ''
  const srcset = image.srcset ? ` imagesrcset="${escapeAttribute(image.srcset)}"` : ''
  const sizes = image.sizes ? ` imagesizes="${escapeAttribute(image.sizes)}"` : ''
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image.src)}"${srcset}${sizes}>`
}

/**
 * The sheets as one inline block, with the fonts the worker has in them as `data:` URLs. Those
 * faces are `font-display: block`: a browser decodes a font only when a layout first needs it,
 * so with `swap` the first layout was in the fallback and done again 60 ms later (measured);
 * with `block` the text waits those few milliseconds for its own font and is laid out once.
 * (The faces stay so for the page's life, already loaded; the others keep `swap`.)
 */
function inlineStyles(parts: SnapshotParts): string {
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
  const styles = escapeAttribute(parts.styles.map((s) => s.path).join(' '))
  const fonts = escapeAttribute([...parts.fonts.keys()].join(' '))
  return `<style ${PAGE_SNAPSHOTS.stylesAttribute}="${styles}" ${PAGE_SNAPSHOTS.fontsAttribute}="${fonts}">${css}</style>`
}

/**
 * The shell with the page's last picture in `#root`, in the page's language and direction. The
 * page's styles, fonts and main picture are in it; the app's scripts start once it has painted
 * (SNAPSHOT_BOOT_SCRIPT), so the first frame waits on nothing but this response.
 */
export function withSnapshot(shell: string, snapshot: PageSnapshot, parts: SnapshotParts): string {
  const dir = snapshot.dir === 'ltr' ? 'ltr' : 'rtl'
  const inlined = new Set(parts.styles.map((s) => s.path))
  // Fonts the worker lacks are preloaded by address; those inline need nothing fetched.
  const fontPreloads = (Array.isArray(snapshot.fonts) ? snapshot.fonts : [])
    .filter((path) => FONT_PATH.test(path) && !parts.fonts.has(path))
    .map((path) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${path}">`)
    .join('')
  const imagePreload = parts.leadImage ? '' : leadImagePreload(snapshot.leadImage)
  const page = shell
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) =>
      inlined.has(href) ? '' : link,
    )
    .replace(/<meta name="viewport"[^>]*>/, (viewport) => viewport + imagePreload)
    // Replacements by function: text in a page ("$&", "$'") must not read as a pattern.
    .replace('</head>', () => `${fontPreloads}${inlineStyles(parts)}</head>`)
    .replace(/<html[^>]*>/, () => `<html lang="${escapeAttribute(snapshot.lang)}" dir="${dir}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(snapshot.title)}</title>`)
    // Inert until the app takes over (src/features/offline/components/snapshot-handover.tsx).
    .replace(ROOT, () => {
      const html = snapshot.html
        .replace(`src="${PAGE_SNAPSHOTS.leadImageToken}"`, () =>
          leadImageAttributes(snapshot.leadImage, parts.leadImage),
        )
        .replace(DRAWING_SRC, (src, path: string) => {
          const inline = parts.drawings.get(path)
          return inline ? `src="${inline}"` : src
        })
      return `<div id="root" ${PAGE_SNAPSHOTS.attribute} inert>${html}</div>`
    })
  // Until the starter runs: scripts of a type no browser runs, the manifest without its rel.
  return parts.deferScripts ? deferAppStart(page) : page
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
      const deferScripts = await allowsBootScript(response.headers.get('Content-Security-Policy'))
      const parts = snapshot && (await partsFor(snapshot, deferScripts))
      if (!snapshot || !parts) return response
      const headers = new Headers(response.headers)
      headers.delete('Content-Length')
      // The server's hints for a first visit (the default language's texts, its route's code)
      // would be fetched ahead of the first paint, which needs none of them.
      headers.delete('Link')
      return new Response(withSnapshot(shell, snapshot, parts), { status: response.status, headers })
    } catch {
      return response
    }
  }
}
