import { resolve } from 'node:path'
import * as v from 'valibot'
import { DEFAULT_LIMITS, LIMIT_NAMES, type LimitName, type LimitRule } from './auth/limits'
import { BASEMAP_PATH, pmtilesProblem } from './map/pmtiles-file'
import { isHoldLimitsText, parseHoldLimits } from './services/booking/hold-limits-setting'

/**
 * The only reader of `process.env`. Every setting is validated at start; a bad value stops
 * the server with a message naming the variable, instead of failing on some later request.
 * README.md lists the same settings.
 */
const port = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, 'must be a port number'),
  v.transform(Number),
  v.maxValue(65535),
)
const url = v.pipe(v.string(), v.url('must be a URL such as https://funduq.example'))
const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)))

/**
 * An OpenID Connect issuer: https, or plain http only on this machine (the tests' fake
 * provider). Tokens and codes never travel unencrypted to another host.
 */
const issuer = (fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.url('must be a URL such as https://accounts.google.com'),
      v.check(
        (s) => s.startsWith('https://') || isLoopbackHttp(s),
        'must start with https:// (http:// only for localhost)',
      ),
      v.transform((s) => s.replace(/\/+$/, '')),
    ),
    fallback,
  )

/** http://localhost, 127.0.0.1 or [::1]: the only places an issuer may be reached without TLS. */
export function isLoopbackHttp(url: string): boolean {
  try {
    const u = new URL(url)
    return u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname)
  } catch {
    return false
  }
}

/**
 * `off`, or overrides of server/auth/limits.ts such as `login.ip=5/60,guest.ip=100/600`
 * (hits per window in seconds). The output is the whole table in force, or null when off.
 */
const rateLimits = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (s) =>
      s === '' ||
      s === 'off' ||
      s.split(',').every((part) => {
        const m = /^([a-z_.]+)=(\d{1,9})\/(\d{1,9})$/.exec(part.trim())
        return m !== null && LIMIT_NAMES.includes(m[1] as LimitName) && Number(m[3]) > 0
      }),
    `must be "off" or name=max/seconds pairs, comma separated; names: ${LIMIT_NAMES.join(' ')}`,
  ),
  v.transform((s): Record<LimitName, LimitRule> | null => {
    if (s === 'off') return null
    const table: Record<LimitName, LimitRule> = { ...DEFAULT_LIMITS }
    for (const part of s ? s.split(',') : []) {
      const [, name, max, windowS] = /^([a-z_.]+)=(\d+)\/(\d+)$/.exec(part.trim()) ?? []
      table[name as LimitName] = { max: Number(max), windowS: Number(windowS) }
    }
    return table
  }),
)

