import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { normalizePhone, PASSWORD_SPECIALS, parseIdentifier, passwordField } from '../../contract/account'
import { readEnv } from '../env'
import { ipKey } from '../http/rate-limit'
import { DEFAULT_LIMITS } from './limits'

describe('RATE_LIMITS setting', () => {
  it('defaults to the table of server/auth/limits.ts', () => {
    expect(readEnv({}).RATE_LIMITS).toEqual(DEFAULT_LIMITS)
  })

  it('overrides some rules, or turns them all off', () => {
    const env = readEnv({ RATE_LIMITS: 'login.ip=5/60, guest.ip=200/600' })
    expect(env.RATE_LIMITS?.['login.ip']).toEqual({ max: 5, windowS: 60 })
    expect(env.RATE_LIMITS?.['guest.ip']).toEqual({ max: 200, windowS: 600 })
    expect(env.RATE_LIMITS?.['register.ip']).toEqual(DEFAULT_LIMITS['register.ip'])
    expect(readEnv({ RATE_LIMITS: 'off' }).RATE_LIMITS).toBeNull()
  })

  it('names the problem for a bad value', () => {
    for (const bad of ['login=5/60', 'login.ip=5', 'login.ip=5/0', 'on']) {
      expect(() => readEnv({ RATE_LIMITS: bad }), bad).toThrow(
        /RATE_LIMITS: must be "off" or name=max\/seconds/,
      )
    }
    expect(() => readEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/)
    expect(() => readEnv({ SMS_PROVIDER_URL: 'not a url' })).toThrow(/SMS_PROVIDER_URL/)
  })
})

describe('client address keys', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6, and groups IPv6 by /64', () => {
    expect(ipKey('203.0.113.7')).toBe('203.0.113.7')
    expect(ipKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(ipKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(ipKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64')
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(ipKey('[::1]')).toBe('0:0:0:0::/64')
  })
})

describe('shared account rules', () => {
  it('normalises phones to E.164; Iraqi numbers must be mobiles', () => {
    for (const s of [
      '07701234567',
      '7701234567',
      '+964 770 123 4567',
      '9647701234567',
      '00964-770-123-4567',
      '٠٧٧٠١٢٣٤٥٦٧',
      '۰۷۷۰۱۲۳۴۵۶۷',
    ]) {
      expect(normalizePhone(s), s).toBe('+9647701234567')
    }
    expect(normalizePhone('+971 50 123 4567')).toBe('+971501234567')
    for (const s of ['+96417123456', '0790123456', '12', 'abc', '+1 555', ''])
      expect(normalizePhone(s), s).toBeNull()
  })

  it('tells e-mail addresses from phone numbers', () => {
    expect(parseIdentifier(' Demo@Funduq.test ')).toEqual({ kind: 'email', value: 'demo@funduq.test' })
    expect(parseIdentifier('0770 123 4567')).toEqual({ kind: 'phone', value: '+9647701234567' })
    expect(parseIdentifier('nobody')).toBeNull()
  })

  it('applies the §5 password rule', () => {
    for (const ok of ['Demo@2024x', `Aa1${PASSWORD_SPECIALS}`, 'Zz9&zzzz'])
      expect(v.is(passwordField, ok), ok).toBe(true)
    for (const bad of [
      'Aa1@aaa',
      'aa1@aaaa',
      'AA1@AAAA',
      'Aaa@aaaa',
      'Aa1aaaaa',
      'Aa1@aaaa ',
      'Aa1#aaaa',
      'Aa1@aaaé',
    ]) {
      expect(v.is(passwordField, bad), bad).toBe(false)
    }
  })
})
