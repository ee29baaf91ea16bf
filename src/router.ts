import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

/**
 * The app's router, alike in the browser (main.tsx) and on the server that draws a first
 * visit's page (server-render.tsx, with an in-memory history at the page's address).
 */
export function createAppRouter(queryClient: QueryClient, server?: { history: RouterHistory }) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history: server?.history,
    defaultPreload: 'intent',
    // Loaders use TanStack Query's cache; the router need not keep its own copy fresh.
    defaultPreloadStaleTime: 0,
    // In the browser only: a first visit has no scroll to restore, and on the server the router
    // would put an inline script in the page, which the Content-Security-Policy refuses.
    scrollRestoration: !server,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
