// A node:test reporter that writes {passed, failed, skipped, failures} of the leaf tests as JSON (npm test's
// summary). `failures` names each failed test with its file, so the summary's tail says what failed.
export default async function* summaryReporter(source) {
  const totals = { passed: 0, failed: 0, skipped: 0, failures: [] }
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue
    if (event.data.details?.type === 'suite') continue
    if (event.data.skip || event.data.todo) totals.skipped += 1
    else if (event.type === 'test:pass') totals.passed += 1
    else {
      totals.failed += 1
      const cause = event.data.details?.error?.cause ?? event.data.details?.error
      totals.failures.push({ file: event.data.file ?? '', name: event.data.name, message: String(cause?.message ?? cause ?? '') })
    }
  }
  yield JSON.stringify(totals)
}
