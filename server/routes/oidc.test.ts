import { and, asc, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { hotels, oidcLoginStates, sessions, userIdentities, users } from '../../server/db/schema'
import {
  type AccountsApp,
  call,
  createAccountsApp,
  lastSmsCode,
  newGuest,
  newPerson,
  signUp,
} from '../../tests/support/accounts'
import { type FakeIdentity, type FakeOidc, startFakeOidc } from '../../tests/support/fake-oidc'
import { createApp } from '../app'

/**
 * Sign-in with an OpenID Connect provider against a local fake (tests/support/fake-oidc.ts),
 * configured as Google and as Facebook. The app runs in process; the fake is a real HTTP
 * server, so discovery, JWKS and the code exchange go over the wire as in production.
 */
let fake: FakeOidc
let t: AccountsApp
beforeAll(async () => {
  fake = await startFakeOidc()
  t = await createAccountsApp({
    OIDC_GOOGLE_ISSUER: fake.url,
    OIDC_GOOGLE_CLIENT_ID: fake.clientId,
    OIDC_GOOGLE_CLIENT_SECRET: fake.clientSecret,
    OIDC_FACEBOOK_ISSUER: fake.url,
    OIDC_FACEBOOK_CLIENT_ID: fake.clientId,
    OIDC_FACEBOOK_CLIENT_SECRET: fake.clientSecret,
  })
})
afterAll(async () => {
  await t.close()
  await fake.close()
})
afterEach(() => {
  fake.misbehave = {}
})

let people = 0
/** A person of the fake provider, unique per test. */
function identity(over: Partial<FakeIdentity> = {}): FakeIdentity {
  people += 1
  const id = `${process.pid}-${people}-${Date.now()}`
  return {
    sub: `sub-${id}`,
    email: `g${id}@example.test`,
    email_verified: true,
    name: `Google ${people}`,
    ...over,
  }
}

interface Started {
  url: URL
  cookie: string
}

/** POST start, as the client does; the state cookie is what the browser would keep. */
async function start(opts: { token?: string; returnTo?: string; provider?: string } = {}): Promise<Started> {
  const res = await t.app.request(`/api/auth/oidc/${opts.provider ?? 'google'}/start`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
    },
    body: JSON.stringify(opts.returnTo ? { return_to: opts.returnTo } : {}),
  })
  expect(res.status).toBe(200)
  const setCookie = res.headers.get('set-cookie') ?? ''
  expect(setCookie).toMatch(/HttpOnly/i)
  expect(setCookie).toMatch(/SameSite=Lax/i)
  const body = (await res.json()) as { data: { url: string } }
  return { url: new URL(body.data.url), cookie: setCookie.split(';')[0] ?? '' }
}

/** The provider's answer to the authorization request: where it sends the browser back. */
async function authorize(url: URL): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' })
  expect(res.status).toBe(302)
  return new URL(res.headers.get('location') ?? '')
}

/** The browser arriving at our callback; returns where we send it (/login?oidc=… or ?oidc_error=1). */
async function callback(back: URL, cookie?: string): Promise<URL> {
  const res = await t.app.request(`${back.pathname}${back.search}`, {
    headers: cookie ? { Cookie: cookie } : {},
  })
  expect(res.status).toBe(302)
  return new URL(res.headers.get('location') ?? '', 'http://localhost')
}

const exchange = (code: string, cookie?: string, token?: string) =>
  call(t.app, 'POST', '/api/auth/oidc/exchange', {
    body: { code },
    token,
    headers: cookie ? { Cookie: cookie } : {},
  })

/** The whole sign-in as a browser goes through it; returns the exchange answer. */
async function signInWithProvider(who: FakeIdentity, opts: { token?: string; returnTo?: string } = {}) {
  fake.identity = who
  const started = await start(opts)
  const landed = await callback(await authorize(started.url), started.cookie)
  const code = landed.searchParams.get('oidc')
  expect(landed.pathname).toBe('/login')
  expect(code, landed.href).toBeTruthy()
  const res = await exchange(code ?? '', started.cookie, opts.token)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as {
    data: {
      token: string
      refreshToken: string
      userAuth: { id: number; name: string; email: string | null }
    }
    return_to: string
  }
}

const sessionCount = async () =>
  Number((await t.deps.db.select({ n: sql<number>`count(*)` }).from(sessions))[0]?.n ?? 0)

async function identityOf(sub: string) {
  const [row] = await t.deps.db.select().from(userIdentities).where(eq(userIdentities.subject, sub))
  return row
}

