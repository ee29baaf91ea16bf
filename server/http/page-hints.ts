import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { asc, eq, isNotNull } from 'drizzle-orm'
import type { Context } from 'hono'
import {
  galleryLeadImage,
  gallerySlideImage,
  heroSlideImage,
  type ResponsiveImage,
  WIDE_GALLERY,
} from '../../contract/media'
import { hotelImages, sliders } from '../db/schema'
import { escapeHtml } from '../escape-html'
import type { AppEnv } from './context'

/** One chunk of Vite's build manifest (`build.manifest` in vite.config.ts). */
interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

interface RoutePage {
  pattern: RegExp
  /** `Link` values for the route's code. */
  code: string[]
  /** The route's style sheets (`/assets/….css`), which a page rendered on the server links. */
  styles: string[]
}

/** The route pages of the build whose manifest is in `distDir`, with their files. */
function readRoutes(manifest: Manifest, loaded: Set<string>): RoutePage[] {
  const routes: RoutePage[] = []
  for (const key of Object.keys(manifest)) {
    const m = /^src\/routes\/([^/]+)\.tsx\?tsr-split=component$/.exec(key)
    if (!m?.[1]) continue
    const links: string[] = []
    const styles: string[] = []
    collect(manifest, key, new Set(loaded), new Set(), links, styles)
    routes.push({ pattern: routePattern(m[1]), code: links, styles })
  }
  return routes
}

function readManifest(distDir: string): { manifest: Manifest; loaded: Set<string> } | null {
  const file = join(distDir, '.vite', 'manifest.json')
  if (!existsSync(file)) return null
  const manifest: Manifest = JSON.parse(readFileSync(file, 'utf8'))
  // What index.html loads anyway (its scripts, preloads and styles).
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const loaded = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] as string))
  return { manifest, loaded }
}

/** The style sheets a page at `path` needs beyond the shell's own, for a page rendered on the server. */
export function createRouteStyles(distDir: string): (path: string) => string[] {
  const read = readManifest(distDir)
  const routes = read ? readRoutes(read.manifest, read.loaded) : []
  return (path) => routes.find((r) => r.pattern.test(path))?.styles ?? []
}

/**
 * `Link` preload hints sent with index.html, so that a first visit fetches what its page will
 * need while the app's script is still arriving, instead of one round trip after another: the
 * route's own code and styles, the texts of the default language, and the page's largest
 * picture (the home slideshow's first slide; a hotel's first photo). Returning visitors get
 * the page from the service worker and never see these.
 *
 * In the order a page drawn on the server needs them: the style sheets (they hold its first
 * paint), then the picture (its largest paint), then the code, which only takes the page over.
 */
export function createPageHints(distDir: string) {
  const read = readManifest(distDir)
  if (!read) return async () => [] as string[]
  const { manifest, loaded } = read
  const catalog = manifest['src/locales/ar/messages.po']?.file
  const always = catalog ? [modulePreload(catalog)] : []
  const routes = readRoutes(manifest, loaded)

  return async function hintsFor(c: Context<AppEnv>): Promise<string[]> {
    const path = c.req.path
    const route = routes.find((r) => r.pattern.test(path))
    const links = (route?.styles ?? []).map((href) => `<${href}>; rel=preload; as=style`)
    if (path === '/') links.push(imagePreload(heroSlideImage(1, await firstSlidePicture(c))))
    if (path === '/hotel' || path === '/hotel/') {
      const photo = await firstPhoto(c, c.req.query('id'))
      if (photo) {
        links.push(imagePreload(gallerySlideImage(photo), `not all and ${WIDE_GALLERY}`))
        links.push(imagePreload(galleryLeadImage(photo), WIDE_GALLERY))
      }
    }
    return [...links, ...always, ...(route?.code ?? [])]
  }
}

/** The chunk's files and those it imports, minus what is already `seen`: its code as `Link` values, its sheets' paths in `styles`. */
function collect(
  manifest: Manifest,
  key: string,
  seen: Set<string>,
  visited: Set<string>,
  out: string[],
  styles: string[],
) {
  if (visited.has(key)) return
  visited.add(key)
  const chunk = manifest[key]
  if (!chunk) return
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, visited, out, styles)
  if (!seen.has(chunk.file)) {
    seen.add(chunk.file)
    out.push(modulePreload(chunk.file))
  }
  for (const css of chunk.css ?? []) {
    if (seen.has(css)) continue
    seen.add(css)
    styles.push(`/${css}`)
  }
}

/** TanStack file-route names: `hotel.index` is /hotel, `hotel.$id.reserve.$token` has params. */
export function routePattern(name: string): RegExp {
  const parts = name.split('.').filter((p) => p !== 'index')
  const body = parts.map((p) => (p.startsWith('$') ? '[^/]+' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  return new RegExp(`^/${body.join('/')}/?$`)
}

const modulePreload = (file: string) => `</${file}>; rel=modulepreload`

/**
 * The same hints as `<link>` elements, for a page drawn on the server: there they come after
 * the viewport is set and in this order. Sent as a `Link` header instead, Chrome fetches
 * the hints without `media` (the code) as the answer arrives and the pictures (with `media`)
 * only once the page is parsed, so the hotel's first photo waited behind the route's twenty
 * chunks.
 */
export function hintsAsTags(links: string[]): string {
  return links
    .map((link) => {
      const [, href = '', params = ''] = /^<([^>]*)>(.*)$/.exec(link) ?? []
      const attrs = [...params.matchAll(/;\s*([a-z]+)=("[^"]*"|[^;]*)/g)].map(
        ([, name, value = '']) => `${name}="${escapeHtml(value.replace(/^"|"$/g, ''))}"`,
      )
      return `<link ${attrs.join(' ')} href="${escapeHtml(href)}">`
    })
    .join('')
}

function imagePreload(image: ResponsiveImage, media?: string): string {
  const attrs = [
    `<${image.src}>`,
    'rel=preload',
    'as=image',
    `imagesrcset="${image.srcSet}"`,
    `imagesizes="${image.sizes}"`,
    'fetchpriority=high',
  ]
  if (media) attrs.push(`media="${media}"`)
  return attrs.join('; ')
}

/**
 * The home slideshow's first picture when a home section has one (decision 44): the sections'
 * pictures come first, in the sections' order, as the slideshow shows them.
 */
async function firstSlidePicture(c: Context<AppEnv>): Promise<string | null> {
  const [row] = await c
    .get('deps')
    .db.select({ path: sliders.image_path })
    .from(sliders)
    .where(isNotNull(sliders.image_path))
    .orderBy(asc(sliders.sort_order), asc(sliders.id))
    .limit(1)
  return row?.path ?? null
}

/** The hotel page's first photo (its gallery order), if the id names a hotel with photos. */
async function firstPhoto(c: Context<AppEnv>, id: string | undefined): Promise<string | null> {
  if (!id || !/^\d{1,9}$/.test(id)) return null
  const [row] = await c
    .get('deps')
    .db.select({ path: hotelImages.image_path })
    .from(hotelImages)
    .where(eq(hotelImages.hotel_id, Number(id)))
    .orderBy(asc(hotelImages.sort_order), asc(hotelImages.id))
    .limit(1)
  return row?.path ?? null
}
