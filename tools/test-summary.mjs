// Prints one line per vitest JSON report and a closing one for CI, "N passed, N failed"; exits 1
// on any failure, or when a report is missing (its pass crashed before writing it).
import { existsSync, readFileSync } from 'node:fs'
import { basename } from 'node:path'

let passed = 0
let failed = 0
let skipped = 0
let missing = 0
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`${basename(file, '.json')}: no report (the pass did not finish)`)
    missing++
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const skip = report.numPendingTests + (report.numTodoTests ?? 0)
  console.log(
    `${basename(file, '.json')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skip ? `, ${skip} skipped` : ''}`,
  )
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += skip
}
console.log(
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${missing ? `, ${missing} reports missing` : ''}`,
)
process.exit(failed > 0 || missing > 0 ? 1 : 0)
