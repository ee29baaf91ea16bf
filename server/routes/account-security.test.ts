import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app'
import { loadOrCreateKey } from '../../server/auth/keys'
import { createTokenService } from '../../server/auth/tokens'
import { oneTimeCodes, users } from '../../server/db/schema'
import { slowDownMs } from '../../server/http/rate-limit'
import {
  type AccountsApp,
  call,
  createAccountsApp,
  lastSmsCode,
  mailTo,
  newGuest,
  newPerson,
  signUp,
  smsTo,
  waitForCode,
} from '../../tests/support/accounts'
import { testEnv } from '../../tests/support/test-env'

// The real check, watched: sign-in must do the same password work whether or not the account exists.
vi.mock('../auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../auth/password')>()
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) }
})
const { verifyPassword } = vi.mocked(await import('../auth/password'))

let t: AccountsApp
beforeAll(async () => {
  t = await createAccountsApp()
})
afterAll(() => t.close())

const DEMO = { email: 'demo@funduq.test', password: 'Demo@2024x', phone: '+9647701234567' }
const dataDir = () => t.deps.env.DATA_DIR
const login = (email: string, password: string, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/auth/login', { body: { email, password }, headers })
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000')

async function codeRowsOf(phone: string) {
  const [user] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
  return t.deps.db
    .select()
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.user_id, user?.id ?? 0))
}

describe('sign-in: no account enumeration', () => {
  it('answers a wrong password and an unknown account alike, after the same scrypt work', async () => {
    const wrong = await login(DEMO.email, 'Wrong@2024x')
    const unknown = await login('nobody@funduq.test', 'Wrong@2024x')
    const unknownPhone = await login('+9647809999999', 'Wrong@2024x')
    for (const res of [wrong, unknown, unknownPhone]) {
      expect(res.status).toBe(422)
      expect(res.body).toEqual({ message: 'Sorry, the username or password is wrong!' })
    }
    // Timing is what leaks, but timing a test on a busy machine proves nothing: instead, each
    // attempt must derive exactly one scrypt key with the same cost parameters as a real account's.
    const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$')
    const work: Record<string, string[]> = {}
    for (const [kind, email] of [
      ['wrong', DEMO.email],
      ['unknown', 'nobody2@funduq.test'],
      ['unknownPhone', '+9647809999998'],
    ] as const) {
      verifyPassword.mockClear()
      await login(email, 'Wrong@2024x')
      work[kind] = verifyPassword.mock.calls.map(([, hash]) => costOf(hash))
    }
    expect(work.wrong).toHaveLength(1)
    expect(work.unknown).toEqual(work.wrong)
    expect(work.unknownPhone).toEqual(work.wrong)
  })

  it('does not let a guest or a deleted account sign in', async () => {
    const guest = await newGuest(t.app)
    expect((await login(`guest${guest.userAuth.id}`, 'x')).status).toBe(422)
    const { person, auth } = await signUp(t, { tag: 'gone' })
    await call(t.app, 'DELETE', `/api/user/${auth.userAuth.id}`, { token: auth.token })
    expect((await login(person.phone, person.password)).body.message).toBe(
      'Sorry, the username or password is wrong!',
    )
  })
})

