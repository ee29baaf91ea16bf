import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oneTimeCodes, users } from '../../server/db/schema'
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

/**
 * A new phone or e-mail address in the profile counts only once confirmed with a code sent
 * to it: until then the account keeps (and signs in with) the old one.
 */
let t: AccountsApp
beforeAll(async () => {
  t = await createAccountsApp()
})
afterAll(() => t.close())

const dataDir = () => t.deps.env.DATA_DIR
const update = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/auth/update-profile', { token, body })
const confirm = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/auth/verify-contact', { token, body })
const login = (email: string, password: string) =>
  call(t.app, 'POST', '/api/auth/login', { body: { email, password } })
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000')

async function saved(userId: number) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, userId))
  return row
}

/** Let the one-a-minute cooldown pass without waiting. */
async function pastCooldown(userId: number) {
  await t.deps.db
    .update(oneTimeCodes)
    .set({ created_at: new Date(Date.now() - 61_000) })
    .where(eq(oneTimeCodes.user_id, userId))
}

describe('changing the phone number', () => {
  it('sends a code to the new number and keeps the old one until it is confirmed', async () => {
    const { person, auth } = await signUp(t, { tag: 'newph' })
    const next = newPerson('newph2').phone
    const res = await update(auth.token, { phone: next.replace('+964', '0') })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(
      'We sent a code to your new phone number or e-mail address: enter it to confirm the change',
    )
    expect(res.body.data.phone).toBe(person.phone)
    expect(res.body.pending).toEqual([{ field: 'phone', value: next, resend_after: 60, expires_in: 600 }])
    const code = await lastSmsCode(dataDir(), next)
    expect((await smsTo(dataDir(), next))[0]?.text).toMatch(/confirm this phone number/)
    expect((await saved(auth.userAuth.id))?.phone).toBe(person.phone)
    expect((await login(next, person.password)).status).toBe(422)

    const wrong = await confirm(auth.token, { phone: next, code: otherThan(code) })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toEqual({ code: ['This code is not correct'] })
    expect((await saved(auth.userAuth.id))?.phone).toBe(person.phone)

    const ok = await confirm(auth.token, { phone: next, code })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ message: 'information updated successfully', data: { phone: next } })
    expect((await login(next, person.password)).status).toBe(200)
    expect((await login(person.phone, person.password)).status).toBe(422)
    // The code worked once.
    expect((await confirm(auth.token, { phone: next, code })).status).toBe(422)
  })

  it("refuses the new number's code for any other number", async () => {
    const { auth } = await signUp(t, { tag: 'bind' })
    const asked = newPerson('bind2').phone
    const other = newPerson('bind3').phone
    await update(auth.token, { phone: asked })
    const code = await lastSmsCode(dataDir(), asked)
    const res = await confirm(auth.token, { phone: other, code })
    expect(res.status).toBe(422)
    expect((await saved(auth.userAuth.id))?.phone).not.toBe(other)
  })

  it('answers 409 for a number of another account, and sends nothing', async () => {
    const { auth } = await signUp(t, { tag: 'taken' })
    const holder = await signUp(t, { tag: 'holder' })
    const sent = (await smsTo(dataDir(), holder.person.phone)).length
    const res = await update(auth.token, { phone: holder.person.phone })
    expect(res.status).toBe(409)
    expect(res.body.errors).toEqual({ phone: ['This phone number is used by another account'] })
    expect(await smsTo(dataDir(), holder.person.phone)).toHaveLength(sent)
  })

  it('answers 409 when another account took the number before the code came back', async () => {
    const a = await signUp(t, { tag: 'race-a' })
    const b = await signUp(t, { tag: 'race-b' })
    const wanted = newPerson('race').phone
    await update(a.auth.token, { phone: wanted })
    const codeA = await lastSmsCode(dataDir(), wanted)
    await update(b.auth.token, { phone: wanted })
    const codeB = await waitForCode(() => smsTo(dataDir(), wanted), 2)
    expect((await confirm(b.auth.token, { phone: wanted, code: codeB })).status).toBe(200)
    const late = await confirm(a.auth.token, { phone: wanted, code: codeA })
    expect(late.status).toBe(409)
    expect(late.body.errors).toEqual({ phone: ['This phone number is used by another account'] })
    expect((await saved(a.auth.userAuth.id))?.phone).toBe(a.person.phone)
  })

  it('sends another code only after a minute (429 with Retry-After)', async () => {
    const { auth } = await signUp(t, { tag: 'cool' })
    const next = newPerson('cool2').phone
    expect((await update(auth.token, { phone: next })).status).toBe(200)
    const again = await update(auth.token, { phone: next, name: 'Not saved' })
    expect(again.status).toBe(429)
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0)
    // Nothing of a refused change is saved.
    expect((await saved(auth.userAuth.id))?.name).not.toBe('Not saved')
    await pastCooldown(auth.userAuth.id)
    expect((await update(auth.token, { phone: next })).status).toBe(200)
    expect(await smsTo(dataDir(), next)).toHaveLength(2)
  })
})

