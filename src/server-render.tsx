/**
 * A page as a first visit sees it, rendered to HTML by the API server (server/http/page-render.ts)
 * so that a phone paints text and pictures before the app's code has arrived and run; the app
 * then takes the markup over (hydration, src/main.tsx). A first visit has nothing stored, so the
 * page is the default one: Arabic, US dollars, nobody signed in, the phone layout.
 *
 * Built apart from the app (`vite build --ssr`, into dist/.ssr) and loaded by the server.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { _getRenderedMatches, type AnyRouteMatch } from '@tanstack/router-core'
import { renderToString } from 'react-dom/server'
import { DEFAULT_LANGUAGE } from '../contract/common'
import { App } from './app'
import { setApiTransport } from './lib/api'
import { INTL_LOCALE, i18n } from './lib/i18n'
import type { ServerPageState } from './lib/server-page'
import { messages } from './locales/ar/messages.po'
import { createAppRouter } from './router'

// What the page reads from the device's storage, for a visitor who has stored nothing yet.
const nothingStored: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
}
globalThis.localStorage ??= nothingStored

i18n.load(DEFAULT_LANGUAGE, messages)
i18n.activate(DEFAULT_LANGUAGE, [INTL_LOCALE[DEFAULT_LANGUAGE], DEFAULT_LANGUAGE])

export interface RenderedPage {
  /** The markup for `#root`. */
  html: string
  /** What the app starts from to take the markup over (src/lib/server-page.ts). */
  state: ServerPageState
}

/** What the router's server load ended with (not in its public types). */
type ServerResult = { type: 'render' } | { type: 'redirect'; redirect: { options: { href?: string } } }

/**
 * A match in the form the router's client `hydrate` reads (router-core's own `dehydrateMatch`,
 * which its package does not export): encoded id, status, time, loader data.
 */
function dehydrateMatch(match: AnyRouteMatch) {
  return {
    i: match.id.replaceAll('/', '#'),
    u: match.updatedAt,
    s: match.status,
    ...(match.loaderData !== undefined && { l: match.loaderData }),
    ...(match.ssr !== undefined && { ssr: match.ssr }),
  }
}

/** Waits up to `ms` for the page's API calls, however they were started. */
async function settle(queryClient: QueryClient, ms: number) {
  const deadline = Date.now() + ms
  while (queryClient.isFetching() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5))
}

export async function renderPage(
  url: string,
  api: (url: string, init: RequestInit) => Promise<Response>,
): Promise<RenderedPage | null> {
  setApiTransport(api)
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false } },
  })
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [url] }) })
  await router.load()
  // The router answers an address in another form than its own (search parameters in another
  // order, defaults left out) with a redirect to that form; the page is the same, so draw it.
  const result = () => (router as unknown as { _serverResult?: ServerResult })._serverResult
  const canonical = result()
  if (canonical?.type === 'redirect' && canonical.redirect.options.href) {
    router.history.replace(canonical.redirect.options.href)
    await router.load()
  }
  // Still elsewhere (a page that sends the visitor on): not a page to draw; the shell answers.
  if (result()?.type === 'redirect') return null
  await settle(queryClient, 1_000)
  const html = renderToString(<App router={router} queryClient={queryClient} />)
  // The router's matches as its own server rendering would hand them over (the client's
  // `hydrate` reads this form), and the API answers.
  const matches = _getRenderedMatches(router.state.matches).map(dehydrateMatch)
  return { html, state: { queries: dehydrate(queryClient), matches } }
}
