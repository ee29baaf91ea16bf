import { describe, expect, it } from 'vitest'
import { readEnv } from './env'

describe('readEnv', () => {
  it('applies the documented defaults', () => {
    const env = readEnv({})
    expect(env.PORT).toBe(8080)
    expect(env.DATA_DIR).toMatch(/\/data$/)
    expect(env.PUBLIC_URL).toBe('http://localhost:8080')
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('names the variable and the problem for a bad value', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT: must be a port number/)
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/)
    expect(() => readEnv({ CONTACT_EMAIL: 'nope' })).toThrow(/CONTACT_EMAIL/)
  })

  it('treats empty variables as unset', () => {
    expect(readEnv({ PORT: '' }).PORT).toBe(8080)
  })
})

describe('OpenID Connect settings', () => {
  it('defaults the issuers and configures nothing without a client', () => {
    const env = readEnv({})
    expect(env.OIDC_GOOGLE_ISSUER).toBe('https://accounts.google.com')
    expect(env.OIDC_FACEBOOK_ISSUER).toBe('https://www.facebook.com')
    expect(env.OIDC_GOOGLE_CLIENT_ID).toBeUndefined()
  })

  it('wants the client id and secret together, and https except on this machine', () => {
    expect(() => readEnv({ OIDC_GOOGLE_CLIENT_ID: 'x' })).toThrow(
      /OIDC_GOOGLE_CLIENT_ID and OIDC_GOOGLE_CLIENT_SECRET must be set together/,
    )
    expect(() => readEnv({ OIDC_FACEBOOK_CLIENT_SECRET: 'x' })).toThrow(/OIDC_FACEBOOK_CLIENT_ID/)
    expect(() => readEnv({ OIDC_GOOGLE_ISSUER: 'http://accounts.example' })).toThrow(
      /OIDC_GOOGLE_ISSUER: must start with https/,
    )
    expect(readEnv({ OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:4000/' }).OIDC_GOOGLE_ISSUER).toBe(
      'http://127.0.0.1:4000',
    )
  })
})

describe('production mode (NODE_ENV=production)', () => {
  const ready = {
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'zaincash',
    ZAINCASH_URL: 'https://api.zaincash.iq',
    ZAINCASH_MSISDN: '9647835077893',
    ZAINCASH_MERCHANT_ID: 'merchant',
    ZAINCASH_SECRET: 'secret',
    PUBLIC_URL: 'https://funduq.example',
    SMTP_URL: 'smtps://mailer:pw@smtp.example:465',
    SMS_PROVIDER_URL: 'https://sms.example/send',
  }
  /** The message readEnv stops with, less the pointer to the README. */
  const refusal = (settings: Record<string, string>) => {
    try {
      readEnv(settings)
    } catch (err) {
      return (err as Error).message.split('\n').filter((l) => !l.startsWith('See README'))
    }
    throw new Error('readEnv accepted it')
  }

  it('is demo by default and for any other NODE_ENV', () => {
    expect(readEnv({}).MODE).toBe('demo')
    expect(readEnv({ NODE_ENV: 'development' }).MODE).toBe('demo')
    expect(readEnv({ NODE_ENV: 'test' }).MODE).toBe('demo')
    expect(readEnv(ready).MODE).toBe('production')
  })

  it('starts with every setting a business needs', () => {
    const env = readEnv(ready)
    expect(env.PUBLIC_URL).toBe('https://funduq.example')
    expect(env.PAYMENT_PROVIDER).toBe('zaincash')
  })

  it('refuses the sandbox, given or by default, in one line naming PAYMENT_PROVIDER', () => {
    for (const settings of [
      { ...ready, PAYMENT_PROVIDER: 'sandbox' },
      { ...ready, PAYMENT_PROVIDER: '' },
    ]) {
      const lines = refusal(settings)
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^NODE_ENV=production refuses to start: PAYMENT_PROVIDER is sandbox/)
    }
  })

  it('refuses a PUBLIC_URL that is not https://, or none, in one line naming it', () => {
    for (const url of ['http://funduq.example', '']) {
      const lines = refusal({ ...ready, PUBLIC_URL: url })
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(
        /^NODE_ENV=production refuses to start: PUBLIC_URL must be the site's https:\/\//,
      )
    }
  })

  it('refuses an unset SMTP_URL or SMS_PROVIDER_URL, each in one line naming it', () => {
    expect(refusal({ ...ready, SMTP_URL: '' })).toEqual([
      'NODE_ENV=production refuses to start: SMTP_URL is unset (e-mails would be written to files in DATA_DIR/outbox)',
    ])
    expect(refusal({ ...ready, SMS_PROVIDER_URL: '' })).toEqual([
      'NODE_ENV=production refuses to start: SMS_PROVIDER_URL is unset (sign-up codes would be written to files in DATA_DIR/outbox)',
    ])
  })

  it('names every unsafe setting of a demo configuration, one line each', () => {
    const lines = refusal({ NODE_ENV: 'production' })
    expect(lines.map((l) => /: (\w+)/.exec(l)?.[1])).toEqual([
      'PAYMENT_PROVIDER',
      'PUBLIC_URL',
      'SMTP_URL',
      'SMS_PROVIDER_URL',
    ])
  })
})