describe('one-time codes', () => {
  it('refuses even the right code after 5 wrong tries', async () => {
    const person = newPerson('five')
    await call(t.app, 'POST', '/api/auth/register', { body: person })
    const code = await lastSmsCode(dataDir(), person.phone)
    const answers: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, 'POST', '/api/auth/verify-otp', {
        body: { phone: person.phone, code: wrongCode(code) },
      })
      expect(res.status).toBe(422)
      answers.push(res.body.message)
    }
    expect(answers.at(-1)).toBe('Too many wrong tries, ask for a new code')
    const right = await call(t.app, 'POST', '/api/auth/verify-otp', { body: { phone: person.phone, code } })
    expect(right.status).toBe(422)
    expect(right.body.errors.code).toEqual(['Too many wrong tries, ask for a new code'])
  })

  it('refuses an expired code', async () => {
    const person = newPerson('exp')
    await call(t.app, 'POST', '/api/auth/register', { body: person })
    const code = await lastSmsCode(dataDir(), person.phone)
    const [row] = await codeRowsOf(person.phone)
    expect(row && row.expires_at.getTime() - row.created_at.getTime()).toBe(600_000)
    await t.deps.db
      .update(oneTimeCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.id, row?.id ?? 0))
    const res = await call(t.app, 'POST', '/api/auth/verify-otp', { body: { phone: person.phone, code } })
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('This code has expired, ask for a new one')
  })

  it('uses a code once, and keeps only its HMAC', async () => {
    const person = newPerson('once')
    await call(t.app, 'POST', '/api/auth/register', { body: person })
    const code = await lastSmsCode(dataDir(), person.phone)
    const [row] = await codeRowsOf(person.phone)
    expect(row?.code_hash).not.toContain(code)
    expect(row?.code_hash.length).toBeGreaterThan(40)
    const first = await call(t.app, 'POST', '/api/auth/verify-otp', { body: { phone: person.phone, code } })
    expect(first.status).toBe(200)
    const again = await call(t.app, 'POST', '/api/auth/verify-otp', { body: { phone: person.phone, code } })
    expect(again.status).toBe(422)
  })

  it('holds a resend back for 60 s with 429 and Retry-After', async () => {
    const person = newPerson('cool')
    await call(t.app, 'POST', '/api/auth/register', { body: person })
    const res = await call(t.app, 'POST', '/api/auth/resend-otp', { body: { phone: person.phone } })
    expect(res.status).toBe(429)
    expect(res.body.message).toBe('Please wait a moment before asking for a new code')
    const wait = Number(res.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(40)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await smsTo(dataDir(), person.phone)).toHaveLength(1)
  })

  it('answers a resend for an unknown or active number like any other, and sends nothing', async () => {
    for (const phone of ['+9647809999998', DEMO.phone]) {
      const res = await call(t.app, 'POST', '/api/auth/resend-otp', { body: { phone } })
      expect(res.status).toBe(200)
      expect(res.body.data).toMatchObject({ phone, otp_sent: true })
      expect(await smsTo(dataDir(), phone)).toHaveLength(0)
    }
  })

  it('generates codes that vary (CSPRNG, six digits)', async () => {
    const codes = new Set<string>()
    for (let i = 0; i < 4; i++) {
      const person = newPerson('rand')
      await call(t.app, 'POST', '/api/auth/register', { body: person })
      codes.add(await lastSmsCode(dataDir(), person.phone))
    }
    expect(codes.size).toBeGreaterThan(1)
    for (const c of codes) expect(c).toMatch(/^\d{6}$/)
  })
})

