import { resolve } from 'node:path'
import * as v from 'valibot'
import { DEFAULT_LIMITS, LIMIT_NAMES, type LimitName, type LimitRule } from './auth/limits'

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
  PORT: v.optional(port, '8080'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  /** `npm run dev` only: where Vite's hot-reloading client listens. */
  VITE_PORT: v.optional(port, '5173'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
  ),
  DATABASE_POOL_SIZE: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '10'),
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
  /** Sent with every sign-up: identifies the app (spec §3 "passcode"), not a secret. */
  SIGNUP_PASSCODE: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), 'funduq-web'),
  /** Reverse proxies in front of the server whose X-Forwarded-For may be believed (0: none). */
  TRUST_PROXY: v.optional(
    v.pipe(v.string(), v.regex(/^\d$/, 'must be 0–9 (proxies in front)'), v.transform(Number)),
    '0',
  ),
  RATE_LIMITS: v.optional(rateLimits, ''),
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
})

export type Env = v.InferOutput<typeof EnvSchema> & { DATA_DIR: string; PUBLIC_URL: string }

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty variables count as unset, as in most shells' `VAR= cmd`.
  const input = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = v.safeParse(EnvSchema, input)
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}\nSee README.md, section "Settings".`)
  }
  const env = result.output
  return {
    ...env,
    DATA_DIR: resolve(env.DATA_DIR),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
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
    /** null: the client draws the bundled map of Iraq. */
    map_style_url: env.MAP_STYLE_URL ?? null,
  }
}