describe('changing the e-mail address', () => {
  it('mails a code to the new address; the old one signs in until it is confirmed', async () => {
    const { person, auth } = await signUp(t, { tag: 'newmail' })
    const next = newPerson('newmail2').email
    const res = await update(auth.token, { email: next.toUpperCase(), name: 'Renamed at once' })
    expect(res.status).toBe(200)
    // The other fields are saved right away.
    expect(res.body.data).toMatchObject({ email: person.email, name: 'Renamed at once' })
    expect(res.body.pending).toEqual([{ field: 'email', value: next, resend_after: 60, expires_in: 600 }])
    const code = await waitForCode(() => mailTo(dataDir(), next), 1)
    expect((await mailTo(dataDir(), next))[0]).toMatch(/^Subject: Confirm your new e-mail address/m)
    expect((await login(person.email, person.password)).status).toBe(200)
    expect((await login(next, person.password)).status).toBe(422)

    expect((await confirm(auth.token, { email: next, code: otherThan(code) })).status).toBe(422)
    const ok = await confirm(auth.token, { email: next, code })
    expect(ok.status).toBe(200)
    expect(ok.body.data.email).toBe(next)
    expect((await login(next, person.password)).status).toBe(200)
  })

  it('takes a phone and an address at once: a code to each, confirmed one by one', async () => {
    const { auth } = await signUp(t, { tag: 'both' })
    const other = newPerson('both2')
    const res = await update(auth.token, { phone: other.phone, email: other.email })
    expect(res.body.pending.map((p: { field: string }) => p.field)).toEqual(['phone', 'email'])
    const sms = await lastSmsCode(dataDir(), other.phone)
    const mail = await waitForCode(() => mailTo(dataDir(), other.email), 1)
    expect((await confirm(auth.token, { email: other.email, code: mail })).body.data.email).toBe(other.email)
    expect((await confirm(auth.token, { phone: other.phone, code: sms })).body.data.phone).toBe(other.phone)
  })

  it('answers 409 for an address of another account', async () => {
    const { auth } = await signUp(t, { tag: 'mtaken' })
    const res = await update(auth.token, { email: 'demo@funduq.test' })
    expect(res.status).toBe(409)
    expect(res.body.errors).toEqual({ email: ['This e-mail address is used by another account'] })
  })
})

describe('confirming: bad input and permissions', () => {
  it('needs the code and exactly one of phone or email', async () => {
    const { auth } = await signUp(t, { tag: 'shape' })
    const person = newPerson('shape2')
    const cases: Record<string, unknown>[] = [
      { phone: person.phone },
      { phone: person.phone, code: '12' },
      { code: '123456' },
      { phone: person.phone, email: person.email, code: '123456' },
    ]
    for (const body of cases) {
      expect((await confirm(auth.token, body)).status, JSON.stringify(body)).toBe(422)
    }
    // Nothing was asked for: no code can match.
    expect((await confirm(auth.token, { phone: person.phone, code: '123456' })).status).toBe(422)
  })

  it('is for signed-in users, on their own account', async () => {
    const guest = await newGuest(t.app)
    expect((await confirm(guest.token, { phone: newPerson().phone, code: '123456' })).status).toBe(403)
    expect((await call(t.app, 'POST', '/api/auth/verify-contact', { body: { code: '123456' } })).status).toBe(
      401,
    )
    // A code sent for one account does not work from another.
    const a = await signUp(t, { tag: 'own-a' })
    const b = await signUp(t, { tag: 'own-b' })
    const wanted = newPerson('own').phone
    await update(a.auth.token, { phone: wanted })
    const code = await lastSmsCode(dataDir(), wanted)
    expect((await confirm(b.auth.token, { phone: wanted, code })).status).toBe(422)
    expect((await saved(b.auth.userAuth.id))?.phone).toBe(b.person.phone)
  })

  it('counts wrong codes: after five tries even the right one is refused', async () => {
    const { auth } = await signUp(t, { tag: 'brute' })
    const wanted = newPerson('brute2').phone
    await update(auth.token, { phone: wanted })
    const code = await lastSmsCode(dataDir(), wanted)
    for (let i = 0; i < 5; i++) await confirm(auth.token, { phone: wanted, code: otherThan(code) })
    const res = await confirm(auth.token, { phone: wanted, code })
    expect(res.status).toBe(422)
    expect(res.body.errors.code).toEqual(['Too many wrong tries, ask for a new code'])
  })

  it('confirms through POST /api/user/:id too', async () => {
    const { auth } = await signUp(t, { tag: 'uidc' })
    const wanted = newPerson('uidc2').email
    const res = await call(t.app, 'POST', `/api/user/${auth.userAuth.id}`, {
      token: auth.token,
      body: { email: wanted },
    })
    expect(res.body.pending).toEqual([expect.objectContaining({ field: 'email', value: wanted })])
    expect(res.body.data.email).not.toBe(wanted)
  })
})
