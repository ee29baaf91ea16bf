import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { contactMessages } from '../../server/db/schema'
import {
  type AccountsApp,
  call,
  createAccountsApp,
  mailTo,
  newGuest,
  parseEml,
} from '../../tests/support/accounts'
import { testEnv } from '../../tests/support/test-env'

const SUPPORT = 'help-desk@funduq.test'

let t: AccountsApp
beforeAll(async () => {
  t = await createAccountsApp({ CONTACT_EMAIL: SUPPORT })
})
afterAll(() => t.close())

const valid = {
  name: 'Layla Hassan',
  email: 'Layla.Hassan@Example.test',
  address: 'Karrada, Baghdad',
  message: 'Hello, can I bring a baby cot to the Erbil hotel I booked?',
}

const send = (
  body: unknown,
  opts: { token?: string; lang?: string; ip?: string; app?: AccountsApp['app'] } = {},
) =>
  call(opts.app ?? t.app, 'POST', '/api/contact', {
    body,
    token: opts.token,
    headers: {
      'Accept-Language': opts.lang ?? 'en',
      ...(opts.ip ? { 'X-Forwarded-For': `203.0.113.99, ${opts.ip}` } : {}),
    },
  })

const rowCount = async () => (await t.deps.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0

async function mailsToSupport() {
  return (await mailTo(t.deps.env.DATA_DIR, SUPPORT)).map(parseEml)
}

describe('POST /api/contact: happy path', () => {
  it('stores the message and e-mails it to CONTACT_EMAIL with Reply-To the sender', async () => {
    const guest = await newGuest(t.app)
    const res = await send(valid, { token: guest.token, lang: 'ar' })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ data: { id: expect.any(Number) } })

    const [row] = await t.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.data.id))
    expect(row).toMatchObject({
      name: valid.name,
      email: 'layla.hassan@example.test',
      address: valid.address,
      message: valid.message,
      language: 'ar',
      user_id: guest.userAuth.id,
    })
    expect(row?.created_at).toBeInstanceOf(Date)
    expect(row?.emailed_at).toBeInstanceOf(Date)

    const mails = await mailsToSupport()
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail?.headers).toMatch(new RegExp(`^To: ${SUPPORT}$`, 'm'))
    expect(mail?.headers).toMatch(/^Reply-To: Layla Hassan <layla\.hassan@example\.test>$/m)
    expect(mail?.headers).toMatch(/^Subject: Contact form: Layla Hassan$/m)
    expect(mail?.text).toContain(valid.message)
    expect(mail?.text).toContain('Language: Arabic')
    expect(mail?.html).toContain(valid.message)
    expect(mail?.html).toContain('Karrada, Baghdad')
  })

  it('takes a message without a session, in Arabic script, and trims the fields', async () => {
    const res = await send({
      name: '  علي كريم ',
      email: ' ali@example.test ',
      address: 'أربيل، شارع ٦٠',
      message: '  أرجو إرسال فاتورة الحجز رقم ١٢٣ إلى بريدي.  ',
    })
    expect(res.status).toBe(201)
    const [row] = await t.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.data.id))
    expect(row).toMatchObject({
      name: 'علي كريم',
      email: 'ali@example.test',
      message: 'أرجو إرسال فاتورة الحجز رقم ١٢٣ إلى بريدي.',
      language: 'en',
      user_id: null,
    })
    const mail = (await mailsToSupport()).at(-1)
    expect(mail?.text).toContain('أرجو إرسال فاتورة الحجز رقم ١٢٣ إلى بريدي.')
    expect(mail?.html).toContain('dir="ltr"')
  })
})

