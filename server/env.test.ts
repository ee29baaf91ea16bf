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
