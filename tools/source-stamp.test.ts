import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sourceStamp } from './source-stamp.mjs'

let dirs: string[] = []
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
  dirs = []
})

/** A project in miniature: a source, a test, a doc, the lockfile, and what git ignores. */
function project(opts: { git: boolean }) {
  const dir = mkdtempSync(join(tmpdir(), 'funduq-stamp-'))
  dirs.push(dir)
  const write = (file: string, text: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  write('server/main.ts', 'export const a = 1\n')
  write('server/main.test.ts', 'test\n')
  write('docs/decisions/0001.md', 'doc\n')
  write('package-lock.json', '{"lockfileVersion":3}\n')
  write('.gitignore', 'node_modules/\ndist/\ndata/\n')
  write('dist/index.html', 'built\n')
  write('data/pglite/PG_VERSION', '18\n')
  if (opts.git) {
    execFileSync('git', ['init', '-q'], { cwd: dir })
    execFileSync('git', ['add', '.'], { cwd: dir })
  }
  return { dir, write, stamp: () => sourceStamp(dir) }
}

describe.each([{ git: true }, { git: false }])('the build stamp (git: $git)', ({ git }) => {
  it('is the same for the same sources, whatever the build, data, tests or docs hold', () => {
    const p = project({ git })
    const first = p.stamp()
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(p.stamp()).toBe(first)
    p.write('dist/index.html', 'built again\n')
    p.write('data/pglite/other', 'x\n')
    p.write('server/main.test.ts', 'another test\n')
    p.write('docs/decisions/0001.md', 'more doc\n')
    expect(p.stamp()).toBe(first)
  })

  it('changes with a source, a new source file, or the lockfile', () => {
    const p = project({ git })
    const seen = new Set([p.stamp()])
    p.write('server/main.ts', 'export const a = 2\n')
    seen.add(p.stamp())
    p.write('server/new.ts', 'export {}\n')
    seen.add(p.stamp())
    p.write('package-lock.json', '{"lockfileVersion":3,"packages":{}}\n')
    seen.add(p.stamp())
    expect(seen.size).toBe(4)
  })
})
