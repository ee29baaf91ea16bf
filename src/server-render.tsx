/**
 * A page as a first visit sees it, rendered to HTML by the API server (server/http/page-render.ts)
 * so that a phone paints text and pictures before the app's code has arrived and run; the app
 * then takes the markup over (hydration, src/main.tsx). It is drawn for nobody signed in, in the
 * phone layout, and in the language and currency the visitor's cookies name (Arabic and US
 * dollars for a first visit, which has none). The service worker keeps it for the next visits.
 *
 * TanStack Router's server rendering (`createRequestHandler`, `renderRouterToString`): it loads
 * the route, hands the router's state and the API answers to the browser in its own inline
 * scripts, and the browser's `RouterClient` reads them back. Built apart from the app
 * (`vite build --ssr`, into dist/.ssr) and loaded by the server.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { QueryClient } from '@tanstack/react-query'
import { createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server'
import type { Language } from '../contract/common'
import { SERVER_PAGES } from '../contract/offline'
import { App } from './app'
import { setApiTransport } from './lib/api'
import { DOCUMENT_TITLE, FORMAT_LOCALE, i18n } from './lib/i18n'
import { messages as ar } from './locales/ar/messages.po'
import { messages as en } from './locales/en/messages.po'
import { messages as kr } from './locales/kr/messages.po'
import { createAppRouter } from './router'

/** The language and currency the page is drawn in (server/http/page-render.ts). */
export interface Visitor {
  language: Language
  currency: string
}

/**
 * The visitor of the render under way: pages are drawn concurrently, and what the page reads
 * from the device's storage (the stored currency and language) is theirs.
 */
const visitor = new AsyncLocalStorage<Visitor>()
const { drawnFor } = SERVER_PAGES
const stored = (key: string) => {
  const current = visitor.getStore()
  if (key === drawnFor.languageKey) return current?.language ?? null
  if (key === drawnFor.currencyKey) return current?.currency ?? null
  return null
}
globalThis.localStorage ??= {
  length: 0,
  clear: () => {},
  getItem: stored,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
}

i18n.load({ ar, en, kr })

/** The page drawn, or where the router sends the visitor instead. */
export type RenderedPage = { html: string; title: string } | { redirect: string }

/** The page at `url` (path and query) drawn once, or where the router sends the visitor instead. */
async function draw(url: string, { language }: Visitor): Promise<RenderedPage> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } })
  const handler = createRequestHandler({
    request: new Request(new URL(url, 'http://funduq.internal')),
    createRouter: () => createAppRouter(queryClient, { server: true }),
  })
  let title = ''
  const response = await handler(({ router, responseHeaders }) => {
    // Rendering is synchronous from here: no other page's render can change the language under it.
    i18n.activate(language, [FORMAT_LOCALE[language], language])
    title = i18n._(DOCUMENT_TITLE)
    return renderRouterToString({
      router,
      responseHeaders,
      children: <App router={router} queryClient={queryClient} />,
    })
  })
  const location = response.headers.get('Location')
  if (location) return { redirect: location }
  if (!response.ok) throw new Error(`page render answered ${response.status}`)
  // The markup for #root: the router's rendering makes a whole document of it.
  return { html: (await response.text()).replace(/^<!DOCTYPE html>/i, ''), title }
}

/**
 * The page at `url`, drawn as the router would draw it in the browser, in the visitor's
 * language and currency. The markup for `#root` holds the router's inline scripts with its
 * state and the API answers. The router answers an address in another form than its own
 * (search parameters in another order, defaults left out) with a redirect to that form; the
 * page is the same, so it is drawn from that form.
 */
export function renderPage(
  url: string,
  api: (url: string, init: RequestInit) => Promise<Response>,
  who: Visitor,
): Promise<RenderedPage> {
  // The answers in the visitor's language (the app's client sends the active one, which other
  // renders change).
  setApiTransport((path, init) => {
    const headers = new Headers(init.headers)
    headers.set('Accept-Language', visitor.getStore()?.language ?? drawnFor.language)
    return api(path, { ...init, headers })
  })
  return visitor.run(who, async () => {
    const page = await draw(url, who)
    if (!('redirect' in page)) return page
    const target = new URL(page.redirect, 'http://funduq.internal')
    return target.pathname === new URL(url, 'http://funduq.internal').pathname
      ? draw(target.pathname + target.search, who)
      : page
  })
}
