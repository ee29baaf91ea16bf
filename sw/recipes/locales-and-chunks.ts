import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

/**
 * Route chunks and the compiled locale catalogs are hashed files under /assets/ and most are
 * precached with the shell. This catches the rest (the map library, left out of the precache
 * for its size) the first time they are used. A hashed name never changes content, so the
 * cached copy is always right; old ones age out.
 */
export function localesAndChunks() {
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: 'funduq-assets',
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    }),
  )
}