describe('POST /api/contact: bad input', () => {
  it('answers 422 with a message per field, in English and in Arabic, and keeps nothing', async () => {
    const before = await rowCount()
    const mailsBefore = (await mailsToSupport()).length
    const en = await send({ name: ' ', email: '', address: '', message: '' })
    expect(en.status).toBe(422)
    expect(en.body.message).toBe('Some fields need your attention')
    expect(en.body.errors.name).toEqual(['This field is required'])
    expect(en.body.errors.address).toEqual(['This field is required'])
    expect(en.body.errors.message).toEqual(['This field is required'])
    expect(en.body.errors.email[0]).toBe('This field is required')

    const ar = await send({ email: 'not-an-address', message: 'short' }, { lang: 'ar' })
    expect(ar.status).toBe(422)
    expect(ar.body.errors.name).toEqual(['هذا الحقل مطلوب'])
    expect(ar.body.errors.address).toEqual(['هذا الحقل مطلوب'])
    expect(ar.body.errors.email).toEqual([expect.not.stringMatching(/[a-z]/)])
    expect(ar.body.errors.message).toHaveLength(1)

    expect(await rowCount()).toBe(before)
    expect(await mailsToSupport()).toHaveLength(mailsBefore)
  })

  it('wants 10 to 2000 characters of message and a real e-mail address', async () => {
    const short = await send({ ...valid, message: 'Too short' })
    expect(short.body.errors).toEqual({ message: ['Write at least 10 characters'] })
    const long = await send({ ...valid, message: 'x'.repeat(2001) })
    expect(long.body.errors).toEqual({ message: ['This text is too long'] })
    // 2000 emoji are 4000 UTF-16 units but 2000 characters: allowed.
    expect((await send({ ...valid, message: '🙂'.repeat(2000) })).status).toBe(201)
    const email = await send({ ...valid, email: 'layla@' })
    expect(email.body.errors).toEqual({ email: ['Invalid email'] })
    const name = await send({ ...valid, name: 'n'.repeat(101) })
    expect(name.body.errors).toEqual({ name: ['This text is too long'] })
    const wrongTypes = await send({ name: 1, email: ['a'], address: null, message: {} })
    expect(wrongTypes.status).toBe(422)
    expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(['address', 'email', 'message', 'name'])
  })

  it('answers 422, not 500, for a NUL character the database cannot store', async () => {
    const before = await rowCount()
    const res = await send({ ...valid, message: `${valid.message}\u0000` })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors)).toEqual(['message'])
    expect(await rowCount()).toBe(before)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: '{"name":',
    })
    expect(res.status).toBe(400)
  })
})

describe('POST /api/contact: security', () => {
  it('escapes what the sender typed in the HTML mail, and stores it as typed', async () => {
    const hostile = {
      name: 'Eve <img src=x onerror=alert(1)>',
      email: 'eve@example.test',
      address: '"><a href="javascript:alert(2)">x</a>',
      message: '<script>alert(3)</script> & <b>bold</b> — please call me',
    }
    const res = await send(hostile)
    expect(res.status).toBe(201)
    const [row] = await t.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.data.id))
    expect(row?.message).toBe(hostile.message)
    const mail = (await mailsToSupport()).at(-1)
    expect(mail?.html).toContain('&lt;script&gt;alert(3)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;')
    expect(mail?.html).toContain('Eve &lt;img src=x onerror=alert(1)&gt;')
    expect(mail?.html).toContain('&quot;&gt;&lt;a href=&quot;javascript:alert(2)&quot;&gt;x&lt;/a&gt;')
    expect(mail?.html).not.toMatch(/<script|<img|<a |<b>/i)
    // The plain-text part is text: it keeps the characters as typed.
    expect(mail?.text).toContain(hostile.message)
  })

  it('refuses line breaks in the name and address: they would forge lines in the support e-mail', async () => {
    const before = await rowCount()
    const mails = (await mailsToSupport()).length
    for (const [field, value] of [
      ['name', 'Mallory\r\nBcc: victim@example.test\nX-Evil: 1'],
      ['name', 'Mallory\u2028Reply-To: x@evil.test'],
      ['address', 'Karrada\nBaghdad'],
      ['email', 'layla@example.test\nBcc: victim@example.test'],
    ] as const) {
      const res = await send({ ...valid, [field]: value })
      expect(res.status, `${field} ${JSON.stringify(value)}`).toBe(422)
      expect(res.body.errors[field]).toContain('Write this on one line')
    }
    expect(await rowCount()).toBe(before)
    expect(await mailsToSupport()).toHaveLength(mails)
    // The message itself may have as many lines as it likes.
    expect((await send({ ...valid, message: 'Line one\nLine two\r\nLine three' })).status).toBe(201)
  })

  it('limits messages per client IP with 429 and Retry-After', async () => {
    const DAY = 86_400
    const env = testEnv({ CONTACT_EMAIL: SUPPORT, TRUST_PROXY: '1', RATE_LIMITS: `contact.ip=2/${DAY}` })
    const app = createApp({ ...t.deps, env }, { checkAnswers: true })
    expect((await send(valid, { app, ip: '198.51.100.40' })).status).toBe(201)
    expect((await send(valid, { app, ip: '198.51.100.40' })).status).toBe(201)
    const before = await rowCount()
    const blocked = await send(valid, { app, ip: '198.51.100.40' })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe('Too many requests, try again shortly')
    const retryAfter = Number(blocked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(DAY)
    expect(await rowCount()).toBe(before)
    const arabic = await send(valid, { app, ip: '198.51.100.40', lang: 'ar' })
    expect(arabic.status).toBe(429)
    expect(arabic.body.message).not.toBe('Too many requests, try again shortly')
    // Someone else is not affected.
    expect((await send(valid, { app, ip: '198.51.100.41' })).status).toBe(201)
  })
})
