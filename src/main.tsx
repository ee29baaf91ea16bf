// First: the fetches to start before the rest of the app's code runs (fonts, the home picture).
import './lib/early-loads'
import './styles/fonts.css'
import './styles/tokens.css'
import './styles/base.css'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { startFavouriteSync } from './features/favourites'
import { startOffline, startPageSnapshots } from './features/offline'
import './features/push/sign-out'
import { setForbiddenHandler } from './lib/api'
import { activateLanguage, storedLanguage } from './lib/i18n'
import { queryClient } from './lib/query-client'
import { serverPage, takeOverServerPage } from './lib/server-page'
import { registerServiceWorker } from './lib/service-worker'
import { ensureSession, readAuth } from './lib/session'
import { createAppRouter } from './router'

const router = createAppRouter(queryClient)

setForbiddenHandler(() => void router.navigate({ to: '/' }))

// Spec §4: every visitor has a session; a first visit signs in as a guest.
const hadSession = readAuth() !== null
void ensureSession()
const language = activateLanguage(storedLanguage())
// Answers kept on this device are read by the queries that need them (before the network);
// the route's code and data load while the language catalog is still on its way.
startOffline(queryClient)
// A page the server drew (decision 21) comes with the answers and the route it was drawn from.
const drawn = serverPage()
if (!drawn) void router.load()
await language
startFavouriteSync(queryClient)

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')
const app = <App router={router} queryClient={queryClient} />
if (drawn) {
  // React takes the server's markup over as it is, in slices (a transition): with the route and
  // its answers in place first, the first render is the page already on screen. Not awaited
  // here: the route's code imports this module's chunk, so it loads only once this module has run.
  void takeOverServerPage(drawn, queryClient, router, hadSession).then(() =>
    startTransition(() => {
      hydrateRoot(root, app)
    }),
  )
} else {
  // Over markup the server drew for someone else (another language or currency), hidden
  // (base.css), the app's first commit replaces it and shows #root again (SnapshotHandover).
  // A transition, so React may render the shell in slices. The route itself arrives through the
  // router's store, which React renders in one go whatever the lane: pages keep their first
  // frame small instead (src/lib/use-revealed.ts, decision 19).
  startTransition(() => createRoot(root).render(app))
}
registerServiceWorker()
startPageSnapshots(router, queryClient)
