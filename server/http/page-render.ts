import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { LANGUAGES, type Language } from '../../contract/common'
import { deferAppStart, SERVER_PAGES } from '../../contract/offline'
import type { AppEnv } from './context'
import { createRouteStyles, hintsAsTags } from './page-hints'

/** What `vite build --ssr src/server-render.tsx` puts in dist/.ssr (see that file). */
interface ServerRender {
  renderPage(
    url: string,
    api: (url: string, init: RequestInit) => Promise<Response>,
    visitor: Visitor,
  ): Promise<{ html: string; title: string } | { redirect: string }>
}

/** The language and currency a page is drawn in. */
export interface Visitor {
  language: Language
  currency: string
}

/**
 * What the visitor told the server in the app's cookies (src/lib/storage-keys.ts), else what a
 * first visit gets. A currency the API does not know fails the render, and the shell answers.
 */
function visitorOf(c: Context<AppEnv>): Visitor {
  const { drawnFor } = SERVER_PAGES
  const language = getCookie(c, drawnFor.languageKey) ?? ''
  const currency = getCookie(c, drawnFor.currencyKey) ?? ''
  return {
    language: (LANGUAGES as readonly string[]).includes(language)
      ? (language as Language)
      : drawnFor.language,
    currency: /^[A-Z]{3}$/.test(currency) ? currency : drawnFor.currency,
  }
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')

const ROOT = '<div id="root"></div>'

/**
 * Pages drawn at once, at most: a page costs the server some milliseconds of CPU, and beyond
 * this the plain shell (which the browser draws itself) answers, so a burst of first visits —
 * or of someone's requests — never queues the API behind page drawing.
 */
export const MAX_RENDERS_IN_FLIGHT = 4

/** The policy's names for the inline scripts in `html` (the router's, with its state). */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  )

/**
 * A first visit's public page, drawn on the server (decision 21): the shell with the page's
 * markup in `#root`, the router's state and the API answers it was drawn from (TanStack
 * Router's own inline script, allowed by its hash), and the app's scripts held back until
 * that markup has painted (contract/offline.ts, deferAppStart). The app takes the markup over
 * (src/main.tsx). Null — the plain shell, as before — when the build has no renderer, the path
 * is not a public page, or the render fails or leaves a part to the browser.
 */
export function createPageRenderer(
  distDir: string,
  api: (request: Request) => Response | Promise<Response>,
  hints: (c: Context<AppEnv>) => Promise<string[]>,
) {
  const entry = join(distDir, '.ssr', 'server-render.js')
  const shellFile = join(distDir, 'index.html')
  if (!existsSync(entry) || !existsSync(shellFile)) return null
  const shell = deferAppStart(readFileSync(shellFile, 'utf8'))
  if (!shell.includes(ROOT)) return null
  const routeStyles = createRouteStyles(distDir)
  let renderer: Promise<ServerRender> | undefined
  let inFlight = 0
  // The page's own calls go straight into this app, no socket in between.
  const inProcess = async (url: string, init: RequestInit) =>
    api(new Request(new URL(url, 'http://funduq.internal'), init))

  return async function render(c: Context<AppEnv>): Promise<Response | null> {
    const path = c.req.path
    if (!(SERVER_PAGES.paths as readonly string[]).includes(path.replace(/(.)\/$/, '$1'))) return null
    if (!c.req.header('Accept')?.includes('text/html')) return null
    if (inFlight >= MAX_RENDERS_IN_FLIGHT) return null
    const url = new URL(c.req.url)
    inFlight++
    try {
      renderer ??= import(pathToFileURL(entry).href) as Promise<ServerRender>
      const visitor = visitorOf(c)
      const page = await (await renderer).renderPage(url.pathname + url.search, inProcess, visitor)
      // An address that sends the visitor elsewhere: the app follows it, from the shell.
      if ('redirect' in page) return null
      // React left a part to be drawn in the browser: that part would flash in, so draw none.
      if (page.html.includes('<!--$!-->')) {
        c.get('deps').log.warn({ path }, 'page render left a part to the browser; serving the shell')
        return null
      }
      const preloads = await hints(c)
      c.set('hintsInPage', true)
      const styles = routeStyles(path)
        .map((href) => `<link rel="stylesheet" href="${href}">`)
        .join('')
      const html = shell
        .replace(
          /<html[^>]*>/,
          `<html lang="${visitor.language === 'kr' ? 'ckb' : visitor.language}" dir="${visitor.language === 'en' ? 'ltr' : 'rtl'}" ${SERVER_PAGES.drawnForAttribute}="${visitor.language} ${visitor.currency}">`,
        )
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
        .replace('</head>', () => `${hintsAsTags(preloads)}${styles}</head>`)
        .replace(ROOT, () => `<div id="root" ${SERVER_PAGES.attribute}>${page.html}</div>`)
      c.set('scriptHashes', inlineScriptHashes(page.html))
      c.header('Cache-Control', 'no-cache')
      c.header('Vary', 'Cookie', { append: true })
      return c.html(html)
    } catch (err) {
      c.get('deps').log.error({ err, path }, 'page render failed; serving the shell')
      return null
    } finally {
      inFlight--
    }
  }
}
