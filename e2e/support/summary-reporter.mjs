// A node:test reporter that writes {passed, failed, skipped} of the leaf tests as JSON (npm test's summary).
export default async function* summaryReporter(source) {
  const totals = { passed: 0, failed: 0, skipped: 0 }
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue
    if (event.data.details?.type === 'suite') continue
    if (event.data.skip || event.data.todo) totals.skipped += 1
    else if (event.type === 'test:pass') totals.passed += 1
    else totals.failed += 1
  }
  yield JSON.stringify(totals)
}
