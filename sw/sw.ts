/// <reference lib="webworker" />

import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { LEGACY_CACHES } from '../contract/offline'
import { favouritesSync } from './favourites-sync'
import { registerPushHandlers } from './push'
import { images } from './recipes/images'
import { localesAndChunks } from './recipes/locales-and-chunks'
import { mapFiles } from './recipes/map'
import { serverPages } from './recipes/server-pages'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

// The app shell: every built file, injected by vite-plugin-pwa at build time. No directory
// index: `/` is a page like the others, handled by the navigation route.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' })
cleanupOutdatedCaches()

// Client routes open from the precached shell, online or not; the public pages from the copy
// of the server's page kept on the device (decision 28). API and media are not pages, nor is
// the sandbox payment provider's checkout, which the server itself renders.
registerRoute(
  new NavigationRoute(serverPages(createHandlerBoundToURL('/index.html')), {
    denylist: [/^\/api\//, /^\/media\//, /^\/sandbox-pay\//, /\/[^/?]+\.[^/]+$/],
  }),
)

// Runtime caches, one recipe each (see docs/decisions/0015-offline.md). No API answer is kept
// here: the page keeps the ones worth having offline, per person, in IndexedDB.
images()
mapFiles()
localesAndChunks()
favouritesSync()

// What earlier releases kept that this one no longer reads (per-person API answers among them)
// goes, so nothing of a person stays behind in a cache nobody clears on sign-out any more.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => LEGACY_CACHES.some((prefix) => n.startsWith(prefix)))
            .map((n) => caches.delete(n)),
        ),
      ),
  )
})

// The page asks the waiting worker to take over once the user has confirmed the update.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})

registerPushHandlers(self)
