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
import { canTakeOverServerPage } from './lib/server-page'
import { registerServiceWorker } from './lib/service-worker'
import { ensureSession, readAuth } from './lib/session'
import { createAppRouter } from './router'

// Spec §4: every visitor has a session; a first visit signs in as a guest.
const hadSession = readAuth() !== null
const router = createAppRouter(queryClient, {
  // The server asked as nobody: answers with fields per caller (a hotel's heart) are right for a
  // visitor who came without a session (the guest session made now has no favourites yet).
  // Anyone else's are marked stale, so the page, drawn as it came, asks again with the
  // visitor's session as soon as it has been taken over.
  onHydrated: () => {
    if (hadSession) void queryClient.invalidateQueries()
  },
})

setForbiddenHandler(() => void router.navigate({ to: '/' }))

void ensureSession()
const language = activateLanguage(storedLanguage())
// Answers kept on this device are read by the queries that need them (before the network);
// the route's code and data load while the language catalog is still on its way.
startOffline(queryClient)
// A page the server drew (decision 21) comes with the answers and the route it was drawn from.
const drawn = canTakeOverServerPage()
if (!drawn) void router.load()
await language
startFavouriteSync(queryClient)

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')
if (drawn) {
  // React takes the server's markup over as it is, in slices (a transition). RouterClient first
  // puts the route's state and answers in place (and waits for the route's code), so the first
  // render is the page already on screen.
  startTransition(() => {
    hydrateRoot(root, <App router={router} queryClient={queryClient} hydrating />)
  })
} else {
  // Over markup the server drew for someone else (another language or currency), hidden
  // (base.css), the app's first commit replaces it and shows #root again (SnapshotHandover).
  // A transition, so React may render the shell in slices. The route itself arrives through the
  // router's store, which React renders in one go whatever the lane: pages keep their first
  // frame small instead (src/lib/use-revealed.ts, decision 19).
  startTransition(() => createRoot(root).render(<App router={router} queryClient={queryClient} />))
}
registerServiceWorker()
startPageSnapshots(router, queryClient)
