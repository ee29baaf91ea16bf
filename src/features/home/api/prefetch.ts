import type { QueryClient } from '@tanstack/react-query'
import { homeDiscountsQueryOptions } from './discounts'
import { homeOffersQueryOptions } from './offers'
import { slidersQueryOptions } from './sliders'

/**
 * Starts the three home calls without waiting for them (the page shows skeletons meanwhile);
 * the promise is the sections' call, which never throws (the server's render waits for it).
 */
export function prefetchHome(queryClient: QueryClient): Promise<void> {
  const sections = queryClient.prefetchQuery(slidersQueryOptions())
  void queryClient.prefetchQuery(homeOffersQueryOptions())
  void queryClient.prefetchQuery(homeDiscountsQueryOptions())
  return sections
}
