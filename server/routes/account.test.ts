import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oneTimeCodes, pushSubscriptions, users } from '../../server/db/schema'
import {
  type AccountsApp,
  call,
  createAccountsApp,
  lastSmsCode,
  mailTo,
  newPerson,
  signUp,
  smsTo,
  waitForCode,
} from '../../tests/support/accounts'

let t: AccountsApp
beforeAll(async () => {
  t = await createAccountsApp()
})
afterAll(() => t.close())

const DEMO = { email: 'demo@funduq.test', password: 'Demo@2024x', phone: '+9647701234567' }
const dataDir = () => t.deps.env.DATA_DIR

const login = (email: string, password: string, token?: string) =>
  call(t.app, 'POST', '/api/auth/login', { body: { email, password }, token })

/** Let the resend cooldown pass without waiting a minute. */
async function pastCooldown(userId: number) {
  await t.deps.db
    .update(oneTimeCodes)
    .set({ created_at: new Date(Date.now() - 61_000) })
    .where(eq(oneTimeCodes.user_id, userId))
}

async function userIdOf(phone: string) {
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
  return row?.id ?? 0
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer()

function form(fields: Record<string, string>, image?: { bytes: Buffer; name: string; type: string }) {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  if (image) f.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name)
  return f
}

describe('sign-up and sign-in', () => {
  it('registers, sends a 6-digit code by SMS to the outbox, verifies it and signs in', async () => {
    const person = newPerson('reg')
    // A national number (07…) is stored in E.164.
    const reg = await call(t.app, 'POST', '/api/auth/register', {
      body: { ...person, phone: `0${person.phone.slice(4)}` },
    })
    expect(reg.status).toBe(201)
    expect(reg.body.data).toEqual({ phone: person.phone, otp_sent: true, resend_after: 60, expires_in: 600 })

    const [sms, ...more] = await smsTo(dataDir(), person.phone)
    expect(more).toHaveLength(0)
    expect(sms?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/)
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
    // The WebOTP line lets the phone's browser offer the code.
    expect(sms?.text.endsWith(`@localhost #${code}`)).toBe(true)

    const verified = await call(t.app, 'POST', '/api/auth/verify-otp', {
      body: { phone: person.phone, code },
    })
    expect(verified.status).toBe(200)
    const { token, refreshToken, userAuth } = verified.body.data
    expect(userAuth).toMatchObject({
      name: person.name,
      email: person.email,
      phone: person.phone,
      country: 'Iraq',
      city: 'Baghdad',
      image: null,
      is_guest: false,
      is_agent: false,
      role: 'user',
      language: 'en',
      currency: 'USD',
    })
    expect(refreshToken.length).toBeGreaterThanOrEqual(40)

    const me = await call(t.app, 'GET', '/api/auth/me', { token })
    expect(me.status).toBe(200)
    expect(me.body.data).toEqual(userAuth)
    const refreshed = await call(t.app, 'POST', '/api/auth/guest-user', { body: { refreshToken } })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.data.userAuth.id).toBe(userAuth.id)

    const [row] = await t.deps.db.select().from(users).where(eq(users.id, userAuth.id))
    expect(row?.verified_at).toBeInstanceOf(Date)
    expect(row?.password_hash).toMatch(/^scrypt\$/)
  })

  it('signs in by e-mail or by phone in any usual form', async () => {
    for (const id of [
      DEMO.email,
      'DEMO@funduq.test ',
      DEMO.phone,
      '07701234567',
      '+964 770 123 4567',
      '٠٧٧٠١٢٣٤٥٦٧',
    ]) {
      const res = await login(id, DEMO.password)
      expect(res.status, id).toBe(200)
      expect(res.body.data.userAuth).toMatchObject({ email: DEMO.email, phone: DEMO.phone, is_guest: false })
      expect(res.body.data.token.split('.')).toHaveLength(3)
    }
  })

  it('signs in a new account by its e-mail and by its phone', async () => {
    const { person } = await signUp(t)
    expect((await login(person.email, person.password)).status).toBe(200)
    expect((await login(person.phone, person.password)).status).toBe(200)
  })

  it('accepts numbers of other countries with their code', async () => {
    const person = { ...newPerson('uae'), phone: '+971 50 123 4567' }
    const reg = await call(t.app, 'POST', '/api/auth/register', { body: person })
    expect(reg.status).toBe(201)
    expect(reg.body.data.phone).toBe('+971501234567')
  })

  it('sends a new code after the cooldown; only the newest works', async () => {
    const person = newPerson('resend')
    await call(t.app, 'POST', '/api/auth/register', { body: person })
    const first = await lastSmsCode(dataDir(), person.phone)
    await pastCooldown(await userIdOf(person.phone))
    const resent = await call(t.app, 'POST', '/api/auth/resend-otp', { body: { phone: person.phone } })
    expect(resent.status).toBe(200)
    expect(resent.body.data).toMatchObject({ phone: person.phone, otp_sent: true, resend_after: 60 })
    const second = await waitForCode(() => smsTo(dataDir(), person.phone), 2)
    if (first !== second) {
      const old = await call(t.app, 'POST', '/api/auth/verify-otp', {
        body: { phone: person.phone, code: first },
      })
      expect(old.status).toBe(422)
    }
    const ok = await call(t.app, 'POST', '/api/auth/verify-otp', {
      body: { phone: person.phone, code: second },
    })
    expect(ok.status).toBe(200)
  })

  it('lets a new sign-up replace one that was never verified', async () => {
    const person = newPerson('again')
    expect((await call(t.app, 'POST', '/api/auth/register', { body: person })).status).toBe(201)
    const again = await call(t.app, 'POST', '/api/auth/register', { body: { ...person, name: 'Second try' } })
    expect(again.status).toBe(201)
    const code = await waitForCode(() => smsTo(dataDir(), person.phone), 2)
    const ok = await call(t.app, 'POST', '/api/auth/verify-otp', { body: { phone: person.phone, code } })
    expect(ok.body.data.userAuth.name).toBe('Second try')
  })

  it('answers /auth/me with null without a token, and with the guest for a guest', async () => {
    expect((await call(t.app, 'GET', '/api/auth/me')).body).toEqual({ data: null })
    const guest = (await call(t.app, 'POST', '/api/auth/guest-user')).body.data
    const me = await call(t.app, 'GET', '/api/auth/me', { token: guest.token })
    expect(me.body.data).toMatchObject({ id: guest.userAuth.id, is_guest: true })
  })

  it('logs out with the access token alone, or with the refresh token alone', async () => {
    const a = (await login(DEMO.email, DEMO.password)).body.data
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: a.token })).status).toBe(204)
    expect((await call(t.app, 'GET', '/api/auth/me', { token: a.token })).status).toBe(401)
    expect(
      (await call(t.app, 'POST', '/api/auth/guest-user', { body: { refreshToken: a.refreshToken } })).status,
    ).toBe(401)

    const b = (await login(DEMO.email, DEMO.password)).body.data
    const out = await call(t.app, 'POST', '/api/auth/logout', { body: { refreshToken: b.refreshToken } })
    expect(out.status).toBe(204)
    expect((await call(t.app, 'GET', '/api/auth/me', { token: b.token })).status).toBe(401)
    // Other sessions of the same account are not affected.
    const c = (await login(DEMO.email, DEMO.password)).body.data
    expect((await call(t.app, 'GET', '/api/auth/me', { token: c.token })).status).toBe(200)
  })
})

