import { I18nProvider } from '@lingui/react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type AnyRouter, RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { ServerPageHandover } from './features/offline/components/server-page-handover'
import { i18n } from './lib/i18n'
import { PreferencesProvider } from './lib/preferences'

interface Props {
  router: AnyRouter
  queryClient: QueryClient
  /** Taking over a page the server drew: the router starts from the state the server sent. */
  hydrating?: boolean
}

/**
 * The whole app, as the browser renders it (main.tsx) and as the server draws a first visit's
 * page (server-render.tsx): one tree, so that the browser can take the server's markup over.
 */
export function App({ router, queryClient, hydrating }: Props) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <PreferencesProvider>
            <ServerPageHandover />
            {hydrating ? <RouterClient router={router} /> : <RouterProvider router={router} />}
          </PreferencesProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  )
}
