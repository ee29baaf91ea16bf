import { I18nProvider } from '@lingui/react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type AnyRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { SnapshotHandover } from './features/offline/components/snapshot-handover'
import { i18n } from './lib/i18n'
import { PreferencesProvider } from './lib/preferences'

/**
 * The whole app, as the browser renders it (main.tsx) and as the server draws a first visit's
 * page (server-render.tsx): one tree, so that the browser can take the server's markup over.
 */
export function App({ router, queryClient }: { router: AnyRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <PreferencesProvider>
            <SnapshotHandover />
            <RouterProvider router={router} />
          </PreferencesProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  )
}