const EnvSchema = v.object({
  /** `production`: production mode (decision 23); anything else, or unset: the demo. */
  NODE_ENV: v.optional(v.string()),
  PORT: v.optional(port, '8080'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  /** `npm run dev` only: where Vite's hot-reloading client listens. */
  VITE_PORT: v.optional(port, '5173'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  /** The built PWA `npm start` serves (`npm run build` writes it). */
  DIST_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './dist'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
  ),
  DATABASE_POOL_SIZE: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '10'),
  /**
   * 1: DATABASE_URL points at PgBouncer in transaction mode, which refuses startup options and
   * cannot keep named statements: the server sends neither (README "Running on PostgreSQL").
   */
  DATABASE_PGBOUNCER: v.optional(
    v.pipe(
      v.picklist(['0', '1'], 'must be 0 or 1'),
      v.transform((s) => s === '1'),
    ),
    '0',
  ),
  PUBLIC_URL: v.optional(url),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  SEED_HOTELS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1)), '160'),
  CONTACT_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'support@funduq.iq'),
  CONTACT_PHONES: v.optional(v.string(), '+964 770 000 1234,+971 4 000 5678'),
  CONTACT_WHATSAPP: v.optional(
    v.pipe(v.string(), v.regex(/^\+?\d{8,15}$/, 'must be digits, e.g. 9647700001234')),
    '9647700001234',
  ),
  SOCIAL_FACEBOOK: optionalText,
  SOCIAL_INSTAGRAM: optionalText,
  SOCIAL_X: optionalText,
  SOCIAL_TIKTOK: optionalText,
  /** `smtp://user:pass@host:587` or `smtps://…`; unset: e-mails are written to DATA_DIR/outbox/mail. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.trim(), v.minLength(3)), 'Funduq <no-reply@funduq.iq>'),
  /** An HTTP SMS gateway (POST JSON {to, text}); unset: SMS are written to DATA_DIR/outbox/sms. */
  SMS_PROVIDER_URL: v.optional(url),
  SMS_PROVIDER_TOKEN: optionalText,
  /**
   * Who takes online payments: `sandbox` (built in: a checkout page on this server where the
   * payer approves or declines) or `zaincash` (needs the three ZAINCASH_ settings below).
   */
  PAYMENT_PROVIDER: v.optional(v.picklist(['sandbox', 'zaincash'], 'must be sandbox or zaincash'), 'sandbox'),
  /** ZainCash API base: https://test.zaincash.iq (test) or https://api.zaincash.iq (live). */
  ZAINCASH_URL: v.optional(url, 'https://test.zaincash.iq'),
  /** The merchant wallet's phone number (e.g. 9647835077893), merchant id and JWT secret. */
  ZAINCASH_MSISDN: v.optional(
    v.pipe(v.string(), v.regex(/^\d{10,15}$/, 'must be digits, e.g. 9647835077893')),
  ),
  ZAINCASH_MERCHANT_ID: optionalText,
  ZAINCASH_SECRET: optionalText,
  /** Minutes an unpaid reservation holds its rooms (default 20). */
  HOLD_MINUTES: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1)),
    '20',
  ),
  /**
   * Hours after the check-out day begins (Iraq time) when the rating request is e-mailed
   * (default 12, i.e. noon). Tests set a negative value to have it sent at once.
   */
  RATING_REQUEST_DELAY_HOURS: v.optional(
    v.pipe(v.string(), v.regex(/^-?\d{1,4}$/), v.transform(Number)),
    '12',
  ),
  /** Seconds between runs of the background jobs (hold expiry, e-mails); 0 turns them off. */
  JOBS_INTERVAL_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number)), '30'),
  /** Sent with every sign-up: identifies the app (spec §3 "passcode"), not a secret. */
  SIGNUP_PASSCODE: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), 'funduq-web'),
  /** Reverse proxies in front of the server whose X-Forwarded-For may be believed (0: none). */
  TRUST_PROXY: v.optional(
    v.pipe(v.string(), v.regex(/^\d$/, 'must be 0–9 (proxies in front)'), v.transform(Number)),
    '0',
  ),
  RATE_LIMITS: v.optional(rateLimits, ''),
  /**
   * Unpaid holds per account and per address (decision 32): `off`, or `account=3/30,ip=10/100`
   * (live holds / room-nights); unset: those defaults. Over them a new hold is a 429.
   */
  HOLD_LIMITS: v.optional(
    v.pipe(
      v.string(),
      v.check(isHoldLimitsText, 'must be "off" or account=holds/room-nights,ip=holds/room-nights'),
      v.transform(parseHoldLimits),
    ),
    '',
  ),
  /**
   * Sign-in with Google and Facebook (OpenID Connect, decision 17): a provider is offered when
   * both its client id and secret are set. The issuers are only changed for tests.
   */
  OIDC_GOOGLE_ISSUER: issuer('https://accounts.google.com'),
  OIDC_GOOGLE_CLIENT_ID: optionalText,
  OIDC_GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_FACEBOOK_ISSUER: issuer('https://www.facebook.com'),
  OIDC_FACEBOOK_CLIENT_ID: optionalText,
  OIDC_FACEBOOK_CLIENT_SECRET: optionalText,
  /**
   * A MapLibre style of a real tile service (e.g. https://tiles.example/styles/streets.json);
   * unset: the bundled map of Iraq (public/map/style.json), which needs no other server.
   * Its origin is added to the content security policy; tiles, glyphs and sprites it names
   * must come from that origin too.
   */
  MAP_STYLE_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('must be a URL such as https://tiles.example/style.json'),
      v.regex(/^https?:\/\//i, 'must start with http:// or https://'),
    ),
  ),
  /**
   * A vector basemap file (PMTiles v3, Protomaps schema) this server serves to the hotel maps:
   * streets and place names with no other host involved. Read once at start; see README "Map".
   */
  MAP_PMTILES: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** VAPID `sub`: how push services reach the operator (mailto: or https:); default mailto:CONTACT_EMAIL. */
  PUSH_CONTACT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be mailto:address or an https:// URL'),
    ),
  ),
  /**
   * Host names (and their subdomains) of the push services subscriptions may point at, comma
   * separated: the server posts to these URLs, so an arbitrary one is refused.
   */
  PUSH_SERVICE_HOSTS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\s*[a-z0-9.-]+(\s*,\s*[a-z0-9.-]+)*\s*$/i, 'must be host names, comma separated'),
      v.transform((s) => s.split(',').map((h) => h.trim().toLowerCase().replace(/^\./, ''))),
    ),
    'fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com',
  ),
})

export type Mode = 'demo' | 'production'

