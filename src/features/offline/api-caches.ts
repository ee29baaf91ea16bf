import { API_CACHE_PREFIX } from '../../../contract/offline'

/**
 * The service worker's per-person API caches. They are keyed by user already; sign-out still
 * deletes them all, so nothing of the person leaving stays on a shared phone.
 */
export async function purgeApiCaches(): Promise<void> {
  if (!('caches' in window)) return
  const names = await caches.keys()
  await Promise.all(names.filter((n) => n.startsWith(API_CACHE_PREFIX)).map((n) => caches.delete(n)))
}
