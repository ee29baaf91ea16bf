import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_STARTER_SCRIPT } from '../../contract/offline'
import { openTestDatabase } from '../../tests/support/test-app'
import { testEnv } from '../../tests/support/test-env'
import { type App, createApp } from '../app'
import { createTokenService } from '../auth/tokens'
import type { Database } from '../db/client'
import { readEnv } from '../env'
import { createLogger } from '../logger'
import { mapOrigins } from './security-headers'

let database: Database
let plain: App
let withTiles: App
beforeAll(async () => {
  database = await openTestDatabase()
  const tokens = await createTokenService(database.db)
  const app = (env: Record<string, string>) =>
    createApp({ db: database.db, env: testEnv(env), log: createLogger('silent'), tokens })
  plain = app({})
  withTiles = app({ MAP_STYLE_URL: 'https://tiles.example.com:8443/styles/streets.json?key=abc' })
})
afterAll(() => database.close())

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? ''

describe('map style setting and the content security policy', () => {
  it('names no other host and serves the bundled map when MAP_STYLE_URL is unset', async () => {
    const res = await plain.request('/api/app-config')
    expect((await res.json()).data.map_style_url).toBeNull()
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).not.toMatch(/https?:\/\//)
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self' blob:")
  })

  it("allows one inline script, the drawn page's starter, by its hash and nothing else", async () => {
    const csp = (await plain.request('/api/health')).headers.get('content-security-policy') ?? ''
    const hash = createHash('sha256').update(PAGE_STARTER_SCRIPT).digest('base64')
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' 'sha256-${hash}'`)
    expect(directive(csp, 'script-src')).not.toContain('unsafe')
    expect(directive(csp, 'font-src')).toBe("font-src 'self' data:")
  })

  it("allows the tile service's origin, and only for fetching and images", async () => {
    const res = await withTiles.request('/api/app-config')
    expect((await res.json()).data.map_style_url).toBe(
      'https://tiles.example.com:8443/styles/streets.json?key=abc',
    )
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://tiles.example.com:8443")
    expect(directive(csp, 'img-src')).toContain('https://tiles.example.com:8443')
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'sha256-[\w+/]+=*'$/)
    expect(directive(csp, 'default-src')).toBe("default-src 'self'")
    // The key in the style URL is no business of the policy.
    expect(csp).not.toContain('key=abc')
  })

  it('keeps two apps with different settings apart', async () => {
    const csp = (await plain.request('/api/health')).headers.get('content-security-policy') ?? ''
    expect(csp).not.toContain('tiles.example.com')
  })

  it('refuses a style URL that is not http(s)', () => {
    expect(() => readEnv({ MAP_STYLE_URL: 'not a url' })).toThrow(/MAP_STYLE_URL/)
    expect(() => readEnv({ MAP_STYLE_URL: 'ftp://tiles.example/style.json' })).toThrow(/MAP_STYLE_URL/)
    expect(mapOrigins(undefined)).toEqual([])
    expect(mapOrigins('http://localhost:9000/style.json')).toEqual(['http://localhost:9000'])
  })
})