describe('provider sign-in: happy paths', () => {
  it('lists the configured providers, and none on a server without settings', async () => {
    const res = await call(t.app, 'GET', '/api/auth/providers')
    expect(res.body).toEqual({ data: { providers: ['google', 'facebook'] } })
    const plain = await createAccountsApp()
    try {
      expect((await call(plain.app, 'GET', '/api/auth/providers')).body).toEqual({ data: { providers: [] } })
      const started = await call(plain.app, 'POST', '/api/auth/oidc/google/start', { body: {} })
      expect(started.status).toBe(404)
    } finally {
      await plain.close()
    }
  })

  it('answers 404 for a provider this server has no settings for, with one log line and no stack', async () => {
    const plain = await createAccountsApp()
    const lines: Record<string, unknown>[] = []
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) })
    const app = createApp({ ...plain.deps, log }, { checkAnswers: true })
    try {
      for (const path of [
        '/api/auth/oidc/google/callback?code=x&state=y',
        '/api/auth/oidc/facebook/callback',
      ]) {
        lines.length = 0
        const res = await app.request(path, { headers: { 'Accept-Language': 'en' } })
        expect(res.status, path).toBe(404)
        expect(await res.json()).toEqual({ message: 'Not found' })
        expect(lines).toHaveLength(1)
        expect(lines[0]).toMatchObject({ msg: 'sign-in with a provider that is not configured' })
        expect(JSON.stringify(lines[0])).not.toMatch(/stack|\bat /)
      }
    } finally {
      await plain.close()
    }
  })

  it('asks for code with PKCE S256, state and nonce, then creates the account and signs in', async () => {
    const who = identity({ name: 'Zainab Google' })
    fake.identity = who
    const started = await start({ returnTo: '/favorites' })
    const q = started.url.searchParams
    expect(`${started.url.origin}${started.url.pathname}`).toBe(`${fake.url}/authorize`)
    expect(q.get('response_type')).toBe('code')
    expect(q.get('scope')).toBe('openid email profile')
    expect(q.get('code_challenge_method')).toBe('S256')
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(q.get('state')).toMatch(/^[\w-]{40,}$/)
    expect(q.get('nonce')).toMatch(/^[\w-]{40,}$/)
    expect(q.get('redirect_uri')).toBe(`${t.deps.env.PUBLIC_URL}/api/auth/oidc/google/callback`)
    // Only a digest of the state is stored, never the state or anything the URL carries.
    const [row] = await t.deps.db
      .select()
      .from(oidcLoginStates)
      .where(eq(oidcLoginStates.nonce, q.get('nonce') ?? ''))
    expect(row?.state_hash).toBeTruthy()
    expect(row?.state_hash).not.toBe(q.get('state'))
    expect(row?.return_to).toBe('/favorites')
    expect((row?.expires_at.getTime() ?? 0) - Date.now()).toBeGreaterThan(9 * 60_000)

    const landed = await callback(await authorize(started.url), started.cookie)
    // No token of ours or of the provider in the URL: a hand-off code only.
    expect([...landed.searchParams.keys()]).toEqual(['oidc'])
    const res = await exchange(landed.searchParams.get('oidc') ?? '', started.cookie)
    expect(res.status).toBe(200)
    expect(res.body.return_to).toBe('/favorites')
    expect(res.body.data.userAuth).toMatchObject({ name: 'Zainab Google', email: who.email, is_guest: false })
    expect(res.headers.get('set-cookie')).toMatch(/funduq_oidc=;/)
    const me = await call(t.app, 'GET', '/api/auth/me', { token: res.body.data.token })
    expect(me.body.data).toMatchObject({ id: res.body.data.userAuth.id, is_guest: false })
    // Refreshing works like any other session.
    const refreshed = await call(t.app, 'POST', '/api/auth/guest-user', {
      body: { refreshToken: res.body.data.refreshToken },
    })
    expect(refreshed.status).toBe(200)

    const [user] = await t.deps.db.select().from(users).where(eq(users.id, res.body.data.userAuth.id))
    expect(user?.verified_at).not.toBeNull()
    expect(user?.password_hash).toBeNull()
    expect(await identityOf(who.sub)).toMatchObject({ provider: 'google', user_id: user?.id })
    // The login state is gone once handed off.
    expect(
      await t.deps.db
        .select()
        .from(oidcLoginStates)
        .where(eq(oidcLoginStates.state_hash, row?.state_hash ?? '')),
    ).toEqual([])
  })

  it('finds the same account on the next sign-in, even with another e-mail address', async () => {
    const who = identity()
    const first = await signInWithProvider(who)
    const again = await signInWithProvider({ ...who, email: `changed.${who.email}`, name: 'Renamed' })
    expect(again.data.userAuth.id).toBe(first.data.userAuth.id)
    expect(again.data.userAuth.email).toBe(who.email)
  })

  it('never links an existing account by its e-mail address (sign-up does not prove it)', async () => {
    const { person, auth } = await signUp(t, { tag: 'link' })
    const who = identity({ email: person.email.toUpperCase() })
    const res = await signInWithProvider(who)
    expect(res.data.userAuth.id).not.toBe(auth.userAuth.id)
    expect(res.data.userAuth.email).toBeNull()
    expect(await identityOf(who.sub)).toMatchObject({ user_id: res.data.userAuth.id })
    // The old account is untouched: its password still works.
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: person.email, password: person.password },
    })
    expect(login.status).toBe(200)
    expect(login.body.data.userAuth.id).toBe(auth.userAuth.id)
  })

  it('does not link by an unverified e-mail address: a new account, without that address', async () => {
    const { person, auth } = await signUp(t, { tag: 'nolink' })
    const res = await signInWithProvider(identity({ email: person.email, email_verified: false }))
    expect(res.data.userAuth.id).not.toBe(auth.userAuth.id)
    expect(res.data.userAuth.email).toBeNull()
  })

  it('lets a pending sign-up holding the address give way instead of linking it', async () => {
    const person = newPerson('pend')
    expect((await call(t.app, 'POST', '/api/auth/register', { body: person })).status).toBe(201)
    const [pending] = await t.deps.db.select().from(users).where(eq(users.email, person.email))
    const res = await signInWithProvider(identity({ email: person.email }))
    expect(res.data.userAuth.id).not.toBe(pending?.id)
    expect(res.data.userAuth.email).toBe(person.email)
    expect(
      await t.deps.db
        .select()
        .from(users)
        .where(eq(users.id, pending?.id ?? 0)),
    ).toEqual([])
  })

  it("moves the guest's favourites to the account", async () => {
    const [hotel] = await t.deps.db
      .select({ id: hotels.id })
      .from(hotels)
      .where(and(eq(hotels.is_active, true), eq(hotels.show_in_website, true)))
      .orderBy(asc(hotels.id))
      .limit(1)
    const guest = await newGuest(t.app)
    const added = await call(t.app, 'POST', '/api/add-or-remove-from-faviorate', {
      token: guest.token,
      body: { hotel_id: hotel?.id },
    })
    expect(added.body.is_favorites).toBe(true)
    const res = await signInWithProvider(identity(), { token: guest.token })
    const mine = await call(t.app, 'GET', '/api/my-faviorate', { token: res.data.token })
    expect(mine.body.data.map((f: { id: number }) => f.id)).toEqual([hotel?.id])
    expect((await call(t.app, 'GET', '/api/my-faviorate', { token: guest.token })).body.total).toBe(0)
  })

  it('lets a provider account (no password) add a phone number, confirmed by SMS', async () => {
    const res = await signInWithProvider(identity())
    const phone = newPerson('oidcph').phone
    const asked = await call(t.app, 'POST', '/api/auth/update-profile', {
      token: res.data.token,
      body: { phone, city: 'Najaf' },
    })
    expect(asked.status).toBe(200)
    expect(asked.body.data).toMatchObject({ phone: null, city: 'Najaf' })
    const code = await lastSmsCode(t.deps.env.DATA_DIR, phone)
    const confirmed = await call(t.app, 'POST', '/api/auth/verify-contact', {
      token: res.data.token,
      body: { phone, code },
    })
    expect(confirmed.body.data.phone).toBe(phone)
  })

  it('forgets the identity when the account is deleted: the next sign-in makes a new account', async () => {
    const who = identity()
    const first = await signInWithProvider(who)
    const id = first.data.userAuth.id
    expect((await call(t.app, 'DELETE', `/api/user/${id}`, { token: first.data.token })).status).toBe(204)
    expect(await identityOf(who.sub)).toBeUndefined()
    const again = await signInWithProvider(who)
    expect(again.data.userAuth.id).not.toBe(id)
  })

  it('works the same for the provider configured as Facebook, with its own scope', async () => {
    fake.identity = identity()
    const started = await start({ provider: 'facebook' })
    expect(started.url.searchParams.get('scope')).toBe('openid email public_profile')
    expect(started.url.searchParams.get('redirect_uri')).toMatch(/\/api\/auth\/oidc\/facebook\/callback$/)
    const landed = await callback(await authorize(started.url), started.cookie)
    const res = await exchange(landed.searchParams.get('oidc') ?? '', started.cookie)
    expect(res.status).toBe(200)
    expect(await identityOf(fake.identity.sub)).toMatchObject({ provider: 'facebook' })
  })
})