describe('sign-up: a stranger can neither take nor block a phone (decision 30)', () => {
  const register = (body: Record<string, unknown>, token: string) =>
    call(t.app, 'POST', '/api/auth/register', { body, token })
  const verify = (phone: string, code: string, token: string) =>
    call(t.app, 'POST', '/api/auth/verify-otp', { body: { phone, code }, token })
  const stranger = (phone: string) => ({ ...newPerson('stranger'), phone, password: 'Thief@2024x' })

  it("keeps the owner's pending sign-up when a stranger signs up with the same phone after them", async () => {
    const owner = newPerson('owner')
    const [ownerDevice, strangerDevice] = [await newGuest(t.app), await newGuest(t.app)]
    expect((await register(owner, ownerDevice.token)).status).toBe(201)
    const ownerCode = await lastSmsCode(dataDir(), owner.phone)
    const theirs = stranger(owner.phone)
    expect((await register(theirs, strangerDevice.token)).status).toBe(201)
    const strangerCode = await waitForCode(() => smsTo(dataDir(), owner.phone), 2)
    // The newest code on the owner's phone is the stranger's: from the owner's device it opens nothing…
    if (strangerCode !== ownerCode)
      expect((await verify(owner.phone, strangerCode, ownerDevice.token)).status).toBe(422)
    // …and the owner's own code lands in the owner's account.
    const done = await verify(owner.phone, ownerCode, ownerDevice.token)
    expect(done.status).toBe(200)
    expect(done.body.data.userAuth).toMatchObject({
      email: owner.email,
      name: owner.name,
      phone: owner.phone,
    })
    // The stranger's sign-up is gone, and so is any way in with their password.
    expect(await t.deps.db.select().from(users).where(eq(users.email, theirs.email))).toHaveLength(0)
    expect((await login(owner.phone, theirs.password)).status).toBe(422)
    expect((await login(owner.phone, owner.password)).status).toBe(200)
  })

  it('lets the owner sign up and finish while a stranger holds a pending sign-up of their phone', async () => {
    const owner = newPerson('late')
    const [ownerDevice, strangerDevice] = [await newGuest(t.app), await newGuest(t.app)]
    const theirs = stranger(owner.phone)
    expect((await register(theirs, strangerDevice.token)).status).toBe(201)
    const strangerCode = await lastSmsCode(dataDir(), owner.phone)
    expect((await register(owner, ownerDevice.token)).status).toBe(201)
    const ownerCode = await waitForCode(() => smsTo(dataDir(), owner.phone), 2)
    // The stranger never sees the owner's code; with it, from their device, it would not work either.
    expect((await verify(owner.phone, ownerCode, strangerDevice.token)).status).toBe(422)
    if (strangerCode !== ownerCode)
      expect((await verify(owner.phone, strangerCode, ownerDevice.token)).status).toBe(422)
    const done = await verify(owner.phone, ownerCode, ownerDevice.token)
    expect(done.status).toBe(200)
    expect(done.body.data.userAuth.email).toBe(owner.email)
  })

  it("does not let a stranger's wrong codes or resends spend or hold back the owner's code", async () => {
    const owner = newPerson('spend')
    const [ownerDevice, strangerDevice] = [await newGuest(t.app), await newGuest(t.app)]
    await register(owner, ownerDevice.token)
    const code = await lastSmsCode(dataDir(), owner.phone)
    for (let i = 0; i < 6; i++) await verify(owner.phone, wrongCode(code), strangerDevice.token)
    // A resend from the stranger's device sends nothing (it has no sign-up of this phone).
    const resend = await call(t.app, 'POST', '/api/auth/resend-otp', {
      body: { phone: owner.phone },
      token: strangerDevice.token,
    })
    expect(resend.status).toBe(200)
    expect(await smsTo(dataDir(), owner.phone)).toHaveLength(1)
    expect((await verify(owner.phone, code, ownerDevice.token)).status).toBe(200)
  })

  it('lets the owner finish on another device once they sign in there with the password', async () => {
    const owner = newPerson('moved')
    const [first, second] = [await newGuest(t.app), await newGuest(t.app)]
    await register(owner, first.token)
    const code = await lastSmsCode(dataDir(), owner.phone)
    // Another device knows nothing of this sign-up…
    expect((await verify(owner.phone, code, second.token)).status).toBe(422)
    // …until the password is given there: then it may verify, and ask for a new code.
    const signIn = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: owner.email, password: owner.password },
      token: second.token,
    })
    expect(signIn.status).toBe(403)
    const wrong = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: owner.email, password: 'Wrong@2024x' },
      token: first.token,
    })
    expect(wrong.status).toBe(422)
    const done = await verify(owner.phone, code, second.token)
    expect(done.status).toBe(200)
    expect(done.body.data.userAuth.email).toBe(owner.email)
  })

  it("replaces a device's own earlier sign-up, and a stranger's whose code has expired", async () => {
    const owner = newPerson('redo')
    const [ownerDevice, strangerDevice] = [await newGuest(t.app), await newGuest(t.app)]
    await register(stranger(owner.phone), strangerDevice.token)
    await t.deps.db
      .update(oneTimeCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.user_id, (await codeRowsOf(owner.phone))[0]?.user_id ?? 0))
    await register(owner, ownerDevice.token)
    expect((await register({ ...owner, name: 'Second try' }, ownerDevice.token)).status).toBe(201)
    const held = await t.deps.db.select().from(users).where(eq(users.phone, owner.phone))
    expect(held.map((u) => u.name)).toEqual(['Second try'])
    const code = await waitForCode(() => smsTo(dataDir(), owner.phone), 3)
    expect((await verify(owner.phone, code, ownerDevice.token)).body.data.userAuth.name).toBe('Second try')
  })
})

