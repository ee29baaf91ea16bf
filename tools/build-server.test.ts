import { readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Metafile } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { translate } from '../server/i18n'
import { startServer } from '../tests/support/server-process'
import { buildServer, staticInputs, staticOutputs } from './build-server'

const ROOT = join(import.meta.dirname, '..')
// Inside the project, so that the bundle's package imports resolve to its node_modules as in dist/.
const OUT = join(ROOT, 'node_modules', '.cache', `funduq-server-test-${process.pid}`)
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

let meta: Metafile
beforeAll(async () => {
  meta = await buildServer(OUT)
}, 60_000)
afterAll(() => rmSync(OUT, { recursive: true, force: true }))

/** `hono/body-limit` → hono, `@hono/node-server/serve-static` → @hono/node-server. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/** The metafile names outputs relative to the project. */
const outputName = (file: string) => relative(ROOT, join(OUT, file))

describe('the compiled server (npm run build → dist/server/)', () => {
  it('imports only Node built-ins and production dependencies: no TypeScript loader, no dev tool', () => {
    const external = new Set(
      Object.values(meta.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path)),
    )
    expect(external.size).toBeGreaterThan(10)
    for (const specifier of external) {
      if (specifier.startsWith('node:')) continue
      const name = packageOf(specifier)
      expect(pkg.dependencies, `${specifier} must be a dependency`).toHaveProperty(name)
    }
    expect(pkg.dependencies).not.toHaveProperty('tsx')
    expect(pkg.devDependencies).toHaveProperty('tsx')
    // Every output is JavaScript: nothing is left for a loader to compile at run time.
    for (const file of Object.keys(meta.outputs)) expect(file).toMatch(/\.js(\.map)?$/)
  })

  it('starts without the demo seed, the picture drawing, sharp or the voucher renderer: they load when first used', () => {
    const atStart = staticInputs(meta, outputName('main.js'))
    const everything = new Set(Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs)))
    const lazy = [
      // The demo seed: only the demo mode's first start (boot.ts) and the seed command load it.
      'server/db/seed/index.ts',
      'server/db/seed/hotels.ts',
      'server/db/seed/users.ts',
      'server/db/seed/reviews.ts',
      'server/db/seed/marketing.ts',
      'server/db/seed/discount-codes.ts',
      'server/media/routes.ts',
      'server/media/draw-hotel.ts',
      'server/media/render.ts',
      'server/voucher/render-voucher.ts',
    ]
    for (const file of lazy) {
      expect(everything, `${file} is in the build`).toContain(file)
      expect(atStart, `${file} is not loaded at start`).not.toContain(file)
    }
    expect([...atStart].filter((f) => f.startsWith('server/media/'))).toEqual([])
    const packagesAtStart = new Set(
      [...staticOutputs(meta, outputName('main.js'))].flatMap((o) =>
        (meta.outputs[o]?.imports ?? [])
          .filter((i) => i.external && i.kind === 'import-statement')
          .map((i) => packageOf(i.path)),
      ),
    )
    expect(packagesAtStart).toContain('hono')
    for (const heavy of ['sharp', 'pdfkit', 'fontkit', 'qrcode']) expect(packagesAtStart).not.toContain(heavy)
  })

  it('runs with plain node, reading the catalogs and migrations it carries', async () => {
    const server = await startServer(
      { SEED_HOTELS: '2' },
      { command: [process.execPath, '--enable-source-maps', join(OUT, 'main.js')] },
    )
    try {
      expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok' })
      // The Sorani text comes from the catalog copied into the build; without it, English.
      const expected = translate(messages.notFound.id, 'kr')
      expect(expected).not.toBe(messages.notFound.message)
      const res = await fetch(`${server.url}/api/no-such-call?lang=kr`)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: expected })
    } finally {
      await server.stop()
    }
  }, 180_000)
})
