import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import type { WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { FROM_CACHE_HEADER } from '../../contract/offline'
import { userCacheName } from './user-cache-name'

/**
 * Public catalogue reads worth showing offline. Everything else under /api (auth, payments,
 * reservations, downloads, account, favourites lists) has no route here, so it always goes to
 * the network: nothing personal or one-time is ever written to Cache Storage by the worker.
 * (Favourites and bookings are kept offline by the page's persisted query cache instead.)
 */
const CACHED_READS = [
  /^\/api\/hotel$/,
  /^\/api\/hotel\/\d+$/,
  /^\/api\/slider$/,
  /^\/api\/governorates$/,
  /^\/api\/currency$/,
  /^\/api\/offers$/,
  // The home page and hotel page need these too; both are public and small.
  /^\/api\/discounts$/,
  /^\/api\/comment$/,
  /^\/api\/app-config$/,
]

/** Answers come in the caller's language (the server reads Accept-Language): keep one copy per language. */
const perLanguage: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url)
    url.searchParams.set('__lang', request.headers.get('Accept-Language') ?? '')
    return url.href
  },
}

/** Tells the page its data came from the device (it shows the offline indicator). */
const markFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse
    const headers = new Headers(cachedResponse.headers)
    headers.set(FROM_CACHE_HEADER, '1')
    return new Response(cachedResponse.body, { status: cachedResponse.status, headers })
  },
}

function strategyFor(cacheName: string) {
  return new NetworkFirst({
    cacheName,
    // On a weak connection the saved answer after 3 s beats a spinner; the network answer
    // still lands in the cache for next time.
    networkTimeoutSeconds: 3,
    // The key already holds the language, and the cache itself is the user's: the server's
    // `Vary: Authorization` would otherwise miss after every token refresh.
    matchOptions: { ignoreVary: true },
    plugins: [
      perLanguage,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
      markFromCache,
    ],
  })
}

export function apiNetworkFirst() {
  const strategies = new Map<string, NetworkFirst>()
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && CACHED_READS.some((path) => path.test(url.pathname)),
    async ({ request, event }) => {
      const name = await userCacheName(request)
      let strategy = strategies.get(name)
      if (!strategy) {
        strategy = strategyFor(name)
        strategies.set(name, strategy)
      }
      return strategy.handle({ request, event })
    },
  )
}
