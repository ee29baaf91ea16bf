import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import type { WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

/** Hotel photos come resized (`?w=`) as webp of some tens of KB; a bigger file is not kept. */
const MAX_IMAGE_BYTES = 300 * 1024
const MAX_IMAGES = 200

/**
 * Caps the cache's size: at most MAX_IMAGES files of at most MAX_IMAGE_BYTES each (60 MB in
 * the worst case, a few MB in practice), on top of the browser's quota (purgeOnQuotaError).
 */
const sizeCap: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const declared = Number(response.headers.get('Content-Length'))
    const size = declared > 0 ? declared : (await response.clone().blob()).size
    return size <= MAX_IMAGE_BYTES ? response : null
  },
}

/**
 * Catalogue images (/media/): their URL changes when the picture does, so the first copy is
 * good for a month. Avatars (/uploads/) are personal and stay out.
 */
export function images() {
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && url.pathname.startsWith('/media/'),
    new CacheFirst({
      cacheName: 'funduq-images',
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        sizeCap,
        new ExpirationPlugin({
          maxEntries: MAX_IMAGES,
          maxAgeSeconds: 30 * 24 * 3600,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  )
}
