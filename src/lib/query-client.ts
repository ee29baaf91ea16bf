import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api'
import { isOffline } from './connectivity'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // Always try the first request, even when the browser says offline: the service worker
      // may answer it from its cache. A loader that waited for "online" would hang on a skeleton.
      networkMode: 'offlineFirst',
      // A 4xx will not get better by asking again; without a connection, say so at once
      // (the page shows what it has, or why it cannot) rather than waiting for one.
      retry: (count, err) => !(err instanceof ApiError && err.status < 500) && !isOffline() && count < 2,
    },
    // A booking step tried offline fails at once with a clear message instead of waiting silently.
    mutations: { networkMode: 'offlineFirst' },
  },
})
