/**
 * A page as a first visit sees it, rendered to HTML by the API server (server/http/page-render.ts)
 * so that a phone paints text and pictures before the app's code has arrived and run; the app
 * then takes the markup over (hydration, src/main.tsx). A first visit has nothing stored, so the
 * page is the default one: Arabic, US dollars, nobody signed in, the phone layout.
 *
 * TanStack Router's server rendering (`createRequestHandler`, `renderRouterToString`): it loads
 * the route, hands the router's state and the API answers to the browser in its own inline
 * scripts, and the browser's `RouterClient` reads them back. Built apart from the app
 * (`vite build --ssr`, into dist/.ssr) and loaded by the server.
 */
import { QueryClient } from '@tanstack/react-query'
import { createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { DEFAULT_LANGUAGE } from '../contract/common'
import { App } from './app'
import { setApiTransport } from './lib/api'
import { INTL_LOCALE, i18n } from './lib/i18n'
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

/** The page drawn, or where the router sends the visitor instead. */
export type RenderedPage = { html: string } | { redirect: string }

/** The page at `url` (path and query) drawn once, or where the router sends the visitor instead. */
async function draw(url: string): Promise<RenderedPage> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } })
  const handler = createRequestHandler({
    request: new Request(new URL(url, 'http://funduq.internal')),
    createRouter: () => createAppRouter(queryClient, { server: true }),
  })
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({
      router,
      responseHeaders,
      children: <App router={router} queryClient={queryClient} />,
    }),
  )
  const location = response.headers.get('Location')
  if (location) return { redirect: location }
  if (!response.ok) throw new Error(`page render answered ${response.status}`)
  // The markup for #root: the router's rendering makes a whole document of it.
  return { html: (await response.text()).replace(/^<!DOCTYPE html>/i, '') }
}

/**
 * The page at `url`, drawn as the router would draw it in the browser. The markup for `#root`
 * holds the router's inline scripts with its state and the API answers. The router answers an
 * address in another form than its own (search parameters in another order, defaults left
 * out) with a redirect to that form; the page is the same, so it is drawn from that form.
 */
export async function renderPage(
  url: string,
  api: (url: string, init: RequestInit) => Promise<Response>,
): Promise<RenderedPage> {
  setApiTransport(api)
  const page = await draw(url)
  if (!('redirect' in page)) return page
  const target = new URL(page.redirect, 'http://funduq.internal')
  return target.pathname === new URL(url, 'http://funduq.internal').pathname
    ? draw(target.pathname + target.search)
    : page
}
