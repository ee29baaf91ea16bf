import * as v from 'valibot'
import { AuthInfo } from './auth'

/**
 * Sign-in with Google and Facebook (OpenID Connect, authorization code with PKCE; decision 17):
 * the calls of server/routes/oidc.ts. The browser never sees a provider's tokens: it gets a
 * one-time hand-off code in `/login?oidc=…` and trades it for the usual auth answer.
 */

export const OIDC_PROVIDERS = ['google', 'facebook'] as const
export type OidcProvider = (typeof OIDC_PROVIDERS)[number]

/** `/api/auth/oidc/{provider}/…`: a provider this code knows (the server may not be configured for it). */
export const OidcProviderParam = v.object({ provider: v.picklist(OIDC_PROVIDERS) })

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
