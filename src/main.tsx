// First: the fetches to start before the rest of the app's code runs (fonts, the home picture).
import './lib/early-loads'
import './styles/fonts.css'
import './styles/tokens.css'
import './styles/base.css'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { startFavouriteSync } from './features/favourites'
import { SnapshotHandover, startOffline, startPageSnapshots } from './features/offline'
import './features/push/sign-out'
import { setForbiddenHandler } from './lib/api'
import { activateLanguage, i18n, storedLanguage } from './lib/i18n'
import { PreferencesProvider } from './lib/preferences'
import { queryClient } from './lib/query-client'
import { registerServiceWorker } from './lib/service-worker'
import { ensureSession } from './lib/session'
import { routeTree } from './routeTree.gen'

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders use TanStack Query's cache; the router need not keep its own copy fresh.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

setForbiddenHandler(() => void router.navigate({ to: '/' }))

// Spec §4: every visitor has a session; a first visit signs in as a guest.
void ensureSession()
const language = activateLanguage(storedLanguage())
// The answers saved on this device go back into the cache before the first route loads; then
// the route's code and data load while the language catalog is still on its way.
await startOffline(queryClient)
void router.load()
await language
startFavouriteSync(queryClient)

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')
// A transition, so React may render the shell in slices. The route itself arrives through the
// router's store, which React renders in one go whatever the lane: pages keep their first
// frame small instead (src/lib/use-revealed.ts, decision 19).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <PreferencesProvider>
            <SnapshotHandover />
            <RouterProvider router={router} />
          </PreferencesProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  ),
)
registerServiceWorker()
startPageSnapshots(router, queryClient)
