import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { PAGE_STARTER_SCRIPT } from '../../contract/offline'
import type { AppEnv } from './context'

/** The inline script of ours allowed everywhere, by its hash: what starts the app under a drawn page. */
const PAGE_STARTER_HASH = `'sha256-${createHash('sha256').update(PAGE_STARTER_SCRIPT).digest('base64')}'`

/**
 * Only our own origin may serve scripts, styles, fonts, images, map data and workers: the
 * product must work without any third-party host. Inline styles stay allowed because React's
 * `style` props and maplibre-gl write them; inline scripts do not, but for the starter of a
 * drawn page, allowed by its hash, and the router's state in a drawn page, allowed by its own
 * hash in that answer only (decisions 21, 28). A page the worker kept carries its fonts and
 * main picture as `data:` URLs. maplibre-gl starts its
 * worker from our own file and may hand it `blob:` URLs, and draws images from `blob:`.
 *
 * The streets map from MAP_PMTILES needs nothing more: its file, icons and fonts come from our
 * origin (maplibre fetches the fonts and hands them to the page as FontFace data).
 * The one exception is a tile service named by MAP_STYLE_URL: its origin may then be fetched
 * (style, tiles, glyphs, sprites) and drawn as images. Unset, the policy names no host at all.
 */
function headersFor(extraOrigins: readonly string[]) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", PAGE_STARTER_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...extraOrigins],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...extraOrigins],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], payment: ['self'] },
  })
}

/** Origins the map may reach besides our own: that of MAP_STYLE_URL, when it is set. */
export function mapOrigins(mapStyleUrl: string | undefined): string[] {
  if (!mapStyleUrl) return []
  const { origin } = new URL(mapStyleUrl)
  return origin === 'null' ? [] : [origin]
}

export const securityHeaders = (): MiddlewareHandler<AppEnv> => {
  // One middleware per distinct setting (in practice one per process; tests make several apps).
  const byStyleUrl = new Map<string, MiddlewareHandler>()
  return async (c, next) => {
    const styleUrl = c.get('deps')?.env.MAP_STYLE_URL ?? ''
    let handler = byStyleUrl.get(styleUrl)
    if (!handler) {
      handler = headersFor(mapOrigins(styleUrl))
      byStyleUrl.set(styleUrl, handler)
    }
    await handler(c, next)
    // A page drawn on the server carries the router's state in inline scripts of its own
    // (decision 21): allowed by their hashes, in this answer's policy only.
    const hashes = c.get('scriptHashes')
    const policy = c.res.headers.get('Content-Security-Policy')
    if (hashes?.length && policy)
      c.res.headers.set(
        'Content-Security-Policy',
        policy.replace(
          /(^|;\s*)script-src ([^;]*)/,
          (_, start, sources) => `${start}script-src ${sources} ${hashes.join(' ')}`,
        ),
      )
  }
}
