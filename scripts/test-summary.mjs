// Adds up the JSON reports of the suite's runners into one closing line: "tests: N passed, N failed".
import fs from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
  } else if (report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0)
    failed += report.stats.unexpected
    skipped += report.stats.skipped
  }
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exitCode = failed > 0 || passed === 0 ? 1 : 0
