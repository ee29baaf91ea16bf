import type { QueryClient } from '@tanstack/react-query'
import { homeDiscountsQueryOptions } from './discounts'
import { homeOffersQueryOptions } from './offers'
import { slidersQueryOptions } from './sliders'

/** Starts the three home calls without waiting for them (the page shows skeletons meanwhile). */
export function prefetchHome(queryClient: QueryClient) {
  void queryClient.prefetchQuery(slidersQueryOptions())
  void queryClient.prefetchQuery(homeOffersQueryOptions())
  void queryClient.prefetchQuery(homeDiscountsQueryOptions())
}