describe('password recovery', () => {
  it('sends a code by SMS to a phone, trades it for a reset token, and sets the new password', async () => {
    const { person, auth } = await signUp(t, { tag: 'rec' })
    const asked = await call(t.app, 'POST', '/api/auth/password-recovery', {
      body: { identifier: person.phone },
    })
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual({ data: { accepted: true, resend_after: 60, expires_in: 600 } })
    const code = await waitForCode(() => smsTo(dataDir(), person.phone), 2)

    const verified = await call(t.app, 'POST', '/api/auth/password-recovery/verify', {
      body: { identifier: person.phone, code },
    })
    expect(verified.status).toBe(200)
    expect(verified.body.data.expires_in).toBe(900)
    const reset = await call(t.app, 'POST', '/api/auth/password-recovery/reset', {
      body: {
        reset_token: verified.body.data.reset_token,
        password: 'Newer@2025y',
        confirm_password: 'Newer@2025y',
      },
    })
    expect(reset.status).toBe(204)
    expect((await login(person.email, 'Newer@2025y')).status).toBe(200)
    expect((await login(person.email, person.password)).status).toBe(422)
    // Every earlier session ended.
    expect((await call(t.app, 'GET', '/api/auth/me', { token: auth.token })).status).toBe(401)
    expect(
      (await call(t.app, 'POST', '/api/auth/guest-user', { body: { refreshToken: auth.refreshToken } }))
        .status,
    ).toBe(401)
  })

  it('sends the code by e-mail (an .eml file in the outbox) to an e-mail address', async () => {
    const { person } = await signUp(t, { tag: 'mail' })
    const asked = await call(t.app, 'POST', '/api/auth/password-recovery', {
      body: { identifier: person.email },
    })
    expect(asked.status).toBe(202)
    const code = await waitForCode(() => mailTo(dataDir(), person.email), 1)
    const [eml] = await mailTo(dataDir(), person.email)
    expect(eml).toMatch(/^From: Funduq <no-reply@funduq\.iq>$/m)
    expect(eml).toMatch(/^Subject: /m)
    const verified = await call(t.app, 'POST', '/api/auth/password-recovery/verify', {
      body: { identifier: person.email.toUpperCase(), code },
    })
    expect(verified.status).toBe(200)
  })
})

