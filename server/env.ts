import { resolve } from 'node:path'
import * as v from 'valibot'

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
  SMTP_URL: optionalText,
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
  }
}
