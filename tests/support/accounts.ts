import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { UserAuth } from '../../contract/auth'
import { createApp } from '../../server/app'
import { outboxDir } from '../../server/messaging/outbox'
import { createTestApp } from './test-app'
import { testEnv } from './test-env'

/**
 * The real app on this test file's database, with settings of the test's own. Abuse limits are
 * off unless the test sets RATE_LIMITS: most tests sign in more often than a person would.
 */
export async function createAccountsApp(settings: Record<string, string> = {}) {
  const t = await createTestApp()
  const env = testEnv({ RATE_LIMITS: 'off', ...settings })
  const deps = { ...t.deps, env }
  return { ...t, deps, app: createApp(deps, { checkAnswers: true }) }
}
export type AccountsApp = Awaited<ReturnType<typeof createAccountsApp>>

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field by the tests' assertions
type Loose = any

export interface Answer<T = Loose> {
  status: number
  body: T
  headers: Headers
}

/** One JSON call; `token` adds the bearer header. */
export async function call<T = Loose>(
  app: AccountsApp['app'],
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const res = await app.request(path, {
    method,
    headers: {
      ...(opts.body !== undefined && !(opts.body instanceof FormData)
        ? { 'Content-Type': 'application/json' }
        : {}),
      ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
      'Accept-Language': 'en',
      ...opts.headers,
    },
    body:
      opts.body === undefined
        ? undefined
        : opts.body instanceof FormData
          ? opts.body
          : JSON.stringify(opts.body),
  })
  const text = await res.text()
  // A file answer (a CSV) stays text; every other answer is JSON.
  const json = !/^text\/(csv|plain)/.test(res.headers.get('content-type') ?? '')
  return { status: res.status, body: text ? (json ? JSON.parse(text) : text) : null, headers: res.headers }
}

let counter = 0
/** A fresh Iraqi mobile number (E.164) and e-mail address for each sign-up. */
export function newPerson(tag = 'p') {
  counter += 1
  const digits = String((process.pid * 1000 + counter) % 100_000_000).padStart(8, '0')
  return {
    name: `Test ${tag} ${counter}`,
    phone: `+96477${digits}`,
    email: `${tag}${counter}.${process.pid}@example.test`,
    password: 'Strong@2024x',
    country: 'Iraq',
    city: 'Baghdad',
    passcode: 'funduq-web',
  }
}

interface OutboxSms {
  to: string
  text: string
  created_at: string
}

async function listOutbox(dir: string, extension: string) {
  const names = await readdir(dir).catch(() => [] as string[])
  return names.filter((n) => n.endsWith(extension) && !n.startsWith('.')).sort()
}

/** Every SMS the app wrote to its outbox for a number, oldest first. */
export async function smsTo(dataDir: string, to: string): Promise<OutboxSms[]> {
  const dir = outboxDir(dataDir, 'sms')
  const all = await Promise.all(
    (await listOutbox(dir, '.json')).map(
      async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxSms,
    ),
  )
  return all.filter((m) => m.to === to)
}

/** Every e-mail (.eml text) in the outbox addressed to `to`, oldest first. */
export async function mailTo(dataDir: string, to: string): Promise<string[]> {
  const dir = outboxDir(dataDir, 'mail')
  const all = await Promise.all((await listOutbox(dir, '.eml')).map((n) => readFile(join(dir, n), 'utf8')))
  return all.filter((m) => m.includes(`To: ${to}`))
}

/** The headers and decoded text/plain and text/html parts of an .eml nodemailer wrote. */
export function parseEml(eml: string) {
  const [head = '', ...rest] = eml.split('\n\n')
  const headers = head.replace(/\n[ \t]+/g, ' ')
  const decode = (part: string) => {
    const [partHead = '', ...body] = part.split('\n\n')
    const raw = body.join('\n\n')
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(partHead)?.[1]?.toLowerCase()
    if (encoding === 'base64') return Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
    if (encoding === 'quoted-printable') {
      const bytes = raw
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
        .replace(/%(?![0-9A-F]{2})/gi, '%25')
      return decodeURIComponent(bytes)
    }
    return raw
  }
  // Parts nest (alternative text and HTML inside mixed, with attachments): split at every boundary.
  const boundaries = [...eml.matchAll(/boundary="?([^";\s]+)"?/gi)].map((m) => m[1] ?? '')
  let parts = [rest.join('\n\n')]
  for (const b of boundaries) parts = parts.flatMap((p) => p.split(`--${b}`))
  const find = (type: string) => {
    const part = parts.find((p) => new RegExp(`^\\s*content-type:\\s*${type}`, 'i').test(p))
    return part ? decode(part.trim()) : ''
  }
  return { headers, text: find('text/plain'), html: find('text/html') }
}

/** Wait (recovery sends after answering) until `count` messages are there; return the last one's code. */
export async function waitForCode(
  read: () => Promise<(string | OutboxSms)[]>,
  count: number,
): Promise<string> {
  const deadline = Date.now() + 5_000
  for (;;) {
    const list = await read()
    if (list.length >= count) {
      const last = list[list.length - 1]
      const text = typeof last === 'string' ? last : (last?.text ?? '')
      const code = /\b(\d{6})\b/.exec(text)?.[1]
      if (code) return code
    }
    if (Date.now() > deadline) throw new Error(`no message #${count} arrived (have ${list.length})`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** The code of the latest SMS to a number. */
export const lastSmsCode = (dataDir: string, to: string) => waitForCode(() => smsTo(dataDir, to), 1)

/** Sign up and verify through the real endpoints; returns the person and their auth info. */
export async function signUp(t: AccountsApp, opts: { token?: string; tag?: string } = {}) {
  const person = newPerson(opts.tag)
  const reg = await call(t.app, 'POST', '/api/auth/register', { body: person, token: opts.token })
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`)
  const code = await lastSmsCode(t.deps.env.DATA_DIR, person.phone)
  const verified = await call(t.app, 'POST', '/api/auth/verify-otp', {
    body: { phone: person.phone, code },
    token: opts.token,
  })
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`)
  return { person, auth: verified.body.data as { token: string; refreshToken: string; userAuth: UserAuth } }
}

/** A new guest's auth info. */
export async function newGuest(app: AccountsApp['app']) {
  return (await call(app, 'POST', '/api/auth/guest-user')).body.data as {
    token: string
    refreshToken: string
    userAuth: { id: number }
  }
}
