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
