import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SCRIPT = join(import.meta.dirname, 'test-summary.mjs')
const ROOT = join(import.meta.dirname, '..')

/** A test as vitest's JSON reporter writes it. */
const test = (
  title: string,
  status: string,
  ancestorTitles: string[] = [],
  failureMessages: string[] = [],
) => ({
  ancestorTitles,
  fullName: [...ancestorTitles, title].join(' '),
  title,
  status,
  failureMessages,
})

/** A test file as the JSON reporter writes it: its time runs from startTime to endTime (ms). */
const file = (
  name: string,
  seconds: number,
  assertionResults: unknown[],
  status = 'passed',
  message = '',
) => ({
  name: join(ROOT, name),
  startTime: 1_000_000,
  endTime: 1_000_000 + seconds * 1000,
  status,
  message,
  assertionResults,
})

function writeReport(dir: string, pass: string, testResults: ReturnType<typeof file>[]) {
  const tests = testResults.flatMap((r) => r.assertionResults as { status: string }[])
  const count = (s: string) => tests.filter((t) => t.status === s).length
  const path = join(dir, `${pass}.json`)
  writeFileSync(
    path,
    JSON.stringify({
      numPassedTests: count('passed'),
      numFailedTests: count('failed'),
      numPendingTests: count('skipped'),
      numTodoTests: 0,
      testResults,
    }),
  )
  return path
}

const run = (...reports: string[]) =>
  spawnSync(process.execPath, [SCRIPT, ...reports], { cwd: ROOT, encoding: 'utf8' })

describe('CI summary of the test reports', () => {
  it('names every failed test as file > suite > test with its first message line, and the slowest files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'funduq-summary-'))
    // Twelve files, so only ten are listed as the slowest.
    const passing = Array.from({ length: 11 }, (_, i) =>
      file(`server/f${i}.test.ts`, i + 1, [test('ok', 'passed')]),
    )
    const pglite = writeReport(dir, 'pglite', [
      ...passing,
      file(
        'tests/e2e/home.test.ts',
        42.5,
        [
          test('renders the hero', 'passed', ['home']),
          test(
            'changes slide',
            'failed',
            ['home', 'slideshow'],
            ['AssertionError: expected 1 to be 2\n    at x.ts:1'],
          ),
          {
            ...test(
              'finds hotels',
              'failed',
              ['search'],
              ['Error: STACK_TRACE_ERROR\n    at task (runner.js:1)'],
            ),
            duration: 60_012,
          },
        ],
        'failed',
      ),
    ])
    const postgres = writeReport(dir, 'postgres', [file('server/app.test.ts', 3, [test('starts', 'passed')])])

    const r = run(pglite, postgres)
    expect(r.status).toBe(1)
    const lines = r.stdout.split('\n')
    expect(lines.slice(0, 3)).toEqual([
      'pglite: 12 passed, 2 failed',
      'postgres: 1 passed, 0 failed',
      '13 passed, 2 failed',
    ])
    expect(r.stdout).toContain(
      '\nfailed:\n  pglite: tests/e2e/home.test.ts > home > slideshow > changes slide\n      AssertionError: expected 1 to be 2\n',
    )
    // vitest writes a time-out without its message: the summary says what it was.
    expect(r.stdout).toContain(
      '  pglite: tests/e2e/home.test.ts > search > finds hotels\n      timed out after 60.0 s\n',
    )
    const slowest = lines.slice(lines.indexOf('pglite: the 10 slowest test files') + 1).slice(0, 10)
    expect(slowest[0]).toBe('     42.5 s  tests/e2e/home.test.ts (3 tests)')
    expect(slowest[1]).toBe('     11.0 s  server/f10.test.ts (1 test)')
    expect(slowest[9]).toBe('      3.0 s  server/f2.test.ts (1 test)')
    expect(r.stdout).not.toContain('server/f1.test.ts')
    expect(r.stdout).toContain('postgres: the 1 slowest test files\n      3.0 s  server/app.test.ts (1 test)')
  })

  it('fails on a file that failed outside its tests, and on a missing report', () => {
    const dir = mkdtempSync(join(tmpdir(), 'funduq-summary-'))
    const broken = writeReport(dir, 'postgres', [
      file(
        'tests/postgres/backup.test.ts',
        0,
        [test('restores', 'skipped')],
        'failed',
        'beforeAll: pg_dump not found\nstack',
      ),
    ])
    const r = run(broken)
    expect(r.status).toBe(1)
    expect(r.stdout).toContain('postgres: 0 passed, 0 failed, 1 skipped')
    expect(r.stdout).toContain(
      'postgres: tests/postgres/backup.test.ts (the file failed: beforeAll: pg_dump not found)',
    )

    const gone = run(join(dir, 'postgres-node22.json'))
    expect(gone.status).toBe(1)
    expect(gone.stdout).toContain(
      'postgres-node22: no report (the pass did not finish)\n0 passed, 0 failed, 1 reports missing',
    )
  })

  it('passes when every report is green', () => {
    const dir = mkdtempSync(join(tmpdir(), 'funduq-summary-'))
    const r = run(writeReport(dir, 'pglite', [file('server/app.test.ts', 2, [test('starts', 'passed')])]))
    expect(r.status).toBe(0)
    expect(r.stdout).not.toContain('failed:')
  })
})
