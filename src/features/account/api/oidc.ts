import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import {
  OidcExchangeAnswer,
  type OidcProvider,
  OidcStartAnswer,
  ProvidersAnswer,
} from '../../../../contract/oidc'
import { api } from '../../../lib/api'

/**
 * Sign-in with Google or Facebook (decision 17): which providers the server offers, the start
 * call (the guest's bearer goes along, so favourites and bookings follow), and the trade of
 * the hand-off code the server puts in `/login?oidc=…` after the provider sent the person back.
 */
export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'oidc-providers'],
    queryFn: async ({ signal }) => (await api(ProvidersAnswer, '/auth/providers', { signal })).data.providers,
    // A deployment setting: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useProviders = () => useQuery(providersQueryOptions())

/** The provider's authorization URL; the browser then leaves for it. */
export const startOidc = async ({ provider, returnTo }: { provider: OidcProvider; returnTo?: string }) =>
  (
    await api(OidcStartAnswer, `/auth/oidc/${provider}/start`, {
      method: 'POST',
      body: returnTo ? { return_to: returnTo } : {},
    })
  ).data.url

export const useStartOidc = () => useMutation({ mutationFn: startOidc })

/** The hand-off code → the same auth info as a password sign-in, and where to go next. */
export const exchangeOidc = (code: string) =>
  api(OidcExchangeAnswer, '/auth/oidc/exchange', { method: 'POST', body: { code } })

export const useExchangeOidc = () => useMutation({ mutationFn: exchangeOidc })
