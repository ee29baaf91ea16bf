import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'

/**
 * The bundled map of Iraq (/map/style.json and its data, about 100 KB) and the streets map's
 * icons: shown at once from the device, refreshed in the background. Their names do not change
 * between releases, so they are not precached (a stale copy would then live until the next
 * release). The basemap file (MAP_PMTILES, /map/basemap.pmtiles) is left to the network and the
 * browser's HTTP cache: it is read in byte ranges, which the Cache API cannot store (it refuses
 * 206 answers, and a whole copy would be hundreds of megabytes).
 */
export function mapFiles() {
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin &&
      request.method === 'GET' &&
      url.pathname.startsWith('/map/') &&
      !url.pathname.endsWith('.pmtiles'),
    new StaleWhileRevalidate({
      cacheName: 'funduq-map',
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true }),
      ],
    }),
  )
}
