import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from './routeTree.gen'

/** Waits up to `ms` for the page's API calls, however they were started (a loader's prefetch). */
async function settle(queryClient: QueryClient, ms: number) {
  const deadline = Date.now() + ms
  while (queryClient.isFetching() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5))
}

interface Options {
  /** Drawing a page on the server (src/server-render.tsx) rather than running in the browser. */
  server?: boolean
}

/**
 * The app's router, alike in the browser (main.tsx) and on the server that draws a first
 * visit's page (server-render.tsx). A page drawn on the server hands its API answers over with
 * the router's own state (TanStack's router–query integration, decision 21).
 */
export function createAppRouter(queryClient: QueryClient, options: Options = {}) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders use TanStack Query's cache; the router need not keep its own copy fresh.
    defaultPreloadStaleTime: 0,
    // In the browser only: a first visit has no scroll to restore, and on the server the router
    // would put an inline script in the page for it.
    scrollRestoration: !options.server,
    // Before the answers are handed over: the header's and the page's own calls, which loaders
    // start without waiting for them, get up to 1 s to arrive.
    dehydrate: async () => {
      await settle(queryClient, 1_000)
      return {}
    },
  })
  // The app's own QueryClientProvider wraps the router (src/app.tsx).
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
