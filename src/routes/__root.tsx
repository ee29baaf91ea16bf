import { Trans } from '@lingui/react/macro'
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { SiteFooter } from '../components/layout/site-footer'
import { SiteHeader } from '../components/layout/site-header'
import { UpdatePrompt } from '../components/layout/update-prompt'
import { PageHeading } from '../components/ui/page-heading'
import { ToastProvider } from '../components/ui/toast'
import { SignedOutNotice } from '../features/account/components/signed-out-notice'
import { currenciesQueryOptions } from '../features/catalogue/api/currencies'
import { governoratesQueryOptions } from '../features/catalogue/api/governorates'
import { OfflineIndicator } from '../features/offline/components/offline-indicator'
import { appConfigQueryOptions } from '../features/site/api/app-config'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // What the header, footer and search box show on every page: asked for with the route, never
  // waited for. A page drawn on the server (decision 21) waits for them, so its links to the
  // social pages and its currency list are there before the app runs.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(appConfigQueryOptions())
    void queryClient.prefetchQuery(currenciesQueryOptions())
    void queryClient.prefetchQuery(governoratesQueryOptions())
  },
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  const main = useRef<HTMLElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const first = useRef(true)
  // After a client-side navigation, move focus to the new page so screen readers announce it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    main.current?.focus()
  }, [pathname])
  // The operator console (routes/admin.tsx) draws its own bar: no guest header or footer there.
  const site = !pathname.startsWith('/admin')
  return (
    <ToastProvider>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      {site && <SiteHeader />}
      <OfflineIndicator />
      <main id="main" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
      {site && <SiteFooter />}
      <UpdatePrompt />
      <SignedOutNotice />
    </ToastProvider>
  )
}

function NotFound() {
  return (
    <div className="container page">
      <PageHeading>
        <Trans>Page not found</Trans>
      </PageHeading>
    </div>
  )
}