describe('password recovery: security', () => {
  it('answers the same for unknown identifiers, and sends them nothing', async () => {
    const known = await call(t.app, 'POST', '/api/auth/password-recovery', {
      body: { identifier: DEMO.email },
    })
    for (const identifier of ['nobody@funduq.test', '+9647809999997']) {
      const res = await call(t.app, 'POST', '/api/auth/password-recovery', { body: { identifier } })
      expect(res.status).toBe(known.status)
      expect(res.body).toEqual(known.body)
    }
    await new Promise((r) => setTimeout(r, 300))
    expect(await mailTo(dataDir(), 'nobody@funduq.test')).toHaveLength(0)
    expect(await smsTo(dataDir(), '+9647809999997')).toHaveLength(0)
    const wrong = await call(t.app, 'POST', '/api/auth/password-recovery/verify', {
      body: { identifier: 'nobody@funduq.test', code: '123456' },
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body.message).toBe('This code is not correct')
  })

  it('gives the owner a code though a stranger asked for the same account first, and keeps it from their guesses', async () => {
    const { person } = await signUp(t, { tag: 'recs' })
    const [ownerDevice, strangerDevice] = [await newGuest(t.app), await newGuest(t.app)]
    const ask = (token: string) =>
      call(t.app, 'POST', '/api/auth/password-recovery', { body: { identifier: person.phone }, token })
    expect((await ask(strangerDevice.token)).status).toBe(202)
    await waitForCode(() => smsTo(dataDir(), person.phone), 2)
    // A minute's cooldown holds per device: the owner's code goes out at once.
    expect((await ask(ownerDevice.token)).status).toBe(202)
    const code = await waitForCode(() => smsTo(dataDir(), person.phone), 3)
    const check = (c: string, token: string) =>
      call(t.app, 'POST', '/api/auth/password-recovery/verify', {
        body: { identifier: person.phone, code: c },
        token,
      })
    for (let i = 0; i < 6; i++) expect((await check(wrongCode(code), strangerDevice.token)).status).toBe(422)
    // The owner's code, only from the owner's device.
    expect((await check(code, strangerDevice.token)).status).toBe(422)
    const ok = await check(code, ownerDevice.token)
    expect(ok.status).toBe(200)
    expect(ok.body.data.reset_token).toBeTruthy()
  })

  it('ends every session at reset, and a reset token works once', async () => {
    const { person, auth } = await signUp(t, { tag: 'reset' })
    const second = (await login(person.email, person.password)).body.data
    await call(t.app, 'POST', '/api/auth/password-recovery', { body: { identifier: person.phone } })
    const code = await waitForCode(() => smsTo(dataDir(), person.phone), 2)
    const { reset_token } = (
      await call(t.app, 'POST', '/api/auth/password-recovery/verify', {
        body: { identifier: person.phone, code },
      })
    ).body.data
    // A reset token is no access token.
    expect((await call(t.app, 'GET', '/api/auth/me', { token: reset_token })).status).toBe(401)
    const body = { reset_token, password: 'Reset@2025z', confirm_password: 'Reset@2025z' }
    expect((await call(t.app, 'POST', '/api/auth/password-recovery/reset', { body })).status).toBe(204)
    for (const s of [auth, second]) {
      expect((await call(t.app, 'GET', '/api/auth/me', { token: s.token })).status).toBe(401)
      const refresh = await call(t.app, 'POST', '/api/auth/guest-user', {
        body: { refreshToken: s.refreshToken },
      })
      expect(refresh.status).toBe(401)
    }
    const replay = await call(t.app, 'POST', '/api/auth/password-recovery/reset', {
      body: { ...body, password: 'Other@2025z', confirm_password: 'Other@2025z' },
    })
    expect(replay.status).toBe(422)
    expect(replay.body.errors.reset_token).toBeDefined()
    // An access token is no reset token.
    const forged = await call(t.app, 'POST', '/api/auth/password-recovery/reset', {
      body: { ...body, reset_token: second.token },
    })
    expect(forged.status).toBe(422)
  })
})

describe('tokens', () => {
  const forge = async (
    claims: Record<string, unknown>,
    opts: { aud?: string; exp?: number | string } = {},
  ) => {
    const key = await loadOrCreateKey(t.deps.db, 'access_token_hs256')
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('funduq')
      .setAudience(opts.aud ?? 'funduq-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(opts.exp ?? '5m')
      .sign(key)
  }

  it('refuses unsigned, foreign-audience, expired, sessionless and wrong-type tokens', async () => {
    const user = (await login(DEMO.email, DEMO.password)).body.data
    const [, payload] = user.token.split('.')
    const sid = JSON.parse(Buffer.from(payload, 'base64url').toString()).sid as string
    expect(sid).toMatch(/^[0-9a-f-]{36}$/)
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`
    const bad = {
      none,
      audience: await forge({ typ: 'access', sid }, { aud: 'somebody-else' }),
      expired: await forge({ typ: 'access', sid }, { exp: Math.floor(Date.now() / 1000) - 60 }),
      noSession: await forge({ typ: 'access' }),
      unknownSession: await forge({ typ: 'access', sid: '00000000-0000-4000-8000-000000000000' }).then(
        async (tok) => {
          // A session that exists and is revoked.
          await t.deps.tokens.revokeFamily('00000000-0000-4000-8000-000000000000')
          return tok
        },
      ),
      reset: await t.deps.tokens.signReset(1, 'x'),
      refreshAsBearer: user.refreshToken,
    }
    for (const [name, token] of Object.entries(bad)) {
      const res = await call(t.app, 'GET', '/api/auth/me', { token })
      expect(res.status, name).toBe(401)
    }
    // The right token still works.
    expect((await call(t.app, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200)
    // An access token is not a refresh token.
    const asRefresh = await call(t.app, 'POST', '/api/auth/guest-user', {
      body: { refreshToken: user.token },
    })
    expect([401, 422]).toContain(asRefresh.status)
  })

  it('refuses a logged-out access token at once, here and in a process that never saw it', async () => {
    const user = (await login(DEMO.email, DEMO.password)).body.data
    const other = await createTokenService(t.deps.db)
    expect(await other.verifyAccess(user.token)).not.toBeNull()
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: user.token })).status).toBe(204)
    expect((await call(t.app, 'GET', '/api/auth/me', { token: user.token })).status).toBe(401)
    expect(
      (
        await call(t.app, 'POST', '/api/add-or-remove-from-faviorate', {
          token: user.token,
          body: { hotel_id: 1 },
        })
      ).status,
    ).toBe(401)
    const fresh = await createTokenService(t.deps.db)
    expect(await fresh.verifyAccess(user.token)).toBeNull()
    const refresh = await call(t.app, 'POST', '/api/auth/guest-user', {
      body: { refreshToken: user.refreshToken },
    })
    expect(refresh.status).toBe(401)
  })

  it('needs a token or a refresh token to log out', async () => {
    expect((await call(t.app, 'POST', '/api/auth/logout')).status).toBe(401)
  })
})

describe('account: permissions', () => {
  it("refuses changes to another user's account (403)", async () => {
    const a = await signUp(t, { tag: 'a' })
    const b = await signUp(t, { tag: 'b' })
    const post = await call(t.app, 'POST', `/api/user/${b.auth.userAuth.id}`, {
      token: a.auth.token,
      body: { name: 'Hijacked' },
    })
    expect(post.status).toBe(403)
    const del = await call(t.app, 'DELETE', `/api/user/${b.auth.userAuth.id}`, { token: a.auth.token })
    expect(del.status).toBe(403)
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, b.auth.userAuth.id))
    expect(row?.name).not.toBe('Hijacked')
    expect(row?.email).toBe(b.person.email)
    expect((await call(t.app, 'GET', '/api/auth/me', { token: b.auth.token })).status).toBe(200)
  })

  it('keeps guests to guest actions, and anonymous callers out', async () => {
    const guest = await newGuest(t.app)
    const profile = await call(t.app, 'POST', '/api/auth/update-profile', {
      token: guest.token,
      body: { name: 'G' },
    })
    expect(profile.status).toBe(403)
    expect(profile.body.message).toBe('Sign in or sign up to do this')
    for (const method of ['POST', 'DELETE']) {
      const res = await call(t.app, method, `/api/user/${guest.userAuth.id}`, {
        token: guest.token,
        body: { name: 'G' },
      })
      expect(res.status).toBe(403)
    }
    expect((await call(t.app, 'POST', '/api/auth/update-profile', { body: { name: 'A' } })).status).toBe(401)
    expect((await call(t.app, 'DELETE', '/api/user/1')).status).toBe(401)
  })

  it('ignores fields nobody may set (agent, role, guest, verified)', async () => {
    const person = {
      ...newPerson('mass'),
      is_agent: true,
      role: 'admin',
      is_guest: true,
      verified_at: '2020-01-01',
    }
    await call(t.app, 'POST', '/api/auth/register', { body: person })
    const code = await lastSmsCode(dataDir(), person.phone)
    const [pending] = await t.deps.db.select().from(users).where(eq(users.phone, person.phone))
    expect(pending).toMatchObject({ role: 'user', is_guest: false, verified_at: null })
    const { token } = (
      await call(t.app, 'POST', '/api/auth/verify-otp', { body: { phone: person.phone, code } })
    ).body.data
    const res = await call(t.app, 'POST', '/api/auth/update-profile', {
      token,
      body: { name: 'Still me', is_agent: true, role: 'admin', id: 1 },
    })
    expect(res.body.data).toMatchObject({ name: 'Still me', is_agent: false, role: 'user', id: pending?.id })
    const [after] = await t.deps.db.select().from(users).where(eq(users.phone, person.phone))
    expect(after?.role).toBe('user')
  })
})

describe('profile image: content checks', () => {
  let token = ''
  beforeAll(async () => {
    token = (await signUp(t, { tag: 'upl' })).auth.token
  })

  const upload = (bytes: Uint8Array, name: string, type: string) => {
    const f = new FormData()
    f.append('image', new Blob([new Uint8Array(bytes)], { type }), name)
    return call(t.app, 'POST', '/api/auth/update-profile', { token, body: f })
  }

  it('refuses what is not a decodable GIF, JPEG or PNG, whatever its name and type', async () => {
    const realPng = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer()
    const html = Buffer.from('<!doctype html><script>alert(1)</script>')
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    )
    // A real PNG signature and header chunk, then HTML: a polyglot no decoder can read.
    const polyglot = Buffer.concat([
      realPng.subarray(0, 33),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ])
    const webp = await sharp(realPng).webp().toBuffer()
    for (const [bytes, name, type] of [
      [html, 'avatar.png', 'image/png'],
      [svg, 'avatar.svg', 'image/svg+xml'],
      [svg, 'avatar.png', 'image/png'],
      [polyglot, 'avatar.png', 'image/png'],
      [webp, 'avatar.png', 'image/png'],
    ] as const) {
      const res = await upload(bytes, name, type)
      expect(res.status, `${name} ${bytes.subarray(0, 8).toString('hex')}`).toBe(422)
      expect(res.body.errors.image).toEqual(['Choose a GIF, JPEG or PNG image'])
    }
    const me = await call(t.app, 'GET', '/api/auth/me', { token })
    expect(me.body.data.image).toBeNull()
    expect(await readdir(join(dataDir(), 'uploads', 'avatars')).catch(() => [])).toEqual([])
  })

  it('refuses images over 5 MB or over 4000 px on a side', async () => {
    const wide = await sharp({ create: { width: 4001, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const bomb = await sharp({ create: { width: 12000, height: 12000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    for (const bytes of [wide, bomb]) {
      const res = await upload(bytes, 'big.png', 'image/png')
      expect(res.status).toBe(422)
      expect(res.body.errors.image).toEqual(['The image must be at most 5 MB and 4000 × 4000 pixels'])
    }
    const heavy = Buffer.alloc(5 * 1024 * 1024 + 10, 0)
    heavy.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const res = await upload(heavy, 'heavy.png', 'image/png')
    expect(res.status).toBe(422)
    expect(res.body.errors.image).toEqual(['The image must be at most 5 MB and 4000 × 4000 pixels'])
    const huge = await upload(Buffer.alloc(6 * 1024 * 1024, 1), 'huge.png', 'image/png')
    expect(huge.status).toBe(413)
  })

  it('serves only names the server made', async () => {
    for (const path of [
      '/uploads/avatars/..%2F..%2Fpglite',
      '/uploads/avatars/../../etc/passwd',
      '/uploads/avatars/ABCDEF0123456789abcdef0123456789.webp',
      '/uploads/avatars/0123456789abcdef0123456789abcdef.png',
      '/uploads/avatars/0123456789abcdef0123456789abcdef.webp',
      '/uploads/other.txt',
    ]) {
      expect((await t.app.request(path)).status, path).toBe(404)
    }
  })
})

describe('abuse limits', () => {
  // Day-long windows: a test never straddles two of them.
  const DAY = 86_400
  const limited = (extra: Record<string, string> = {}) => {
    const env = testEnv({
      TRUST_PROXY: '1',
      RATE_LIMITS: [
        `login.ip=3/${DAY}`,
        `login.ip_account=3/${DAY}`,
        `login.account=2/${DAY}`,
        `guest.ip=2/${DAY}`,
        `register.ip=2/${DAY}`,
        `otp_send.ip_phone=2/${DAY}`,
        `otp_send.phone=4/${DAY}`,
        `otp_verify.ip_phone=3/${DAY}`,
        `recovery.ip=2/${DAY}`,
        `recovery_verify.ip_account=2/${DAY}`,
      ].join(','),
      ...extra,
    })
    return { env, app: createApp({ ...t.deps, env }, { checkAnswers: true }) }
  }
  const from = (ip: string) => ({ 'X-Forwarded-For': `203.0.113.99, ${ip}` })

  it('limits sign-in attempts per IP, with 429, Retry-After and a message', async () => {
    const { app } = limited()
    let n = 0
    const attempt = (ip: string) => {
      n += 1
      return call(app, 'POST', '/api/auth/login', {
        body: { email: `x${n}@funduq.test`, password: 'Nope@2024x' },
        headers: from(ip),
      })
    }
    for (let i = 0; i < 3; i++) expect((await attempt('198.51.100.1')).status).toBe(422)
    const blocked = await attempt('198.51.100.1')
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe('Too many requests, try again shortly')
    const after = Number(blocked.headers.get('retry-after'))
    expect(after).toBeGreaterThan(0)
    expect(after).toBeLessThanOrEqual(DAY)
    // Another client is not affected…
    expect((await attempt('198.51.100.2')).status).toBe(422)
    // …and the count survives a restart (a new app on the same database).
    const restarted = limited()
    const again = await call(restarted.app, 'POST', '/api/auth/login', {
      body: { email: 'y@funduq.test', password: 'Nope@2024x' },
      headers: from('198.51.100.1'),
    })
    expect(again.status).toBe(429)
  })

  it('never locks an account for strangers: wrong passwords from anywhere only slow its answers down', async () => {
    const { app } = limited()
    const attempt = (ip: string, password: string) =>
      call(app, 'POST', '/api/auth/login', {
        body: { email: 'agent@funduq.test', password },
        headers: from(ip),
      })
    // Four wrong passwords from four networks: twice the account's allowance of 2.
    for (const ip of ['198.51.100.11', '198.51.100.12', '198.51.100.13', '198.51.100.14'])
      expect((await attempt(ip, 'Nope@2024x')).status).toBe(422)
    // The owner, from a network of their own, is let in, only after a wait (2 over: 1 s).
    const started = performance.now()
    const owner = await attempt('198.51.100.15', 'Agent@2024x')
    expect(owner.status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(slowDownMs(2) - 5)
    expect(slowDownMs(2)).toBe(1000)
  })

  it('refuses even the right password from one IP that tried one account too often, and only there', async () => {
    const { app } = limited()
    const attempt = (ip: string, password: string) =>
      call(app, 'POST', '/api/auth/login', { body: { email: DEMO.email, password }, headers: from(ip) })
    expect((await attempt('198.51.100.16', 'Nope@2024x')).status).toBe(422)
    expect((await attempt('198.51.100.16', 'Nope@2024x')).status).toBe(422)
    expect((await attempt('198.51.100.16', DEMO.password)).status).toBe(200)
    const blocked = await attempt('198.51.100.16', DEMO.password)
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe('Too many requests, try again shortly')
    // Another network signs in to the same account at once.
    expect((await attempt('198.51.100.17', DEMO.password)).status).toBe(200)
  })

  it('slows down by doubling waits, from 0.5 s up to 4 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(slowDownMs)).toEqual([0, 500, 1000, 2000, 4000, 4000, 4000])
  })

  it('limits new guests per IP, never refreshes', async () => {
    const { app } = limited()
    const create = () => call(app, 'POST', '/api/auth/guest-user', { headers: from('198.51.100.21') })
    const first = await create()
    expect(first.status).toBe(201)
    expect((await create()).status).toBe(201)
    const third = await create()
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/)
    const refresh = await call(app, 'POST', '/api/auth/guest-user', {
      headers: from('198.51.100.21'),
      body: { refreshToken: first.body.data.refreshToken },
    })
    expect(refresh.status).toBe(200)
  })

  it('counts a guest made with an empty refreshToken like any other new guest', async () => {
    const { app } = limited()
    const create = () =>
      call(app, 'POST', '/api/auth/guest-user', {
        headers: from('198.51.100.22'),
        body: { refreshToken: '' },
      })
    expect((await create()).status).toBe(201)
    expect((await create()).status).toBe(201)
    expect((await create()).status).toBe(429)
  })

  it('limits sign-ups per IP, and codes per IP and phone, with a higher flood guard per phone', async () => {
    const { app, env } = limited()
    const ip = from('198.51.100.31')
    expect(
      (await call(app, 'POST', '/api/auth/register', { body: newPerson('l1'), headers: ip })).status,
    ).toBe(201)
    expect(
      (await call(app, 'POST', '/api/auth/register', { body: newPerson('l2'), headers: ip })).status,
    ).toBe(201)
    expect(
      (await call(app, 'POST', '/api/auth/register', { body: newPerson('l3'), headers: ip })).status,
    ).toBe(429)

    const person = newPerson('l4')
    expect(
      (await call(app, 'POST', '/api/auth/register', { body: person, headers: from('198.51.100.32') }))
        .status,
    ).toBe(201)
    const resend = async (address: string) => {
      // Past the one-a-minute cooldown of the code itself.
      await t.deps.db
        .update(oneTimeCodes)
        .set({ created_at: new Date(Date.now() - 61_000) })
        .where(eq(oneTimeCodes.user_id, (await codeRowsOf(person.phone))[0]?.user_id ?? 0))
      const res = await call(app, 'POST', '/api/auth/resend-otp', {
        body: { phone: person.phone },
        headers: from(address),
      })
      return res.status === 429 ? res.body.message : res.status
    }
    const tooMany = 'Too many requests, try again shortly'
    expect(await resend('198.51.100.33')).toBe(200)
    expect(await resend('198.51.100.33')).toBe(200)
    // This network asked twice for this phone: its third ask is refused…
    expect(await resend('198.51.100.33')).toBe(tooMany)
    // …not another network's, up to the phone's own flood guard (4 codes here, 15 by default).
    expect(await resend('198.51.100.34')).toBe(200)
    expect(await resend('198.51.100.35')).toBe(tooMany)
    expect(await smsTo(env.DATA_DIR, person.phone)).toHaveLength(4)
  })

  it('limits code checks per IP and phone, and per IP and account', async () => {
    const { app, env } = limited()
    const person = newPerson('l5')
    await call(app, 'POST', '/api/auth/register', { body: person, headers: from('198.51.100.41') })
    const code = await lastSmsCode(env.DATA_DIR, person.phone)
    const verify = (c: string, address: string) =>
      call(app, 'POST', '/api/auth/verify-otp', {
        body: { phone: person.phone, code: c },
        headers: from(address),
      })
    // A stranger's guesses, from elsewhere, use up their own allowance, not the owner's.
    for (let i = 0; i < 3; i++) expect((await verify(wrongCode(code), '198.51.100.42')).status).toBe(422)
    expect((await verify(code, '198.51.100.42')).status).toBe(429)
    expect((await verify(code, '198.51.100.41')).status).toBe(200)

    const check = (address: string) =>
      call(app, 'POST', '/api/auth/password-recovery/verify', {
        body: { identifier: DEMO.email, code: '123456' },
        headers: from(address),
      })
    expect((await check('198.51.100.43')).status).toBe(422)
    expect((await check('198.51.100.43')).status).toBe(422)
    expect((await check('198.51.100.43')).status).toBe(429)
    expect((await check('198.51.100.44')).status).toBe(422)
  })

  it('limits recovery requests per IP', async () => {
    const { app } = limited()
    const ask = (identifier: string) =>
      call(app, 'POST', '/api/auth/password-recovery', {
        body: { identifier },
        headers: from('198.51.100.51'),
      })
    expect((await ask('a@funduq.test')).status).toBe(202)
    expect((await ask('b@funduq.test')).status).toBe(202)
    expect((await ask('c@funduq.test')).status).toBe(429)
  })

  it('believes X-Forwarded-For only with TRUST_PROXY', async () => {
    const { app } = limited({ TRUST_PROXY: '0', RATE_LIMITS: `login.ip=1/${DAY}` })
    const attempt = (ip: string) =>
      call(app, 'POST', '/api/auth/login', {
        body: { email: 'z@funduq.test', password: 'Nope@2024x' },
        headers: from(ip),
      })
    expect((await attempt('198.51.100.61')).status).toBe(422)
    // A made-up header does not make a new client.
    expect((await attempt('198.51.100.62')).status).toBe(429)
  })
})
