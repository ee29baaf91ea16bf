import * as client from 'openid-client'
import { OIDC_PROVIDERS, type OidcProvider } from '../../contract/oidc'
import { type Env, isLoopbackHttp } from '../env'

/**
 * The OpenID Connect providers of this deployment (decision 17). A provider counts as
 * configured when its client id and secret are set; its endpoints and keys come from the
 * issuer's discovery document, fetched once per process.
 */
export interface ProviderSettings {
  issuer: string
  clientId: string
  clientSecret: string
  /** What we ask for: who the person is, their e-mail address and name. */
  scope: string
}

/**
 * Facebook's discovery document describes its implicit flow only and names no token endpoint;
 * its authorization-code flow with PKCE trades the code on the Graph API instead
 * (developers.facebook.com/docs/facebook-login/guides/advanced/oidc-token).
 */
const FACEBOOK_TOKEN_ENDPOINT = 'https://graph.facebook.com/v19.0/oauth/access_token'

export function providerSettings(env: Env, provider: OidcProvider): ProviderSettings | null {
  const [issuer, clientId, clientSecret] =
    provider === 'google'
      ? [env.OIDC_GOOGLE_ISSUER, env.OIDC_GOOGLE_CLIENT_ID, env.OIDC_GOOGLE_CLIENT_SECRET]
      : [env.OIDC_FACEBOOK_ISSUER, env.OIDC_FACEBOOK_CLIENT_ID, env.OIDC_FACEBOOK_CLIENT_SECRET]
  if (!clientId || !clientSecret) return null
  // Facebook knows no `profile` scope (its name and picture come with `public_profile`).
  const scope = provider === 'facebook' ? 'openid email public_profile' : 'openid email profile'
  return { issuer, clientId, clientSecret, scope }
}

export const configuredProviders = (env: Env): OidcProvider[] =>
  OIDC_PROVIDERS.filter((p) => providerSettings(env, p) !== null)

/** Where the provider sends the browser back: registered with the provider as is. */
export const callbackUrl = (env: Env, provider: OidcProvider) =>
  `${env.PUBLIC_URL.replace(/\/+$/, '')}/api/auth/oidc/${provider}/callback`

const configurations = new Map<string, Promise<client.Configuration>>()

async function discover(provider: OidcProvider, s: ProviderSettings): Promise<client.Configuration> {
  // Plain http only for an issuer on this machine (the tests' fake); env.ts refuses others.
  const insecure = isLoopbackHttp(s.issuer)
  const found = await client.discovery(new URL(s.issuer), s.clientId, s.clientSecret, undefined, {
    execute: insecure ? [client.allowInsecureRequests] : [],
    timeout: 10,
  })
  let config = found
  const { supportsPKCE: _, ...metadata } = found.serverMetadata()
  if (provider === 'facebook' && !metadata.token_endpoint) {
    config = new client.Configuration(
      { ...metadata, token_endpoint: FACEBOOK_TOKEN_ENDPOINT },
      s.clientId,
      s.clientSecret,
    )
    if (insecure) client.allowInsecureRequests(config)
  }
  // openid-client trusts an ID token from the token endpoint on TLS alone (OIDC Core 3.1.3.7
  // allows it); we also check its signature against the issuer's JWKS, so a token endpoint
  // answer that did not come from the issuer's keys is refused too.
  client.enableNonRepudiationChecks(config)
  config.timeout = 10
  return config
}

/**
 * The openid-client configuration of a configured provider. A failed discovery is not kept,
 * so the next sign-in tries again instead of failing until a restart.
 */
export function providerConfiguration(env: Env, provider: OidcProvider): Promise<client.Configuration> {
  const s = providerSettings(env, provider)
  if (!s) return Promise.reject(new Error(`${provider} sign-in is not configured`))
  const key = `${provider} ${s.issuer} ${s.clientId}`
  let config = configurations.get(key)
  if (!config) {
    config = discover(provider, s)
    configurations.set(key, config)
    config.catch(() => configurations.delete(key))
  }
  return config
}
