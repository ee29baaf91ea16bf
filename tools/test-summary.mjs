// Prints one line per vitest JSON report and a closing one for CI, "N passed, N failed"; then, so a
// red log says what failed without scrolling back through it, every failed test (file > suite >
// test) and every file that failed outside its tests (import, beforeAll), and the ten slowest test
// files of each report. Exits 1 on any failure, or when a report is missing (its pass crashed
// before writing it).
import { existsSync, readFileSync } from 'node:fs'
import { basename, relative } from 'node:path'

const SLOWEST = 10

let passed = 0
let failed = 0
let skipped = 0
let missing = 0
/** @type {{ pass: string, report: any }[]} */
const reports = []
for (const file of process.argv.slice(2)) {
  const pass = basename(file, '.json')
  if (!existsSync(file)) {
    console.log(`${pass}: no report (the pass did not finish)`)
    missing++
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const skip = report.numPendingTests + (report.numTodoTests ?? 0)
  console.log(
    `${pass}: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skip ? `, ${skip} skipped` : ''}`,
  )
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += skip
  reports.push({ pass, report })
}
console.log(
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${missing ? `, ${missing} reports missing` : ''}`,
)

const where = (name) => relative(process.cwd(), name) || name
const firstLine = (text) => String(text ?? '').split('\n')[0]
/**
 * vitest 4 writes a time-out into the report as the stack it captured when the test or hook was
 * declared, whose first line is its placeholder, without the time-out's own message.
 */
const why = (t) => {
  const line = firstLine(t.failureMessages?.[0])
  return line === 'Error: STACK_TRACE_ERROR'
    ? `timed out after ${((t.duration ?? 0) / 1000).toFixed(1)} s`
    : line
}

// A file can fail with no failed test (an import error, a failing beforeAll): vitest then counts a
// failed suite, not a failed test, so it is listed and fails the run too.
let brokenFiles = 0
const failures = []
for (const { pass, report } of reports) {
  for (const result of report.testResults ?? []) {
    const failedTests = (result.assertionResults ?? []).filter((t) => t.status === 'failed')
    for (const t of failedTests) {
      failures.push(
        `  ${pass}: ${[where(result.name), ...t.ancestorTitles, t.title].join(' > ')}\n      ${why(t)}`,
      )
    }
    if (result.status === 'failed' && failedTests.length === 0) {
      brokenFiles++
      failures.push(`  ${pass}: ${where(result.name)} (the file failed: ${firstLine(result.message)})`)
    }
  }
}
if (failures.length > 0) console.log(`\nfailed:\n${failures.join('\n')}`)

// A file's time in the report runs from its first test's start to its last test's end: the
// import and beforeAll before the first test are not in it.
for (const { pass, report } of reports) {
  const files = (report.testResults ?? [])
    .map((r) => ({
      name: where(r.name),
      seconds: (r.endTime - r.startTime) / 1000,
      tests: r.assertionResults?.length ?? 0,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, SLOWEST)
  if (files.length === 0) continue
  console.log(`\n${pass}: the ${files.length} slowest test files`)
  for (const f of files) {
    console.log(
      `  ${f.seconds.toFixed(1).padStart(7)} s  ${f.name} (${f.tests} ${f.tests === 1 ? 'test' : 'tests'})`,
    )
  }
}

process.exit(failed > 0 || missing > 0 || brokenFiles > 0 ? 1 : 0)
