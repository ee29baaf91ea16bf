import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'

/**
 * A local OpenID Connect provider for tests, strict where a real one is (Google's behaviour):
 *
 * - `/.well-known/openid-configuration`: discovery; `/jwks`: its RS256 public key.
 * - `/authorize`: checks the client, `response_type=code`, `scope` with openid, a redirect URI
 *   and an S256 `code_challenge`; approves at once (no login page) by redirecting to
 *   `redirect_uri?code&state`, or with `error=access_denied` when `deny` is set.
 * - `/token` (form, client_secret_post or client_secret_basic): the client's secret, a known
 *   unused code, the same redirect URI, and BASE64URL(SHA256(code_verifier)) equal to the
 *   challenge; answers an ID token signed with the key, carrying the nonce of the request.
 * - `POST /_control/identity` (JSON): the person the next approvals are for, for tests that
 *   run in another process (the browser tests).
 *
 * `misbehave` makes the ID token wrong in one way (nonce, audience, expiry, issuer, signature)
 * for the negative tests.
 */
export interface FakeIdentity {
  sub: string
  email?: string
  email_verified?: boolean
  name?: string
}

export interface Misbehaviour {
  nonce?: string
  aud?: string
  /** Seconds since the token expired. */
  expiredFor?: number
  iss?: string
  /** Sign with another key than the one in the JWKS. */
  foreignKey?: boolean
  /** Answer the authorization request with error=access_denied. */
  deny?: boolean
}

interface PendingCode {
  clientId: string
  redirectUri: string
  challenge: string
  nonce: string | null
  identity: FakeIdentity
}

export interface FakeOidc {
  /** The issuer (OIDC_*_ISSUER), e.g. http://127.0.0.1:40123. */
  url: string
  clientId: string
  clientSecret: string
  identity: FakeIdentity
  misbehave: Misbehaviour
  /** Every /authorize query and /token form received, oldest first. */
  authorizeRequests: URLSearchParams[]
  tokenRequests: URLSearchParams[]
  /** Token requests refused, with the reason (bad verifier, unknown code…). */
  refusals: string[]
  close(): Promise<void>
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify(body))
}

export async function startFakeOidc(
  opts: { clientId?: string; clientSecret?: string; identity?: FakeIdentity } = {},
): Promise<FakeOidc> {
  const keys = await generateKeyPair('RS256')
  const foreign = await generateKeyPair('RS256')
  const kid = randomBytes(8).toString('hex')
  const publicJwk = { ...(await exportJWK(keys.publicKey)), kid, alg: 'RS256', use: 'sig' }
  const codes = new Map<string, PendingCode>()

  const fake: FakeOidc = {
    url: '',
    clientId: opts.clientId ?? 'funduq-test-client',
    clientSecret: opts.clientSecret ?? 'funduq-test-secret',
    identity: opts.identity ?? {
      sub: 'fake-1',
      email: 'fake.user@example.test',
      email_verified: true,
      name: 'Fake User',
    },
    misbehave: {},
    authorizeRequests: [],
    tokenRequests: [],
    refusals: [],
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        // Kept-alive connections of the app's fetch would hold close() open.
        server.closeAllConnections()
      }),
  }

  function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams
    fake.authorizeRequests.push(q)
    const redirectUri = q.get('redirect_uri') ?? ''
    const bad = (why: string) => json(res, 400, { error: 'invalid_request', error_description: why })
    if (q.get('client_id') !== fake.clientId) return bad('unknown client')
    if (!/^https?:\/\//.test(redirectUri)) return bad('redirect_uri')
    if (q.get('response_type') !== 'code') return bad('response_type')
    if (!(q.get('scope') ?? '').split(' ').includes('openid')) return bad('scope')
    if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) return bad('PKCE S256')
    const back = new URL(redirectUri)
    const state = q.get('state')
    if (fake.misbehave.deny) {
      back.searchParams.set('error', 'access_denied')
    } else {
      const code = randomBytes(24).toString('base64url')
      codes.set(code, {
        clientId: fake.clientId,
        redirectUri,
        challenge: q.get('code_challenge') ?? '',
        nonce: q.get('nonce'),
        identity: { ...fake.identity },
      })
      back.searchParams.set('code', code)
    }
    if (state) back.searchParams.set('state', state)
    res.writeHead(302, { Location: back.href })
    res.end()
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req))
    fake.tokenRequests.push(form)
    const refuse = (error: string, why: string) => {
      fake.refusals.push(why)
      json(res, 400, { error, error_description: why })
    }
    let clientId = form.get('client_id')
    let secret = form.get('client_secret')
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1]
    if (basic) {
      const [id, pw] = Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
      clientId = id ?? null
      secret = pw ?? null
    }
    if (clientId !== fake.clientId || secret !== fake.clientSecret) return refuse('invalid_client', 'client')
    if (form.get('grant_type') !== 'authorization_code') return refuse('unsupported_grant_type', 'grant')
    const code = form.get('code') ?? ''
    const pending = codes.get(code)
    // A code works once, whatever happens next.
    codes.delete(code)
    if (!pending) return refuse('invalid_grant', 'unknown or used code')
    if (form.get('redirect_uri') !== pending.redirectUri) return refuse('invalid_grant', 'redirect_uri')
    const verifier = form.get('code_verifier') ?? ''
    if (!verifier || s256(verifier) !== pending.challenge) return refuse('invalid_grant', 'PKCE verifier')

    const m = fake.misbehave
    const now = Math.floor(Date.now() / 1000)
    const exp = m.expiredFor ? now - m.expiredFor : now + 3600
    const { sub, ...profile } = pending.identity
    const idToken = await new SignJWT({
      ...profile,
      ...(pending.nonce || m.nonce ? { nonce: m.nonce ?? pending.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(m.iss ?? fake.url)
      .setAudience(m.aud ?? fake.clientId)
      .setSubject(sub)
      .setIssuedAt(m.expiredFor ? exp - 3600 : now)
      .setExpirationTime(exp)
      .sign(m.foreignKey ? foreign.privateKey : keys.privateKey)
    json(res, 200, {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
      id_token: idToken,
    })
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', fake.url || 'http://127.0.0.1')
    const route = `${req.method} ${url.pathname}`
    void (async () => {
      switch (route) {
        case 'GET /.well-known/openid-configuration':
          return json(res, 200, {
            issuer: fake.url,
            authorization_endpoint: `${fake.url}/authorize`,
            token_endpoint: `${fake.url}/token`,
            jwks_uri: `${fake.url}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
            code_challenge_methods_supported: ['S256'],
            token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
            scopes_supported: ['openid', 'email', 'profile'],
          })
        case 'GET /jwks':
          return json(res, 200, { keys: [publicJwk] })
        case 'GET /authorize':
          return authorize(url, res)
        case 'POST /token':
          return token(req, res)
        case 'POST /_control/identity':
          fake.identity = JSON.parse(await readBody(req)) as FakeIdentity
          return json(res, 200, { ok: true })
        default:
          return json(res, 404, { error: 'not_found' })
      }
    })().catch((err: Error) => json(res, 500, { error: 'server_error', error_description: err.message }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}
