import * as v from 'valibot'
import { AuthInfo } from './auth'
import type { Endpoint } from './endpoints'

/**
 * Sign-in with Google and Facebook (OpenID Connect, authorization code with PKCE; decision 17):
 * the calls of server/routes/oidc.ts. The browser never sees a provider's tokens: it gets a
 * one-time hand-off code in `/login?oidc=…` and trades it for the usual auth answer.
 */

export const OIDC_PROVIDERS = ['google', 'facebook'] as const
export type OidcProvider = (typeof OIDC_PROVIDERS)[number]

/** A path of this site (`/hotels?x=1`), never `//elsewhere` or `/\elsewhere`. */
export const localPath = v.pipe(
  v.string(),
  v.maxLength(512),
  v.regex(/^\/(?![/\\])[^\s]*$/),
  v.check((s) => !s.startsWith('/login') && !s.startsWith('/signup')),
)

/** `GET /api/auth/providers`: the providers this deployment is configured for, maybe none. */
export const ProvidersAnswer = v.object({
  data: v.object({ providers: v.array(v.picklist(OIDC_PROVIDERS)) }),
})
export type ProvidersAnswer = v.InferOutput<typeof ProvidersAnswer>

/** `POST /api/auth/oidc/{provider}/start`: where to come back to afterwards (default home). */
export const OidcStartBody = v.object({ return_to: v.optional(v.fallback(localPath, '/'), '/') })
export const OidcStartAnswer = v.object({ data: v.object({ url: v.string() }) })

/** `POST /api/auth/oidc/exchange`: the hand-off code from `/login?oidc=…`. */
export const OidcExchangeBody = v.object({
  code: v.pipe(v.string(), v.nonEmpty(), v.maxLength(2000)),
})
/** The same `data` as a password sign-in, and where the person was going. */
export const OidcExchangeAnswer = v.object({ data: AuthInfo, return_to: v.string() })
export type OidcExchangeAnswer = v.InferOutput<typeof OidcExchangeAnswer>

export const oidcEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/auth/providers',
    summary:
      'Sign-in providers (google, facebook) configured on this server; the buttons show only for these',
    response: ProvidersAnswer,
  },
  {
    method: 'post',
    path: '/auth/oidc/:provider/start',
    summary:
      'Begin sign-in with a provider: the authorization URL to open (PKCE S256, 10 minutes, once); a guest bearer keeps its favourites and bookings',
    body: OidcStartBody,
    response: OidcStartAnswer,
    auth: 'optional',
  },
  {
    method: 'get',
    path: '/auth/oidc/:provider/callback',
    summary:
      "The provider's redirect (code, state): 302 to /login?oidc=<hand-off code>, or /login?oidc_error=1",
    response: v.null(),
    status: 302,
  },
  {
    method: 'post',
    path: '/auth/oidc/exchange',
    summary:
      'Trade the one-time hand-off code (same browser, 2 minutes) for a session, as /auth/login answers',
    body: OidcExchangeBody,
    response: OidcExchangeAnswer,
    auth: 'optional',
  },
]