describe('profile', () => {
  it('updates fields from JSON and answers the §8 message with the new userAuth', async () => {
    const { auth } = await signUp(t, { tag: 'prof' })
    const res = await call(t.app, 'POST', '/api/auth/update-profile', {
      token: auth.token,
      body: { name: 'Layla Hassan', country: 'Iraq', city: 'Erbil', language: 'kr', currency: 'iqd' },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('information updated successfully')
    expect(res.body.data).toMatchObject({
      name: 'Layla Hassan',
      city: 'Erbil',
      language: 'kr',
      currency: 'IQD',
    })
    const cleared = await call(t.app, 'POST', '/api/auth/update-profile', {
      token: auth.token,
      body: { city: '' },
    })
    expect(cleared.body.data.city).toBeNull()
  })

  it('changes the phone and e-mail, normalised, once the codes sent to them come back', async () => {
    const { person, auth } = await signUp(t, { tag: 'move' })
    const other = newPerson('target')
    const res = await call(t.app, 'POST', '/api/auth/update-profile', {
      token: auth.token,
      body: { phone: other.phone.replace('+964', '0'), email: other.email.toUpperCase() },
    })
    expect(res.status).toBe(200)
    // Kept until confirmed (account-contact.test.ts has the details).
    expect(res.body.data).toMatchObject({ phone: person.phone, email: person.email })
    const sms = await lastSmsCode(dataDir(), other.phone)
    const mail = await waitForCode(() => mailTo(dataDir(), other.email), 1)
    for (const body of [
      { phone: other.phone, code: sms },
      { email: other.email, code: mail },
    ]) {
      const confirmed = await call(t.app, 'POST', '/api/auth/verify-contact', { token: auth.token, body })
      expect(confirmed.status).toBe(200)
    }
    const me = await call(t.app, 'GET', '/api/auth/me', { token: auth.token })
    expect(me.body.data).toMatchObject({ phone: other.phone, email: other.email })
  })

  it('changes the password: the current session stays, the others end', async () => {
    const { person, auth } = await signUp(t, { tag: 'pw' })
    const other = (await login(person.email, person.password)).body.data
    const res = await call(t.app, 'POST', '/api/auth/update-profile', {
      token: auth.token,
      body: { password: 'Changed@2025', confirm_password: 'Changed@2025' },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('password updated successfully')
    expect((await call(t.app, 'GET', '/api/auth/me', { token: auth.token })).status).toBe(200)
    expect((await call(t.app, 'GET', '/api/auth/me', { token: other.token })).status).toBe(401)
    expect((await login(person.email, 'Changed@2025')).status).toBe(200)
  })

  it('answers in the caller language', async () => {
    const { auth } = await signUp(t, { tag: 'lang' })
    const res = await call(t.app, 'POST', '/api/auth/update-profile', {
      token: auth.token,
      body: { name: 'X' },
      headers: { 'Accept-Language': 'ar' },
    })
    expect(res.body.message).not.toBe('information updated successfully')
    expect(res.body.message).toMatch(/[\u0600-\u06ff]/)
  })

  it('takes a PNG, JPEG or GIF by multipart, stores it as WebP and serves it', async () => {
    const { auth } = await signUp(t, { tag: 'img' })
    const source = await png(1200, 800)
    const images = [
      { bytes: source, name: 'me.png', type: 'image/png' },
      { bytes: await sharp(source).jpeg().toBuffer(), name: 'me.jpg', type: 'image/jpeg' },
      { bytes: await sharp(source).gif().toBuffer(), name: 'me.gif', type: 'image/gif' },
      // The declared type and name do not matter, the content does.
      { bytes: await sharp(source).jpeg().toBuffer(), name: 'photo.txt', type: 'text/plain' },
    ]
    let previous: string | null = null
    for (const image of images) {
      const res = await call(t.app, 'POST', '/api/auth/update-profile', {
        token: auth.token,
        body: form({ name: 'With picture' }, image),
      })
      expect(res.status, image.name).toBe(200)
      const url = res.body.data.image as string
      expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/)
      const served = await t.app.request(url)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      expect(served.headers.get('cache-control')).toContain('immutable')
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
      expect(meta.format).toBe('webp')
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512)
      // The replaced picture is gone.
      if (previous) expect((await t.app.request(previous)).status).toBe(404)
      previous = url
    }
  })

  it('updates through POST /api/user/:id for the caller themself', async () => {
    const { auth } = await signUp(t, { tag: 'uid' })
    const res = await call(t.app, 'POST', `/api/user/${auth.userAuth.id}`, {
      token: auth.token,
      body: { name: 'Via user id', city: 'Basra' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      message: 'information updated successfully',
      data: { name: 'Via user id', city: 'Basra' },
    })
  })

  it('deletes the account: personal data anonymised, row kept, sessions ended', async () => {
    const { person, auth } = await signUp(t, { tag: 'del' })
    await call(t.app, 'POST', '/api/auth/update-profile', {
      token: auth.token,
      body: form({}, { bytes: await png(64, 64), name: 'a.png', type: 'image/png' }),
    })
    await t.deps.db.insert(pushSubscriptions).values({
      user_id: auth.userAuth.id,
      endpoint: 'https://push.example/del-device',
      p256dh: 'key',
      auth: 'secret',
    })
    const [before] = await t.deps.db.select().from(users).where(eq(users.id, auth.userAuth.id))
    const res = await call(t.app, 'DELETE', `/api/user/${auth.userAuth.id}`, { token: auth.token })
    expect(res.status).toBe(204)
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, auth.userAuth.id))
    expect(row).toMatchObject({
      name: 'Deleted user',
      email: null,
      phone: null,
      password_hash: null,
      image: null,
      country: null,
      city: null,
    })
    // No more booking reminders to the browsers it was signed in on.
    expect(
      await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, auth.userAuth.id)),
    ).toEqual([])
    expect((await call(t.app, 'GET', '/api/auth/me', { token: auth.token })).status).toBe(401)
    expect(
      (await call(t.app, 'POST', '/api/auth/guest-user', { body: { refreshToken: auth.refreshToken } }))
        .status,
    ).toBe(401)
    expect((await login(person.email, person.password)).status).toBe(422)
    expect((await t.app.request(before?.image ?? '/uploads/avatars/x')).status).toBe(404)
    // The phone and e-mail are free again.
    expect((await call(t.app, 'POST', '/api/auth/register', { body: person })).status).toBe(201)
  })
})

