import { type Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import * as v from 'valibot'
import { OIDC_PROVIDERS, OidcExchangeBody, type OidcProvider, OidcStartBody } from '../../contract/oidc'
import { guestOf } from '../auth/caller'
import { configuredProviders } from '../auth/oidc-providers'
import type { AppEnv } from '../http/context'
import { notFound } from '../http/errors'
import { clientIp, enforce } from '../http/rate-limit'
import { parseJson } from '../http/validate'
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

const Provider = v.picklist(OIDC_PROVIDERS)

/** A provider of the path that this server is configured for, else 404. */
function configured(c: Context<AppEnv>): OidcProvider {
  const name = c.req.param('provider')
  if (!v.is(Provider, name) || !configuredProviders(c.get('deps').env).includes(name)) throw notFound()
  return name
}

/** Sign-in with Google and Facebook (decision 17), under /api/auth. */
export const oidcRoutes = new Hono<AppEnv>()
  .get('/providers', (c) => c.json({ data: { providers: configuredProviders(c.get('deps').env) } }))

  .post('/oidc/:provider/start', async (c) => {
    const provider = configured(c)
    const body = await parseJson(c, OidcStartBody)
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
  })

  // A browser navigation, not an API call: every outcome is a redirect to the sign-in page.
  .get('/oidc/:provider/callback', async (c) => {
    const deps = c.get('deps')
    try {
      const provider = configured(c)
      const code = await completeOidcLogin(deps, provider, new URL(c.req.url).searchParams, {
        browserState: getCookie(c, STATE_COOKIE),
        lang: c.get('lang'),
      })
      return c.redirect(`/login?oidc=${encodeURIComponent(code)}`, 302)
    } catch (err) {
      const known = err instanceof OidcFailure
      deps.log[known ? 'warn' : 'error']({ err, path: c.req.path }, 'provider sign-in failed')
      return c.redirect('/login?oidc_error=1', 302)
    }
  })

  .post('/oidc/exchange', async (c) => {
    const body = await parseJson(c, OidcExchangeBody)
    const deps = c.get('deps')
    const { user, returnTo } = await finishOidcLogin(deps, body.code, {
      browserState: getCookie(c, STATE_COOKIE),
      callerGuestId: guestOf(c),
    })
    deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH })
    return c.json({ data: await startUserSession(deps.tokens, user), return_to: returnTo })
  })
