import { timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as client from 'openid-client'
import type { Language } from '../../../contract/common'
import { messages } from '../../../contract/messages'
import type { OidcProvider } from '../../../contract/oidc'
import { signHandoff, verifyHandoff } from '../../auth/oidc-handoff'
import { callbackUrl, providerConfiguration, providerSettings } from '../../auth/oidc-providers'
import { users } from '../../db/schema'
import type { AppDeps } from '../../http/context'
import { HttpError } from '../../http/errors'
import { adoptGuestReservations } from '../booking/adopt'
import { adoptGuestFavourites } from '../favourites'
import type { UserRow } from '../sessions'
import { accountForIdentity } from './identities'
import { claimLoginState, releaseLoginState, saveLoginState, stateDigest } from './login-states'

/**
 * Sign-in with Google or Facebook: OpenID Connect's authorization-code flow with PKCE (S256),
 * state and nonce, through openid-client, which checks the ID token's signature (the issuer's
 * JWKS), issuer, audience, nonce and expiry. Decision 17 tells the whole story.
 */

/** Any reason a callback cannot sign anyone in; the browser only learns that it failed. */
export class OidcFailure extends Error {}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

async function configurationOf(deps: AppDeps, provider: OidcProvider) {
  try {
    return await providerConfiguration(deps.env, provider)
  } catch (err) {
    deps.log.error({ err, provider }, 'OpenID Connect discovery failed')
    throw new HttpError(503, messages.oidcUnavailable.id)
  }
}

/**
 * The start: a state, a nonce and a PKCE verifier kept on the server for 10 minutes, and the
 * provider's authorization URL. The state also goes back to the caller, who puts it in the
 * browser's cookie: the callback only works in the browser that started it.
 */
export async function beginOidcLogin(
  deps: AppDeps,
  provider: OidcProvider,
  opts: { returnTo: string; guestUserId: number | null },
): Promise<{ url: string; state: string }> {
  const settings = providerSettings(deps.env, provider)
  if (!settings) throw new HttpError(404, messages.notFound.id)
  const config = await configurationOf(deps, provider)
  const state = client.randomState()
  const nonce = client.randomNonce()
  const codeVerifier = client.randomPKCECodeVerifier()
  await saveLoginState(deps.db, {
    provider,
    state,
    codeVerifier,
    nonce,
    returnTo: opts.returnTo,
    guestUserId: opts.guestUserId,
  })
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(deps.env, provider),
    response_type: 'code',
    scope: settings.scope,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  })
  return { url: url.href, state }
}

/**
 * The callback: the state must be this browser's (its cookie) and claimable (known, this
 * provider's, unused, unexpired); then the code is traded with the PKCE verifier and the ID
 * token checked. Answers a hand-off code for the account the identity belongs to.
 */
export async function completeOidcLogin(
  deps: AppDeps,
  provider: OidcProvider,
  query: URLSearchParams,
  ctx: { browserState: string | undefined; lang: Language },
): Promise<string> {
  const state = query.get('state') ?? ''
  if (!state || !ctx.browserState || !sameText(state, ctx.browserState)) {
    throw new OidcFailure('state missing or not started in this browser')
  }
  const row = await claimLoginState(deps.db, provider, state)
  if (!row) throw new OidcFailure('state unknown, used, expired or of another provider')
  const config = await configurationOf(deps, provider)
  // The redirect URI sent with the code must be the one registered, whatever host or proxy
  // the request came through: rebuild it from PUBLIC_URL with the provider's parameters.
  const current = new URL(callbackUrl(deps.env, provider))
  for (const [name, value] of query) current.searchParams.append(name, value)
  let claims: client.IDToken | undefined
  try {
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: row.code_verifier,
      expectedState: state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    })
    claims = tokens.claims()
  } catch (err) {
    throw new OidcFailure(`authorization refused: ${(err as Error).message}`, { cause: err })
  }
  if (!claims?.sub) throw new OidcFailure('no ID token subject')
  const user = await accountForIdentity(
    deps.db,
    {
      provider,
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
    },
    ctx.lang,
  )
  return signHandoff(deps.db, user.id, row.state_hash)
}

/**
 * The hand-off: a valid code, from the browser that holds the state's cookie, once. The
 * guest who started (and the guest trading the code, if another) hand their favourites and
 * bookings to the account.
 */
export async function finishOidcLogin(
  deps: AppDeps,
  code: string,
  ctx: { browserState: string | undefined; callerGuestId: number | null },
): Promise<{ user: UserRow; returnTo: string }> {
  const failed = () => new HttpError(422, messages.oidcFailed.id)
  const handoff = await verifyHandoff(deps.db, code)
  if (!handoff || !ctx.browserState || !sameText(stateDigest(ctx.browserState), handoff.stateHash)) {
    throw failed()
  }
  const released = await releaseLoginState(deps.db, handoff.stateHash)
  if (!released) throw failed()
  const [user] = await deps.db.select().from(users).where(eq(users.id, handoff.userId))
  if (!user || user.is_guest) throw failed()
  for (const guest of new Set([released.guest_user_id, ctx.callerGuestId])) {
    await adoptGuestFavourites(deps.db, guest, user.id)
    await adoptGuestReservations(deps.db, guest, user.id)
  }
  return { user, returnTo: released.return_to }
}