export type Env = v.InferOutput<typeof EnvSchema> & {
  DATA_DIR: string
  DIST_DIR: string
  PUBLIC_URL: string
  /** From NODE_ENV: `production` refuses unsafe settings and never seeds demo data (decision 23). */
  MODE: Mode
}

/**
 * What production mode refuses, one line each: settings that are right for a demo on one
 * machine and wrong for a business (test payments, links over plain http, codes and booking
 * e-mails written to files nobody reads).
 */
export function productionProblems(env: v.InferOutput<typeof EnvSchema>): string[] {
  const problems: string[] = []
  const refuse = (what: string) => problems.push(`NODE_ENV=production refuses to start: ${what}`)
  if (env.PAYMENT_PROVIDER === 'sandbox')
    refuse('PAYMENT_PROVIDER is sandbox (test payments, the default); set PAYMENT_PROVIDER=zaincash')
  if (!env.PUBLIC_URL?.startsWith('https://'))
    refuse(`PUBLIC_URL must be the site's https:// address (it is ${env.PUBLIC_URL ?? 'unset'})`)
  if (!env.SMTP_URL) refuse('SMTP_URL is unset (e-mails would be written to files in DATA_DIR/outbox)')
  if (!env.SMS_PROVIDER_URL)
    refuse('SMS_PROVIDER_URL is unset (sign-up codes would be written to files in DATA_DIR/outbox)')
  return problems
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty variables count as unset, as in most shells' `VAR= cmd`.
  const input = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = v.safeParse(EnvSchema, input)
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}\nSee README.md, section "Settings".`)
  }
  const env = result.output
  const mode: Mode = env.NODE_ENV === 'production' ? 'production' : 'demo'
  if (mode === 'production') {
    const problems = productionProblems(env)
    if (problems.length) throw new Error(`${problems.join('\n')}\nSee README.md, section "Modes".`)
  }
  if (
    env.PAYMENT_PROVIDER === 'zaincash' &&
    !(env.ZAINCASH_MSISDN && env.ZAINCASH_MERCHANT_ID && env.ZAINCASH_SECRET)
  ) {
    throw new Error(
      'Invalid configuration:\n  PAYMENT_PROVIDER=zaincash needs ZAINCASH_MSISDN, ZAINCASH_MERCHANT_ID and ZAINCASH_SECRET\nSee README.md, section "Settings".',
    )
  }
  if (env.MAP_PMTILES) {
    if (env.MAP_STYLE_URL) {
      throw new Error(
        'Invalid configuration:\n  MAP_PMTILES and MAP_STYLE_URL: set one of them (our own basemap file, or a tile service)\nSee README.md, section "Settings".',
      )
    }
    const problem = pmtilesProblem(resolve(env.MAP_PMTILES))
    if (problem) {
      throw new Error(`Invalid configuration:\n  MAP_PMTILES: ${problem}\nSee README.md, section "Map".`)
    }
  }
  for (const name of ['GOOGLE', 'FACEBOOK'] as const) {
    const id = `OIDC_${name}_CLIENT_ID` as const
    const secret = `OIDC_${name}_CLIENT_SECRET` as const
    // One without the other is a half-done setup: say so now rather than hide the button.
    if (!env[id] !== !env[secret]) {
      throw new Error(
        `Invalid configuration:\n  ${id} and ${secret} must be set together\nSee README.md, section "Settings".`,
      )
    }
  }
  return {
    ...env,
    DATA_DIR: resolve(env.DATA_DIR),
    DIST_DIR: resolve(env.DIST_DIR),
    MAP_PMTILES: env.MAP_PMTILES && resolve(env.MAP_PMTILES),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    MODE: mode,
  }
}

/** Settings the browser needs (contact details, social links); never secrets. */
export function publicConfig(env: Env) {
  return {
    contact_email: env.CONTACT_EMAIL,
    contact_phones: env.CONTACT_PHONES.split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    whatsapp: env.CONTACT_WHATSAPP.replace(/^\+/, ''),
    social: {
      facebook: env.SOCIAL_FACEBOOK ?? 'https://www.facebook.com/funduq.iq',
      instagram: env.SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/funduq.iq',
      x: env.SOCIAL_X ?? 'https://x.com/funduq_iq',
      tiktok: env.SOCIAL_TIKTOK ?? 'https://www.tiktok.com/@funduq.iq',
    },
    /** A tile service's style; null with map_pmtiles_url null too: the bundled map of Iraq. */
    map_style_url: env.MAP_STYLE_URL ?? null,
    /** Our own basemap file (MAP_PMTILES), served with byte ranges; the client builds its style. */
    map_pmtiles_url: env.MAP_PMTILES ? BASEMAP_PATH : null,
    /** `demo`: the page footer says so (demo data, test payments). */
    mode: env.MODE,
  }
}
