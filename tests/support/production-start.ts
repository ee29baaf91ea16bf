import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { expect } from 'vitest'
import { heroSlideImage } from '../../contract/media'
import { send } from './remote'
import { ROOT, type ServerProcess, startServer } from './server-process'

/** Settings production mode accepts; nothing is sent anywhere by a start and a few reads. */
export const PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'zaincash',
  ZAINCASH_MSISDN: '9647835077893',
  ZAINCASH_MERCHANT_ID: 'test-merchant',
  ZAINCASH_SECRET: 'test-secret-of-the-merchant',
  PUBLIC_URL: 'https://funduq.example',
  SMTP_URL: 'smtp://127.0.0.1:9',
  SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms',
}

/** The first administrator's password in these tests: it must never be printed either. */
export const OWNER_PASSWORD = 'Owner$Start9'
export const OWNER_EMAIL = 'owner@funduq.example'

/** `npm run admin:create` as an operator runs it, the password on standard input. */
export async function adminCreate(
  env: Record<string, string>,
  args: string[],
  stdin: string,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/admin-create.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (c: Buffer) => {
    output += c.toString()
  })
  child.stderr.on('data', (c: Buffer) => {
    output += c.toString()
  })
  child.stdin.end(stdin)
  const [code] = (await once(child, 'exit')) as [number | null]
  return { code, output }
}

const login = (base: string, email: string, password: string) =>
  send(base, 'POST', '/api/auth/login', { body: { email, password } })

/**
 * A production start on an empty database (PGlite folder or PostgreSQL, as `env` says), after
 * `admin:create` made its first administrator: the checks of issue 16 item 1. Returns the
 * running server; the caller checks the tables and stops it.
 */
export async function checkProductionStart(
  env: Record<string, string>,
  opts: { dataDir?: string } = {},
): Promise<ServerProcess> {
  const made = await adminCreate(
    { ...PRODUCTION_SETTINGS, ...env },
    ['--email', OWNER_EMAIL],
    `${OWNER_PASSWORD}\n`,
  )
  expect(made.output).toContain(`made administrator ${OWNER_EMAIL}`)
  expect(made.code).toBe(0)

  const server = await startServer({ ...PRODUCTION_SETTINGS, ...env }, opts)
  const base = server.url
  // No demo account exists: each sign-in fails as for anyone unknown.
  for (const [email, password] of [
    ['demo@funduq.test', 'Demo@2024x'],
    ['agent@funduq.test', 'Agent@2024x'],
    ['admin@funduq.test', 'Admin@2024x'],
    ['manager@funduq.test', 'Manager@2024x'],
  ] as const) {
    const reply = await login(base, email, password)
    expect(reply.status, email).toBe(422)
    expect(reply.body.message).toBe('Sorry, the username or password is wrong!')
  }
  // The administrator admin:create made signs in and reaches the console.
  const owner = await login(base, OWNER_EMAIL, OWNER_PASSWORD)
  expect(owner.status).toBe(200)
  expect(owner.body.data.userAuth).toMatchObject({ role: 'admin', email: OWNER_EMAIL })
  const me = await send(base, 'GET', '/api/admin/me', { token: owner.body.data.token })
  expect(me.body).toMatchObject({ data: { role: 'admin', hotel_ids: null } })

  // Reference data is there: all 19 governorates, currencies, the help centre.
  const governorates = await send(base, 'GET', '/api/governorates')
  expect(governorates.status).toBe(200)
  expect(governorates.body.data).toHaveLength(19)
  // Their pictures and the home slideshow's are served without the demo's drawing (decision 40).
  for (const path of [
    ...governorates.body.data.map((g: { image_path: string }) => `${g.image_path}?w=480`),
    heroSlideImage(1).src,
  ]) {
    const picture = await fetch(`${base}${path}`)
    expect(picture.status, path).toBe(200)
    expect(picture.headers.get('content-type'), path).toBe('image/webp')
    expect((await picture.arrayBuffer()).byteLength, path).toBeGreaterThan(1000)
  }
  const currencies = await send(base, 'GET', '/api/currency')
  expect(currencies.body.data.map((c: { currency_name: string }) => c.currency_name)).toContain('IQD')
  const config = await send(base, 'GET', '/api/app-config')
  expect(config.body.data.mode).toBe('production')

  const output = [made.output, server.output()].join('\n')
  expect(output).toContain('Mode: production')
  expect(output).not.toContain('@2024x')
  expect(output).not.toContain(OWNER_PASSWORD)
  expect(output).not.toMatch(/demo data seeded/)
  return server
}

/** Rows of what production must not seed, and of the reference data it must. */
export const PRODUCTION_COUNTS = `
  SELECT (SELECT count(*) FROM hotels)::int AS hotels,
         (SELECT count(*) FROM rooms)::int AS rooms,
         (SELECT count(*) FROM offers)::int AS offers,
         (SELECT count(*) FROM discount_codes)::int AS discount_codes,
         (SELECT count(*) FROM comments)::int AS comments,
         (SELECT count(*) FROM users WHERE NOT is_guest)::int AS accounts,
         (SELECT count(*) FROM users WHERE role = 'admin')::int AS admins,
         (SELECT count(*) FROM governorates)::int AS governorates,
         (SELECT count(*) FROM cities)::int AS cities,
         (SELECT count(*) FROM currencies)::int AS currencies,
         (SELECT count(*) FROM services)::int AS services,
         (SELECT count(*) FROM faqs)::int AS faqs`

export function expectReferenceOnly(counts: Record<string, number>) {
  expect(counts).toMatchObject({
    hotels: 0,
    rooms: 0,
    offers: 0,
    discount_codes: 0,
    comments: 0,
    accounts: 1,
    admins: 1,
    governorates: 19,
  })
  for (const table of ['cities', 'currencies', 'services', 'faqs'])
    expect(counts[table], table).toBeGreaterThan(0)
}