describe('sign-up and profile: bad input', () => {
  it('checks the registration fields with the shared rules', async () => {
    const base = newPerson('bad')
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '+96417123456' }, 'phone'], // Iraqi landline: no SMS
      [{ phone: 'call me' }, 'phone'],
      [{ email: 'not-an-address' }, 'email'],
      [{ password: 'short@A1'.slice(0, 7) }, 'password'],
      [{ password: 'alllower@1' }, 'password'],
      [{ password: 'ALLUPPER@1' }, 'password'],
      [{ password: 'NoDigits@x' }, 'password'],
      [{ password: 'NoSpecial1x' }, 'password'],
      [{ password: 'Bad#Char1x' }, 'password'],
      [{ name: '   ' }, 'name'],
    ]
    for (const [change, field] of cases) {
      const res = await call(t.app, 'POST', '/api/auth/register', { body: { ...base, ...change } })
      expect(res.status, JSON.stringify(change)).toBe(422)
      expect(Object.keys(res.body.errors), JSON.stringify(change)).toContain(field)
    }
    const pw = await call(t.app, 'POST', '/api/auth/register', { body: { ...base, password: 'weak' } })
    expect(pw.body.errors.password[0]).toMatch(/at least 8 characters/)
  })

  it('refuses a sign-up without the app passcode', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: { ...newPerson('pc'), passcode: 'other' },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.passcode).toEqual(['Sign-up is not available from this app'])
  })

  it('answers 409 for an e-mail or phone of an active account', async () => {
    const byEmail = await call(t.app, 'POST', '/api/auth/register', {
      body: { ...newPerson('c'), email: DEMO.email },
    })
    expect(byEmail.status).toBe(409)
    expect(byEmail.body.errors).toEqual({ email: ['This e-mail address is used by another account'] })
    const byPhone = await call(t.app, 'POST', '/api/auth/register', {
      body: { ...newPerson('c'), phone: DEMO.phone },
    })
    expect(byPhone.status).toBe(409)
    expect(byPhone.body.errors).toEqual({ phone: ['This phone number is used by another account'] })
  })

  it('refuses to sign in before the phone is verified, saying which phone', async () => {
    const person = newPerson('unv')
    await call(t.app, 'POST', '/api/auth/register', { body: person })
    const res = await login(person.email, person.password)
    expect(res.status).toBe(403)
    expect(res.body).toEqual({
      message: 'Please verify your phone number first with the code we sent you by SMS',
      phone: person.phone,
    })
    // A wrong password does not reveal that the account is pending.
    expect((await login(person.email, 'Wrong@2024x')).status).toBe(422)
  })

  it('answers 409 when the new e-mail or phone belongs to another account', async () => {
    const { auth } = await signUp(t, { tag: 'conf' })
    const email = await call(t.app, 'POST', '/api/auth/update-profile', {
      token: auth.token,
      body: { email: DEMO.email },
    })
    expect(email.status).toBe(409)
    expect(email.body.errors.email).toEqual(['This e-mail address is used by another account'])
    const phone = await call(t.app, 'POST', '/api/auth/update-profile', {
      token: auth.token,
      body: { phone: '0770 123 4567' },
    })
    expect(phone.status).toBe(409)
    expect(phone.body.errors.phone).toEqual(['This phone number is used by another account'])
  })

  it('checks profile values', async () => {
    const { auth } = await signUp(t, { tag: 'val' })
    const cases: [Record<string, unknown>, string, string?][] = [
      [
        { password: 'Good@2024x', confirm_password: 'Other@2024x' },
        'confirm_password',
        'passwords do not match',
      ],
      [{ password: 'weakpass' }, 'password'],
      [{ language: 'fr' }, 'language'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ phone: '12ab' }, 'phone'],
      [{ email: 'x@' }, 'email'],
    ]
    for (const [body, field, message] of cases) {
      const res = await call(t.app, 'POST', '/api/auth/update-profile', { token: auth.token, body })
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(res.body.errors)).toContain(field)
      if (message) expect(res.body.errors[field]).toEqual([message])
    }
  })

  it('answers a wrong code with a field error', async () => {
    const person = newPerson('code')
    await call(t.app, 'POST', '/api/auth/register', { body: person })
    const code = await lastSmsCode(dataDir(), person.phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const res = await call(t.app, 'POST', '/api/auth/verify-otp', {
      body: { phone: person.phone, code: wrong },
    })
    expect(res.status).toBe(422)
    expect(res.body).toEqual({
      message: 'This code is not correct',
      errors: { code: ['This code is not correct'] },
    })
    const malformed = await call(t.app, 'POST', '/api/auth/verify-otp', {
      body: { phone: person.phone, code: '12' },
    })
    expect(malformed.body.errors.code).toEqual(['Enter the 6-digit code'])
  })
})
