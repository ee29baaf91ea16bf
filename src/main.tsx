// First: the fetches to start before the rest of the app's code runs (fonts, the home picture).
import './lib/early-loads'
import './styles/fonts.css'
import './styles/tokens.css'
import './styles/base.css'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { startFavouriteSync } from './features/favourites'
import { restoreKeptAnswers, startOffline } from './features/offline'
import './features/push/sign-out'
import { setForbiddenHandler } from './lib/api'
import { activateLanguage, storedLanguage } from './lib/i18n'
import { queryClient } from './lib/query-client'
import { afterTakeover, canTakeOverServerPage } from './lib/server-page'
import { registerServiceWorker } from './lib/service-worker'
import { ensureSession, readAuth } from './lib/session'
import { STORAGE_KEYS, storePreference } from './lib/storage-keys'
import { createAppRouter } from './router'
// The search box's and the prices' sheets go in the shell's own (app.css): the first paint of the
// home, hotel list and hotel pages needs both, and as small sheets of their own they were two more
// files each of these pages waited for (docs/benchmarks.md, first-paint style sheets).
import './features/search/components/search-box.css'
import './components/ui/price.css'

// Spec §4: every visitor has a session; a first visit signs in as a guest.
const hadSession = readAuth() !== null
const router = createAppRouter(queryClient)

setForbiddenHandler(() => void router.navigate({ to: '/' }))

void ensureSession()
const language = activateLanguage(storedLanguage())
// The server draws pages in the visitor's currency too once told (a visitor from before it was).
const currency = localStorage.getItem(STORAGE_KEYS.currency)
if (currency) storePreference(STORAGE_KEYS.currency, currency)
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
  // The server asked as nobody: answers with fields per caller (a hotel's heart) are right for a
  // visitor who came without a session (the guest session made now has no favourites yet).
  // Anyone else's own kept answers go over them once React has taken the markup over as it
  // was drawn (before, the first render would not match it), then the page asks again.
  if (hadSession)
    afterTakeover(
      () =>
        void restoreKeptAnswers(queryClient)
          .catch(() => undefined)
          .then(() => queryClient.invalidateQueries()),
    )
  // React takes the server's markup over as it is, in slices (a transition). RouterClient first
  // puts the route's state and answers in place (and waits for the route's code), so the first
  // render is the page already on screen.
  startTransition(() => {
    hydrateRoot(root, <App router={router} queryClient={queryClient} hydrating />)
  })
} else {
  // Over markup the server drew for someone else (another language or currency), hidden
  // (base.css), the app's first commit replaces it and shows #root again (ServerPageHandover).
  // A transition, so React may render the shell in slices. The route itself arrives through the
  // router's store, which React renders in one go whatever the lane: pages keep their first
  // frame small instead (src/lib/use-revealed.ts, decision 19).
  startTransition(() => createRoot(root).render(<App router={router} queryClient={queryClient} />))
}
registerServiceWorker()
