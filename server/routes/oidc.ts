import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import {
  OidcExchangeAnswer,
  OidcExchangeBody,
  type OidcProvider,
  OidcProviderParam,
  OidcStartAnswer,
  OidcStartBody,
  ProvidersAnswer,
} from '../../contract/oidc'
import { guestOf } from '../auth/caller'
import { configuredProviders } from '../auth/oidc-providers'
import type { AppEnv } from '../http/context'
import { notFound } from '../http/errors'
import { clientIp, enforce } from '../http/rate-limit'
import { defineRoute, redirect } from '../http/route'
import { beginOidcLogin, completeOidcLogin, finishOidcLogin, OidcFailure } from '../services/oidc/flow'
import { LOGIN_STATE_TTL_MS } from '../services/oidc/login-states'
import { startUserSession } from '../services/sessions'

/**
 * The browser's copy of the login state. Without it a callback or hand-off link made in
 * someone else's browser would sign this browser in to their account (login CSRF). Lax, so
 * the provider's top-level redirect back carries it; scoped to these calls only.
 */
const STATE_COOKIE = 'funduq_oidc'
const COOKIE_PATH = '/api/auth/oidc'

/**
 * A provider this server has no settings for (or no provider at all): 404, with one log line
 * (a link to a provider nobody configured is worth noticing, not a stack trace).
 */
function notConfigured(c: Context<AppEnv>): never {
  c.get('deps').log.warn(
    { provider: String(c.req.param('provider')).slice(0, 40) },
    'sign-in with a provider that is not configured',
  )
  throw notFound()
}

/** The provider of the path, if this server is configured for it; else 404 (`notConfigured`). */
function configured(c: Context<AppEnv>, provider: OidcProvider): OidcProvider {
  if (!configuredProviders(c.get('deps').env).includes(provider)) notConfigured(c)
  return provider
}

/** Sign-in with Google and Facebook (decision 17), under /api/auth. */
export const oidcRoutes = [
  defineRoute({
    method: 'get',
    path: '/auth/providers',
    operationId: 'listSignInProviders',
    summary:
      'Sign-in providers (google, facebook) configured on this server; the buttons show only for these',
    tags: ['sign-in-providers'],
    auth: 'optional',
    answers: { 200: ProvidersAnswer },
    handler: (c) => c.json({ data: { providers: configuredProviders(c.get('deps').env) } }),
  }),

  defineRoute({
    method: 'post',
    path: '/auth/oidc/:provider/start',
    operationId: 'startProviderSignIn',
    summary: 'Begin sign-in with a provider: the authorization URL to open (PKCE S256, 10 minutes, once)',
    description: 'A guest bearer keeps its favourites and bookings. Sets the login-state cookie.',
    tags: ['sign-in-providers'],
    auth: 'optional',
    params: OidcProviderParam,
    onBadParams: notConfigured,
    body: OidcStartBody,
    answers: { 200: OidcStartAnswer },
    errors: {
      404: 'This server is not configured for the provider',
      429: 'Too many sign-ins from this address: wait for Retry-After',
      503: "The provider's discovery document could not be read, or the database cannot answer: try again later",
    },
    handler: async (c, { params, body }) => {
      const provider = configured(c, params.provider)
      await enforce(c, ['oidc_start.ip', clientIp(c)])
      const deps = c.get('deps')
      const { url, state } = await beginOidcLogin(deps, provider, {
        returnTo: body.return_to,
        guestUserId: guestOf(c),
      })
      setCookie(c, STATE_COOKIE, state, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'Lax',
        secure: deps.env.PUBLIC_URL.startsWith('https:'),
        maxAge: LOGIN_STATE_TTL_MS / 1000,
      })
      return c.json({ data: { url } })
    },
  }),

  // A browser navigation, not an API call: every outcome is a redirect to the sign-in page.
  defineRoute({
    method: 'get',
    path: '/auth/oidc/:provider/callback',
    operationId: 'finishProviderRedirect',
    summary: "The provider's redirect back (code, state), a browser navigation",
    description:
      'Every outcome is a redirect to the sign-in page, except a provider this server has no settings for: 404, as for a missing page.',
    tags: ['sign-in-providers'],
    auth: 'optional',
    params: OidcProviderParam,
    onBadParams: notConfigured,
    answers: {
      302: redirect('To /login?oidc=<hand-off code>, or /login?oidc_error=1 whatever else went wrong'),
    },
    errors: { 404: 'This server is not configured for the provider' },
    handler: async (c, { params }) => {
      const deps = c.get('deps')
      const provider = configured(c, params.provider)
      try {
        const code = await completeOidcLogin(deps, provider, new URL(c.req.url).searchParams, {
          browserState: getCookie(c, STATE_COOKIE),
          lang: c.get('lang'),
        })
        return c.redirect(`/login?oidc=${encodeURIComponent(code)}`, 302)
      } catch (err) {
        // An expected refusal (a stale state, a denied consent) is one line; anything else a bug, with its stack.
        if (err instanceof OidcFailure)
          deps.log.warn({ provider, reason: err.message }, 'provider sign-in failed')
        else deps.log.error({ err, provider }, 'provider sign-in failed')
        return c.redirect('/login?oidc_error=1', 302)
      }
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/oidc/exchange',
    operationId: 'exchangeProviderCode',
    summary:
      'Trade the one-time hand-off code (same browser, 2 minutes) for a session, as /auth/login answers',
    tags: ['sign-in-providers'],
    auth: 'optional',
    body: OidcExchangeBody,
    answers: { 200: OidcExchangeAnswer },
    errors: { 403: 'The account is disabled' },
    handler: async (c, { body }) => {
      const deps = c.get('deps')
      const { user, returnTo } = await finishOidcLogin(deps, body.code, {
        browserState: getCookie(c, STATE_COOKIE),
        callerGuestId: guestOf(c),
      })
      deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH })
      return c.json({ data: await startUserSession(deps.tokens, user), return_to: returnTo })
    },
  }),
]