describe('provider sign-in: refused', () => {
  /** The flow up to our callback's redirect, with the fake misbehaving as told. */
  async function failingFlow(who: FakeIdentity) {
    fake.identity = who
    const started = await start()
    const back = await authorize(started.url)
    return callback(back, started.cookie)
  }

  async function expectRefused(landed: URL, who: FakeIdentity, sessionsBefore: number) {
    expect(landed.pathname).toBe('/login')
    expect(landed.searchParams.get('oidc_error')).toBe('1')
    expect(landed.searchParams.has('oidc')).toBe(false)
    expect(await identityOf(who.sub)).toBeUndefined()
    expect(
      await t.deps.db
        .select()
        .from(users)
        .where(eq(users.email, who.email ?? '')),
    ).toEqual([])
    expect(await sessionCount()).toBe(sessionsBefore)
  }

  const cases: [string, FakeOidc['misbehave']][] = [
    ['a wrong nonce', { nonce: 'not-the-one-we-sent' }],
    ['a wrong audience', { aud: 'another-client' }],
    ['an expired ID token', { expiredFor: 600 }],
    ['another issuer', { iss: 'https://evil.example' }],
    ['a signature by a key not in the JWKS', { foreignKey: true }],
    ['denied consent', { deny: true }],
  ]
  for (const [what, misbehave] of cases) {
    it(`refuses ${what}, and signs nobody in`, async () => {
      const before = await sessionCount()
      const who = identity()
      fake.misbehave = misbehave
      await expectRefused(await failingFlow(who), who, before)
    })
  }

  it('refuses a code obtained with another PKCE challenge (code injection)', async () => {
    const before = await sessionCount()
    const who = identity()
    fake.identity = who
    const victim = await start()
    const attacker = await start()
    const attackerBack = await authorize(attacker.url)
    // The attacker's code, pasted into the victim's callback with the victim's state.
    const injected = await authorize(victim.url)
    injected.searchParams.set('code', attackerBack.searchParams.get('code') ?? '')
    const refusals = fake.refusals.length
    await expectRefused(await callback(injected, victim.cookie), who, before)
    expect(fake.refusals.slice(refusals)).toEqual(['PKCE verifier'])
  })

  it('refuses a replayed callback, and a replayed hand-off code', async () => {
    fake.identity = identity()
    const started = await start()
    const back = await authorize(started.url)
    const first = await callback(back, started.cookie)
    const code = first.searchParams.get('oidc') ?? ''
    expect(code).toBeTruthy()
    const replay = await callback(back, started.cookie)
    expect(replay.searchParams.get('oidc_error')).toBe('1')
    expect((await exchange(code, started.cookie)).status).toBe(200)
    const again = await exchange(code, started.cookie)
    expect(again.status).toBe(422)
    expect(again.body.message).toBe('Signing in with Google or Facebook did not work. Please try again.')
  })

  it('refuses a callback or hand-off outside the browser that started (no state cookie)', async () => {
    const before = await sessionCount()
    const who = identity()
    fake.identity = who
    const started = await start()
    const back = await authorize(started.url)
    const other = await start()
    await expectRefused(await callback(back), who, before)
    // Another browser's cookie does not fit this state either.
    const mixed = await start()
    const mixedBack = await authorize(mixed.url)
    expect((await callback(mixedBack, other.cookie)).searchParams.get('oidc_error')).toBe('1')

    const fine = await start()
    const landed = await callback(await authorize(fine.url), fine.cookie)
    const code = landed.searchParams.get('oidc') ?? ''
    expect((await exchange(code)).status).toBe(422)
    expect((await exchange(code, other.cookie)).status).toBe(422)
    expect((await exchange(code, fine.cookie)).status).toBe(200)
  })

  it("refuses a state at another provider's callback, an expired state and a forged hand-off", async () => {
    fake.identity = identity()
    const started = await start()
    const back = await authorize(started.url)
    const elsewhere = new URL(back.href.replace('/google/', '/facebook/'))
    expect((await callback(elsewhere, started.cookie)).searchParams.get('oidc_error')).toBe('1')

    const late = await start()
    await t.deps.db
      .update(oidcLoginStates)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(oidcLoginStates.nonce, late.url.searchParams.get('nonce') ?? ''))
    expect((await callback(await authorize(late.url), late.cookie)).searchParams.get('oidc_error')).toBe('1')

    const forged = await exchange('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', started.cookie)
    expect(forged.status).toBe(422)
    const unknown = await t.app.request('/api/auth/oidc/github/callback?code=x&state=y')
    expect(unknown.status).toBe(404)
    expect((await call(t.app, 'POST', '/api/auth/oidc/github/start', { body: {} })).status).toBe(404)
  })

  it('keeps return_to on this site', async () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const started = await start({ returnTo: bad })
      const [row] = await t.deps.db
        .select({ return_to: oidcLoginStates.return_to })
        .from(oidcLoginStates)
        .where(eq(oidcLoginStates.nonce, started.url.searchParams.get('nonce') ?? ''))
      expect(row?.return_to, bad).toBe('/')
    }
  })
})
